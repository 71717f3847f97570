import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { screenshot } from './support/browser.js';
import { overflowsSideways, phoneOwner } from './support/phone-owner.js';

// Developer platform, usage (issue 29): on a phone-width Developer tab the Usage card says
// "No requests yet", a script calls the API with a key (one call fails), and after a refresh
// the card shows the requests, the error and the route, per key and for all keys, with charts.

const baseUrl = inject('baseUrl');
let browser: Browser;
let page: Page;

beforeAll(async () => {
  ({ browser, page } = await phoneOwner(baseUrl, 'usage'));
}, 120_000);

afterAll(async () => {
  await browser?.close();
});

/** A script's call: no cookie, only the key. */
async function asScript(secret: string, path: string) {
  const response = await fetch(`${baseUrl}${path}`, { headers: { authorization: `Bearer ${secret}` } });
  await response.arrayBuffer();
  return response.status;
}

describe('the Usage card on the Developer tab (390 px)', () => {
  it('shows a key’s requests, errors and routes with charts once a script has used it', async () => {
    // The owner's key, made with the session as the Keys card would.
    const made = await page.request.post(`${baseUrl}/api/developer/keys`, {
      data: { name: 'Usage script', scopes: ['agents:read'] },
    });
    expect(made.status()).toBe(200);
    const { key, secret } = (await made.json()) as { key: { id: string }; secret: string };

    await page.goto(`${baseUrl}/#developer`);
    const card = page.getByTestId('usage-card');
    await card.getByTestId('usage-empty').waitFor();
    expect(await card.getByTestId('usage-empty').textContent()).toContain('No requests yet');
    await screenshot(page, 'developer-usage-empty-390');

    for (let i = 0; i < 4; i++) expect(await asScript(secret, '/api/user/current-id')).toBe(200);
    expect(await asScript(secret, '/api/agents?type=community')).toBe(200);
    expect(await asScript(secret, '/api/agents/A00AA00001')).toBe(404);

    // Keyboard: Refresh is reachable and works with Enter.
    await card.getByTestId('usage-refresh').focus();
    await page.keyboard.press('Enter');
    await expect
      .poll(
        () =>
          card
            .getByTestId('usage-requests')
            .textContent()
            .catch(() => null),
        { timeout: 15_000 },
      )
      .toBe('6');
    expect(await card.getByTestId('usage-errors').textContent()).toBe('1 (17%)');
    expect(await card.getByTestId('usage-latency').textContent()).toMatch(/ms|s/);
    const routes = await card.getByTestId('usage-routes').textContent();
    expect(routes).toContain('GET /api/user/current-id');
    expect(routes).toContain('GET /api/agents/:id');
    await card.getByTestId('usage-chart-requests').locator('svg').first().waitFor();
    await card.getByTestId('usage-chart-latency').waitFor();
    expect(await overflowsSideways(page)).toBe(false);
    await card.getByTestId('usage-totals').scrollIntoViewIfNeeded();
    await screenshot(page, 'developer-usage-all-keys-390');
    await card.getByTestId('usage-chart-latency').scrollIntoViewIfNeeded();
    await screenshot(page, 'developer-usage-charts-390');

    // The key on its own: the same figures (it is the only key).
    await card.getByTestId('usage-key').selectOption(key.id);
    await expect
      .poll(() =>
        card
          .getByTestId('usage-requests')
          .textContent()
          .catch(() => null),
      )
      .toBe('6');
    expect(await overflowsSideways(page)).toBe(false);
    await screenshot(page, 'developer-usage-key-390');
  });
});
