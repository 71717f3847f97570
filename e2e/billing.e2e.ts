import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, screenshot } from './support/browser.js';

// Credits, plans and billing in local billing mode (no STRIPE_SECRET_KEY), issue 13: a Free
// user cannot top up, upgrades to Creator, sees the banner and the new balance live, tops up
// and finds both receipts.

const baseUrl = inject('baseUrl');
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
});

async function signedInPage(width: number, height: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height } });
  contexts.push(context);
  const page = await context.newPage();
  const response = await page.request.post(`${baseUrl}/api/auth/signup`, {
    data: { email: `billing-${Date.now()}-${width}@example.com`, password: 'correct horse battery' },
  });
  if (response.status() !== 201) throw new Error(`sign-up failed: HTTP ${response.status()}`);
  return page;
}

const balanceOf = (page: Page) => page.getByTestId('credit-balance').getAttribute('data-value');
const summaryOf = async (page: Page) => (await page.request.get(`${baseUrl}/api/credits/summary`)).json();

describe('plans and credits in local billing mode', () => {
  it('refuses a top-up on Free, upgrades to Creator, shows the new balance live, tops up and lists the receipts', async () => {
    const page = await signedInPage(1280, 900);
    await page.goto(`${baseUrl}/#plan`);
    await page.getByTestId('pricing-table').waitFor();
    await page.getByTestId('local-billing-notice').first().waitFor();
    expect(await page.getByTestId('plan-cta-free').textContent()).toBe('Current Plan');
    await screenshot(page, 'plans-pricing-desktop');
    // The breakdown: SDK minutes per model, generation and chat figures, from the catalogue.
    await page.getByTestId('breakdown-sdk-expressionCloud').click();
    expect(await page.getByTestId('pricing-breakdown').textContent()).toContain('2,500 min');
    await page.getByTestId('breakdown-area-generation').click();
    expect(await page.getByTestId('pricing-breakdown').textContent()).toContain('250 credits');
    await page.getByTestId('breakdown-area-chat').click();
    expect(await page.getByTestId('pricing-breakdown').textContent()).toContain('4 credits / min');
    await page.getByTestId('pricing-breakdown').scrollIntoViewIfNeeded();
    await screenshot(page, 'plans-breakdown-desktop');

    // Free: no top-ups, in the page and at the API.
    await page.getByTestId('plan-tab-credits').click();
    await page.getByTestId('top-up-blocked').waitFor();
    expect(await page.getByTestId('top-up-1000').count()).toBe(0);
    const refused = await page.request.post(`${baseUrl}/api/credits/top-up`, { data: { credits: 1000 } });
    expect(refused.status()).toBeGreaterThanOrEqual(400);
    expect((await refused.json()).success).toBe(false);
    expect((await summaryOf(page)).remaining).toBe(199);

    // Upgrade to Creator: applied at once in local mode, back on the plans page with the banner.
    await page.getByTestId('plan-tab-pricing').click();
    await page.getByTestId('plan-cta-creator').click();
    await page.waitForURL((url) => url.searchParams.get('upgrade_success') === 'true', { timeout: 15_000 });
    await page.getByText('Your subscription has been successfully updated!').waitFor();
    const upgraded = await summaryOf(page);
    expect(upgraded.plan).toBe('CREATOR');
    expect(upgraded.remaining).toBeGreaterThan(1_700);
    await expect.poll(() => balanceOf(page)).toBe(String(upgraded.remaining));
    await expect.poll(() => page.getByTestId('plan-cta-creator').textContent(), { timeout: 10_000 }).toBe('Current Plan');
    await screenshot(page, 'plans-upgraded-desktop');

    // Top up 1,000: the balance moves without a reload.
    let navigations = 0;
    page.on('framenavigated', () => (navigations += 1));
    await page.getByTestId('plan-tab-credits').click();
    await page.getByTestId('top-up-1000').click();
    await expect.poll(() => balanceOf(page), { timeout: 10_000 }).toBe(String(upgraded.remaining + 1_000));
    await expect
      .poll(() => page.getByTestId('credits-panel-balance').getAttribute('data-value'))
      .toBe(String(upgraded.remaining + 1_000));
    // The custom amount says what is wrong and keeps the Add button off.
    await page.getByTestId('top-up-amount').fill('100001');
    await page.getByText('Please enter a valid amount between 1 and 100,000 credits.').waitFor();
    expect(await page.getByTestId('top-up-add').isDisabled()).toBe(true);
    expect(navigations).toBe(0);
    await screenshot(page, 'plans-credits-desktop');

    // Both payments have receipts.
    await page.goto(`${baseUrl}/billing/receipts`);
    await expect.poll(() => page.getByTestId('receipt').count()).toBe(2);
    expect(await page.getByTestId('receipts').textContent()).toMatch(/Creator/);
    await screenshot(page, 'billing-receipts-desktop');
  });

  it('works as a phone page at 390 px', async () => {
    const page = await signedInPage(390, 844);
    await page.goto(`${baseUrl}/#plan`);
    await page.getByTestId('pricing-cards').waitFor();
    await screenshot(page, 'plans-pricing-phone');
    await page.getByTestId('plan-tab-credits').click();
    await page.getByTestId('credits-panel-balance').waitFor();
    await screenshot(page, 'plans-credits-phone');
  });
});
