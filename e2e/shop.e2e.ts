import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { TEST_CATALOGUE } from '../testkit/shop/test-catalogue.js';
import { startTestStore, type TestStore } from '../testkit/shop/test-store.js';
import { launchBrowser, screenshot } from './support/browser.js';
import { createReadyAgent } from './support/create-agent.js';

// Shop over MCP (issue 28): the owner connects the test store in Skills → Shopify, picks the
// functions, and a visitor's product question in the viewer shows the store's products as
// cards with price and QR code.

const baseUrl = inject('baseUrl');
const ANSWER_TIMEOUT_MS = 120_000;

let browser: Browser;
let store: TestStore;
const contexts: BrowserContext[] = [];
let owner: Page;
let agentId = '';

async function newPage(width = 1280, height = 860): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height } });
  contexts.push(context);
  return context.newPage();
}

async function openShopify(page: Page) {
  await page.goto(`${baseUrl}/#my-agents`);
  await page.reload();
  await page.locator(`[data-testid="agent-card"][data-agent-id="${agentId}"]`).click();
  await page.getByTestId('action-tile-skills').click();
  await page.getByTestId('settings-tile-shopify').click();
  await page.getByTestId('shopify-dialog').waitFor();
  await page.getByTestId('shop-config').waitFor();
}

beforeAll(async () => {
  browser = await launchBrowser();
  store = await startTestStore('ok');
  owner = await newPage();
  const response = await owner.request.post(`${baseUrl}/api/auth/signup`, {
    data: { email: `shop-owner-${Date.now()}@example.com`, password: 'correct horse battery' },
  });
  if (response.status() !== 201) throw new Error(`sign-up failed: HTTP ${response.status()}`);
  agentId = await createReadyAgent(owner, baseUrl, 'A cheerful outdoor gear shop assistant named Robin');
}, 240_000);

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await store?.stop();
});

