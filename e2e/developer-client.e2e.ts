import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { AvatariumError, createAvatariumClient, MeDocument } from '../packages/client/src/index.js';
import { signedWith, startWebhookReceiver } from '../testkit/developer/webhook-receiver.js';
import { repoRoot } from '../tools/infra/index.js';
import { screenshot } from './support/browser.js';
import { phoneOwner } from './support/phone-owner.js';

// The developer platform (issue 29) as a consumer uses it: an owner registers a webhook and makes
// a key on the Developer tab, then a separate Node process runs the typed client's example with
// only that key and the address: it creates an agent, waits for ready over the graphql-ws
// subscription and talks to it. The receiver gets agent.ready, signed; the Usage card shows the
// script's requests; once the key is revoked the next call is refused.

const baseUrl = inject('baseUrl');
const example = path.join(repoRoot, 'packages/client/src/examples/create-and-talk.main.ts');
let browser: Browser;
let page: Page;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  ({ browser, page } = await phoneOwner(baseUrl, 'client'));
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await receiver?.stop();
});

async function webhookMadeInTheBrowser(url: string): Promise<string> {
  await page.goto(`${baseUrl}/#developer`);
  await page.getByTestId('webhook-new').click();
  await page.getByTestId('webhook-url').fill(url);
  await page.getByTestId('webhook-event-agent.ready').check();
  await page.getByTestId('webhook-create').click();
  const secret = await page.getByTestId('webhook-secret').inputValue();
  await page.getByTestId('webhook-done').click();
  return secret;
}

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
  it('creates an agent with a key, waits for ready over the subscription and talks to it; agent.ready reaches a webhook, usage shows, a revoked key is refused', async () => {
    const signing = await webhookMadeInTheBrowser(`${receiver.url}/ready`);
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

    // The webhook: agent.ready for that agent, signed with the endpoint's secret.
    await expect.poll(() => receiver.at('/ready').length, { timeout: 30_000 }).toBeGreaterThan(0);
    const [delivery] = receiver.at('/ready');
    expect(JSON.parse(delivery!.body)).toMatchObject({ type: 'agent.ready', data: { agent_id: result.agent.id } });
    expect(signedWith(signing, delivery!)).toBe(true);

    // Usage: the script's GraphQL operations on the Developer tab.
    await page.goto(`${baseUrl}/#developer`);
    const usage = page.getByTestId('usage-card');
    await expect
      .poll(
        async () =>
          Number(
            await usage
              .getByTestId('usage-requests')
              .textContent()
              .catch(() => '0'),
          ),
        { timeout: 20_000 },
      )
      .toBeGreaterThan(0);
    expect(await usage.getByTestId('usage-routes').textContent()).toContain('CreateAgent');
    await screenshot(page, 'developer-client-usage-390');

    // Revoked: the next call with the key is refused.
    const client = createAvatariumClient({ apiKey: secret, url: baseUrl });
    expect((await client.query(MeDocument, {})).me).toBeTruthy();
    await page.getByTestId('api-key-row').getByTestId('api-key-revoke').click();
    await page.getByTestId('api-key-revoke-confirm').click();
    await page.getByTestId('api-keys-empty').waitFor();
    const refused = await client.query(MeDocument, {}).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AvatariumError);
    expect(refused).toMatchObject({ code: 'UNAUTHENTICATED' });
    client.close();
  }, 300_000);
});
