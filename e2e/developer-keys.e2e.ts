import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, screenshot } from './support/browser.js';

// Developer platform, part 1 (issue 29): on a phone-width Developer tab an owner creates a key,
// sees it once, a script uses it as a Bearer token, the owner rolls it (the old secret stops
// working) and revokes it (the new one stops too).

const baseUrl = inject('baseUrl');
let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  page = await context.newPage();
  const response = await page.request.post(`${baseUrl}/api/auth/signup`, {
    data: { email: `developer-${Date.now()}@example.com`, password: 'correct horse battery' },
  });
  if (response.status() !== 201) throw new Error(`sign-up failed: HTTP ${response.status()}`);
}, 120_000);

afterAll(async () => {
  await browser?.close();
});

/** A script's call: no cookie, only the key. */
async function asScript(secret: string, path = '/api/user/current-id') {
  const response = await fetch(`${baseUrl}${path}`, { headers: { authorization: `Bearer ${secret}` } });
  return { status: response.status, body: await response.text() };
}

const overflowsSideways = () =>
  page.evaluate(() => {
    // Read without DOM types: the root tsconfig has none.
    type Root = { document: { documentElement: { scrollWidth: number; clientWidth: number } } };
    const root = (globalThis as unknown as Root).document.documentElement;
    return root.scrollWidth > root.clientWidth;
  });

async function revealedSecret(): Promise<string> {
  const field = page.getByTestId('api-key-secret');
  await field.waitFor();
  const secret = await field.inputValue();
  expect(secret).toMatch(/^av_live_[0-9A-Za-z]{32}_[0-9A-Za-z]{6}$/);
  await page.getByText('It is shown only this once').waitFor();
  return secret;
}

describe('API keys on the Developer tab (390 px)', () => {
  it('creates a key shown once, which a script then uses; rolls and revokes it', async () => {
    await page.goto(`${baseUrl}/#developer`);
    await page.getByTestId('api-keys-empty').waitFor();
    for (const title of [/^Usage/, /^Documentation/]) await page.getByRole('heading', { name: title }).waitFor();
    expect(await overflowsSideways()).toBe(false);
    await screenshot(page, 'developer-keys-empty-390');

    await page.getByTestId('api-key-new').click();
    await page.getByTestId('api-key-create-dialog').waitFor();
    await page.getByTestId('api-key-create').click();
    await expect.poll(() => page.getByTestId('api-key-problem').textContent()).toBe('Enter a name for the key');
    await page.getByTestId('api-key-name').fill('Nightly script');
    await page.getByTestId('api-key-scope-conversations').check();
    await page.getByTestId('api-key-expiry').selectOption('30');
    expect(await overflowsSideways()).toBe(false);
    await screenshot(page, 'developer-keys-create-390');
    await page.getByTestId('api-key-create').click();
    const secret = await revealedSecret();
    await screenshot(page, 'developer-keys-reveal-390');
    await page.getByTestId('api-key-done').click();

    // Listed by its prefix; the secret is nowhere on the page any more.
    const row = page.getByTestId('api-key-row');
    await row.waitFor();
    expect(await row.textContent()).toContain(secret.slice(0, 14));
    expect(await row.textContent()).toContain('Nightly script');
    expect(await page.content()).not.toContain(secret);
    expect(await overflowsSideways()).toBe(false);
    await screenshot(page, 'developer-keys-list-390');

    const used = await asScript(secret);
    expect(used.status).toBe(200);
    const agents = await asScript(secret, '/api/agents?type=community');
    expect(agents.status).toBe(200);
    expect((await asScript(secret, '/api/developer/keys')).status).toBe(403);

    await row.getByTestId('api-key-roll').click();
    await page.getByTestId('api-key-roll-confirm').click();
    const rolled = await revealedSecret();
    expect(rolled).not.toBe(secret);
    await page.getByTestId('api-key-done').click();
    expect((await asScript(secret)).status).toBe(401);
    expect((await asScript(rolled)).status).toBe(200);
    await expect.poll(() => row.textContent()).toContain(rolled.slice(0, 14));

    await row.getByTestId('api-key-revoke').click();
    await page.getByTestId('api-key-revoke-confirm').click();
    await page.getByTestId('api-keys-empty').waitFor();
    const refused = await asScript(rolled);
    expect(refused.status).toBe(401);
    expect(refused.body).toContain('This API key was revoked.');
  });
});
