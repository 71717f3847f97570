import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { repoRoot } from '../tools/infra/index.js';
import { launchBrowser } from './support/browser.js';

// The typed client (issue 29) as a consumer uses it: an owner makes a key on the Developer tab,
// then a separate Node process runs the package's example with only that key and the address:
// it creates an agent, waits for ready over the graphql-ws subscription and talks to it.

const baseUrl = inject('baseUrl');
const example = path.join(repoRoot, 'packages/client/src/examples/create-and-talk.main.ts');
let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  const response = await page.request.post(`${baseUrl}/api/auth/signup`, {
    data: { email: `client-${Date.now()}@example.com`, password: 'correct horse battery' },
  });
  if (response.status() !== 201) throw new Error(`sign-up failed: HTTP ${response.status()}`);
}, 120_000);

afterAll(async () => {
  await browser?.close();
});

async function keyMadeInTheBrowser(scopes: string[]): Promise<string> {
  await page.goto(`${baseUrl}/#developer`);
  await page.getByTestId('api-key-new').click();
  await page.getByTestId('api-key-name').fill('Client example');
  for (const scope of scopes) await page.getByTestId(`api-key-scope-${scope}`).check();
  await page.getByTestId('api-key-create').click();
  const secret = await page.getByTestId('api-key-secret').inputValue();
  await page.getByTestId('api-key-done').click();
  return secret;
}

describe('@avatarium/client from a Node script', () => {
  it('creates an agent with a key, waits for ready over the subscription and talks to it', async () => {
    const secret = await keyMadeInTheBrowser(['agents:read', 'agents:write', 'conversations']);
    expect(secret).toMatch(/^av_live_/);

    const run = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', example, 'A patient chess teacher named Magnus', 'Hello! Who are you?'],
      { cwd: repoRoot, env: { ...process.env, AVATARIUM_URL: baseUrl, AVATARIUM_API_KEY: secret }, timeout: 150_000 },
    );
    const result = JSON.parse(run.stdout.trim().split('\n').at(-1)!) as {
      agent: { id: string; status: string; displayStatus: string };
      reply: string;
    };
    expect(result.agent).toMatchObject({ status: 'ready', displayStatus: 'success' });
    expect(result.reply.trim().length).toBeGreaterThan(0);

    // The owner sees the script's agent, ready, on their own page.
    await page.goto(`${baseUrl}/#my-agents`);
    const card = page.locator(`[data-testid="agent-card"][data-agent-id="${result.agent.id}"]`);
    await expect.poll(() => card.getAttribute('data-display-status'), { timeout: 20_000 }).toBe('success');
  }, 240_000);
});