describe('Shopify Integration', () => {
  it('validates the store, enables it with every function, and saves the settings at once', { timeout: 120_000 }, async () => {
    await openShopify(owner);
    expect(await owner.getByTestId('shop-status-label').textContent()).toBe('Inactive');
    expect(await owner.getByTestId('shop-url').getAttribute('placeholder')).toBe('{host}');
    // No URL, no Enable button.
    expect(await owner.getByTestId('shop-toggle').count()).toBe(0);

    await owner.getByTestId('shop-url').fill('http://10.0.0.7');
    await owner.getByTestId('shop-ready').waitFor();
    await owner.getByTestId('shop-toggle').click();
    await expect.poll(() => owner.getByTestId('shop-validation-failed').textContent()).toContain('Local URLs are not allowed');
    expect(await owner.getByTestId('shop-status-label').textContent()).toBe('Inactive');

    await owner.getByTestId('shop-url').fill(store.url);
    expect(await owner.getByTestId('shop-endpoint').textContent()).toBe(store.endpoint);
    await owner.getByTestId('shop-toggle').click();
    await expect.poll(() => owner.getByTestId('shop-status-label').textContent(), { timeout: 20_000 }).toBe('Active');
    expect(await owner.getByTestId('shop-functions-count').textContent()).toBe('6/6');
    expect(await owner.getByTestId('shop-url').isDisabled()).toBe(true);

    await owner.getByTestId('shop-functions-none').click();
    await expect.poll(() => owner.getByTestId('shop-functions-count').textContent()).toBe('0/6');
    await owner.getByTestId('shop-functions').getByText('search_catalog').click();
    await expect.poll(() => owner.getByTestId('shop-functions-count').textContent()).toBe('1/6');
    // get_product too: a later question about a shown product asks the store by its id.
    await owner.getByTestId('shop-functions').getByText('get_product').click();
    await expect.poll(() => owner.getByTestId('shop-functions-count').textContent()).toBe('2/6');
    await owner.getByTestId('shop-currency').selectOption('euro');
    await owner.getByTestId('shop-tool-use').selectOption('required');
    await owner.getByTestId('shop-qr').check();
    await screenshot(owner, 'shopify-dialog-desktop');

    // Saved on the server: a fresh page shows the same.
    const phone = await newPage(390, 844);
    await phone.context().addCookies(await owner.context().cookies());
    await openShopify(phone);
    await expect.poll(() => phone.getByTestId('shop-status-label').textContent()).toBe('Active');
    expect(await phone.getByTestId('shop-currency').inputValue()).toBe('euro');
    expect(await phone.getByTestId('shop-tool-use').inputValue()).toBe('required');
    expect(await phone.getByTestId('shop-qr').isChecked()).toBe(true);
    expect(await phone.getByTestId('shop-functions-count').textContent()).toBe('2/6');
    // Readable at 390 px: nothing wider than the screen.
    const overflow = await phone.evaluate(() => {
      type Root = { document: { documentElement: { scrollWidth: number; clientWidth: number } } };
      const root = (globalThis as unknown as Root).document.documentElement;
      return root.scrollWidth - root.clientWidth;
    });
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(phone, 'shopify-dialog-phone');
  });

  it("a visitor's product question shows the store's products with price and QR code", { timeout: 240_000 }, async () => {
    for (const page of [owner, await newPage(390, 844)]) {
      if (page !== owner) await page.context().addCookies(await owner.context().cookies());
      await page.goto(`${baseUrl}/view/${agentId}`);
      await expect.poll(() => page.getByTestId('conversation').getAttribute('data-connection'), { timeout: 60_000 }).toBe('live');
      await page.getByTestId('conversation-input').fill('Do you have trail shoes?');
      await page.getByTestId('conversation-input').press('Enter');
      await expect.poll(() => page.getByTestId('product-card').count(), { timeout: ANSWER_TIMEOUT_MS }).toBeGreaterThan(0);
      const card = page.getByTestId('product-card').first();
      expect(await card.textContent()).toContain('Trail Running Shoes');
      expect(await card.textContent()).toContain('€89.50');
      await card.getByTestId('product-qr').waitFor({ state: 'visible' });
      // The words are the model's (none when it named nothing the search returned): any product
      // of the store they name is one of the cards.
      const said = (await page.getByTestId('rich-reply').last().textContent()) ?? '';
      const shown = await page.getByTestId('product-card').allTextContents();
      for (const item of TEST_CATALOGUE.filter((product) => said.includes(product.title)))
        expect(shown.some((text) => text.includes(item.title))).toBe(true);
      await screenshot(page, page === owner ? 'viewer-products-desktop' : 'viewer-products-phone');
    }
  });

  it(
    'a follow-up about a shown product asks the store for it: its card alone, with price and QR',
    { timeout: 240_000 },
    async () => {
      const page = owner;
      const replies = await page.getByTestId('rich-reply').count();
      await page.getByTestId('conversation-input').fill('How much is the first one?');
      await page.getByTestId('conversation-input').press('Enter');
      await expect.poll(() => page.getByTestId('rich-reply').count(), { timeout: ANSWER_TIMEOUT_MS }).toBe(replies + 1);
      const latest = page.getByTestId('rich-reply').last();
      const cards = latest.getByTestId('product-card');
      expect(await cards.count()).toBe(1);
      expect(await cards.first().textContent()).toContain('Trail Running Shoes');
      expect(await cards.first().textContent()).toContain('€89.50');
      await cards.first().getByTestId('product-qr').waitFor({ state: 'visible' });
      expect(store.calls.some((call) => call.name === 'get_product')).toBe(true);
      await screenshot(page, 'viewer-product-follow-up-desktop');
    },
  );

  it("the shown product is in the owner's Products tile", { timeout: 120_000 }, async () => {
    await owner.goto(`${baseUrl}/#my-agents`);
    await owner.locator(`[data-testid="agent-card"][data-agent-id="${agentId}"]`).click();
    await owner.getByTestId('action-tile-analytics').click();
    await owner.getByTestId('analytics-modal').waitFor();
    await owner.getByTestId('analytics-tile-products').click();
    const products = owner.getByTestId('analytics-products');
    await expect.poll(() => products.textContent(), { timeout: 30_000 }).toContain('Trail Running Shoes');
    await screenshot(owner, 'analytics-shop-products-desktop');
  });
});
