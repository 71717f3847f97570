import { credits } from '@avatarium/contracts';
import { Bus, connectNats, createLogger } from '@avatarium/platform';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, screenshot } from './support/browser.js';

let browser: Browser;
let bus: Bus;
const baseUrl = inject('baseUrl');

beforeAll(async () => {
  browser = await launchBrowser();
  bus = new Bus(await connectNats(inject('natsUrl'), 'e2e'), createLogger('e2e', 'silent'));
});
afterAll(async () => {
  await bus?.close();
  await browser?.close();
});

async function openPage(width: number, height: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height } });
  return context.newPage();
}

const hashOf = (page: Page) => new URL(page.url()).hash;

async function signUp(page: Page, email: string) {
  await page.getByTestId('sign-in-button').click();
  await expect.poll(() => page.getByTestId('auth-dialog').isVisible()).toBe(true);
  const submit = page.getByTestId('auth-submit');
  if (!/sign up|create/i.test((await submit.textContent()) ?? '')) await page.getByTestId('auth-switch-mode').click();
  await page.getByTestId('auth-email').fill(email);
  await page.getByTestId('auth-password').fill('correct horse battery');
  await screenshot(page, `auth-dialog-${page.viewportSize()?.width ?? 0}`);
  await submit.click();
  await page.getByTestId('credit-balance').waitFor();
}

const balanceOf = (page: Page) => page.getByTestId('credit-balance').getAttribute('data-value');

describe('main page, signed out', () => {
  it('writes the default hash, shows four tabs and falls back to create', async () => {
    const page = await openPage(1280, 800);
    await page.goto(baseUrl);
    await expect.poll(() => hashOf(page)).toBe('#create');
    for (const tab of ['create', 'community', 'plan', 'developer']) await page.getByTestId(`tab-${tab}`).waitFor();
    expect(await page.getByTestId('tab-my-agents').count()).toBe(0);

    await page.goto(`${baseUrl}/#my-agents`);
    await expect.poll(() => hashOf(page)).toBe('#create');
    await page.goto(`${baseUrl}/#no-such-tab`);
    await expect.poll(() => hashOf(page)).toBe('#create');

    await page.getByTestId('tab-developer').click();
    await expect.poll(() => hashOf(page)).toBe('#developer');
    await page.getByText('Sign In to Access Developer Tools').waitFor();
    await screenshot(page, 'signed-out-developer-desktop');
    await page.context().close();
  });
});

describe('signing up and the live balance', () => {
  it('shows 199 credits, then the balance the credits service sets, without a reload', async () => {
    const page = await openPage(1280, 800);
    await page.goto(baseUrl);
    await signUp(page, `e2e-${Date.now()}@example.com`);
    await expect.poll(() => balanceOf(page)).toBe('199');
    await page.getByTestId('tab-my-agents').waitFor();

    const { userId } = await (await page.request.get(`${baseUrl}/api/user/current-id`)).json();
    let navigations = 0;
    page.on('framenavigated', () => (navigations += 1));
    await bus.request(credits.grantCredits, { userId, amount: 1000, idempotencyKey: `e2e-${userId}`, reason: 'e2e' });
    await expect.poll(() => balanceOf(page), { timeout: 10_000 }).toBe('1199');
    await expect.poll(() => page.getByTestId('credit-balance').textContent()).toContain('1,199');
    expect(navigations).toBe(0);
    await screenshot(page, 'signed-in-balance-desktop');

    await page.getByTestId('tab-my-agents').click();
    await expect.poll(() => hashOf(page)).toBe('#my-agents');
    await page.getByTestId('sign-out-button').click();
    await expect.poll(() => hashOf(page)).toBe('#create');
    await page.getByTestId('sign-in-button').waitFor();
    expect(await page.getByTestId('tab-my-agents').count()).toBe(0);
    await page.context().close();
  });

  it('works at a 390 px phone width', async () => {
    const page = await openPage(390, 844);
    await page.goto(`${baseUrl}/#plan`);
    await page.getByTestId('pricing-cards').waitFor();
    await screenshot(page, 'signed-out-plan-phone');
    await signUp(page, `phone-${Date.now()}@example.com`);
    await expect.poll(() => balanceOf(page)).toBe('199');
    await screenshot(page, 'signed-in-phone');

    // Five tabs do not fit 390 px: each one is on screen, or an arrow on its side says the strip scrolls to it.
    const tabs = ['create', 'my-agents', 'community', 'developer', 'plan'];
    const offScreenSide = async (tab: string) => {
      const box = (await page.getByTestId(`tab-${tab}`).boundingBox())!;
      return box.x < 0 ? 'start' : box.x + box.width > 390 ? 'end' : null;
    };
    await page.getByTestId('tab-create').click();
    for (const tab of tabs) {
      const side = await offScreenSide(tab);
      if (side) expect(await page.getByTestId(`tab-bar-more-${side}`).isVisible()).toBe(true);
    }
    expect(await offScreenSide('plan')).toBe('end');
    await page.getByTestId('tab-bar-more-end').click();
    // Scrolled to the end: the arrow there goes, one appears on the other side, and Plan is on screen.
    await page.getByTestId('tab-bar-more-end').waitFor({ state: 'detached' });
    await page.getByTestId('tab-bar-more-start').waitFor();
    expect(await offScreenSide('plan')).toBe(null);
    await screenshot(page, 'signed-in-phone-tabs-scrolled');
    // Opened by its address, the active tab is scrolled into view.
    await page.goto(`${baseUrl}/#create`);
    await page.getByTestId('tab-my-agents').waitFor();
    await page.goto(`${baseUrl}/#developer`);
    await expect.poll(() => offScreenSide('developer')).toBe(null);
    await page.context().close();
  });
});
