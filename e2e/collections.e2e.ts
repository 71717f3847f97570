import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, screenshot } from './support/browser.js';
import { createReadyAgent, facePhoto } from './support/create-agent.js';

// Collections (issue 11): an owner groups two public agents, sets a logo, an intro video and
// the theater layout, makes the collection public; a signed-out visitor opens the link in a
// fresh browser and launches an agent; once private, the link stops working.

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

async function newPage(width = 1280, height = 900): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height } });
  contexts.push(context);
  return context.newPage();
}

/** A public, ready agent of the signed-in user, created as a user does, then made public. */
async function publicAgent(page: Page, prompt: string): Promise<string> {
  const agentId = await createReadyAgent(page, baseUrl, prompt);
  const shown = await page.request.patch(`${baseUrl}/api/agents/${agentId}`, {
    data: { visibility: 'public', category: 'Fiction' },
  });
  if (!shown.ok()) throw new Error(`could not make ${agentId} public: ${await shown.text()}`);
  return agentId;
}

async function tinyVideo(): Promise<Buffer> {
  const { makeMedia } = await import('../testkit/uploads/upload-test-kit.js');
  return makeMedia('mp4', ['-f', 'lavfi', '-i', 'testsrc=duration=1:size=320x180:rate=10']);
}

describe('collections', () => {
  it(
    'groups agents into a branded public page a signed-out visitor opens, until it is private again',
    { timeout: 240_000 },
    async () => {
      const page = await newPage();
      const signup = await page.request.post(`${baseUrl}/api/auth/signup`, {
        data: { email: `collections-${Date.now()}@example.com`, password: 'correct horse battery' },
      });
      expect(signup.status()).toBe(201);
      const userId = ((await (await page.request.get(`${baseUrl}/api/user/current-id`)).json()) as { userId: string }).userId;
      // Two creations need more than Free's 199 credits: Creator, in local billing mode.
      expect((await page.request.post(`${baseUrl}/api/subscription/upgrade`, { data: { plan: 'creator' } })).ok()).toBe(true);
      await publicAgent(page, 'A calm lighthouse keeper who tells stories of storms');
      await publicAgent(page, 'A cheerful harbour pilot who knows every ship');

      await page.goto(`${baseUrl}/#my-agents`);
      await page.getByTestId('open-collections').click();
      await page.getByTestId('collections-empty').waitFor();
      await page.getByTestId('collection-create').click();
      // A blank name says what is wrong and creates nothing.
      await page.getByTestId('collection-save').click();
      await page.getByText('Please enter a collection name.').waitFor();
      await page.getByTestId('collection-name').fill('Harbour Stories');
      await page.getByRole('button', { name: 'Select All' }).click();
      expect(await page.getByTestId('agent-picker-count').textContent()).toBe('2 selected');
      await page.getByTestId('collection-save').click();
      await page.getByTestId('collection-card').waitFor();
      await screenshot(page, 'collections-list-desktop');

      // Logo, intro video and the theater layout from the Edit dialog.
      await page.getByTestId('collection-card').click();
      await page.getByTestId('collection-detail').waitFor();
      await page.getByTestId('collection-edit').click();
      await page.getByTestId('collection-tab-logo').click();
      await page.getByTestId('collection-logo-input').setInputFiles(facePhoto);
      await page.locator('.collection-form__logo, [data-testid="collection-problem"]').first().waitFor();
      expect(
        await page.getByTestId('collection-problem').count(),
        await page.getByTestId('collection-problem').allTextContents().then(String),
      ).toBe(0);
      await page.getByTestId('collection-tab-heroshot').click();
      await page
        .getByTestId('collection-heroshot-input')
        .setInputFiles({ name: 'intro.mp4', mimeType: 'video/mp4', buffer: await tinyVideo() });
      await page.locator('.collection-form__video').waitFor({ timeout: 20_000 });
      expect(await page.getByTestId('collection-heroshot-toggle').getAttribute('aria-checked')).toBe('true');
      await page.getByTestId('collection-tab-layout').click();
      await page.getByTestId('collection-layout-theater').click();
      // A plan the collection offers: free to start, 100 credits a month.
      await page.getByTestId('collection-tab-plans').click();
      await page.getByTestId('plan-row-add').click();
      await page.getByTestId('plan-row-code').fill('membership_free');
      await page.getByTestId('plan-row-credits').fill('100');
      await page.getByLabel('Initial').check();
      await page.getByTestId('plans-save').click();
      await page.getByText('Plans saved.').waitFor();
      await page.getByTestId('collection-tab-layout').click();
      await page.getByTestId('collection-save').click();
      await expect.poll(() => page.getByTestId('collection-dialog').count()).toBe(0);
      await page.getByText('Theater layout').waitFor();

      // Public, and its link.
      await page.getByTestId('collection-share').click();
      await page.getByTestId('collection-public-toggle').click();
      await expect.poll(() => page.getByTestId('collection-public-toggle').getAttribute('aria-checked')).toBe('true');
      const link = (await page.getByTestId('collection-share-link').inputValue()).trim();
      expect(link).toContain(`/collections?userId=${userId}&collectionId=col_`);
      await screenshot(page, 'collections-share-desktop');

      // A signed-out visitor in a fresh browser context.
      const visitor = await newPage();
      await visitor.goto(link);
      await visitor.getByTestId('collection-page').waitFor();
      expect(await visitor.getByTestId('collection-page').getAttribute('data-layout')).toBe('theater');
      await visitor.getByTestId('collection-intro').waitFor();
      await screenshot(visitor, 'collection-public-theater-desktop');
      // The intro is a short video that also ends by itself (then it goes, as Skip does): on a
      // loaded machine it can end before the click, which is not a failure.
      const skip = visitor.getByRole('button', { name: 'Skip intro' });
      await skip.click({ timeout: 5_000 }).catch(async (error: unknown) => {
        if (await skip.isVisible()) throw error;
      });
      await visitor.getByTestId('collection-intro').waitFor({ state: 'detached' });
      // The strip fills as the collection's agents load: wait for both rather than count at once.
      // On failure, say what the page was given and what the collection holds.
      const pageData = async () => {
        const url = new URL(link);
        const query = `userId=${url.searchParams.get('userId')}&collectionId=${url.searchParams.get('collectionId')}`;
        const shown = await (await visitor.request.get(`${baseUrl}/api/collection-page?${query}`)).json();
        const owned = await (await page.request.get(`${baseUrl}/api/collection-page?${query}`)).json();
        return JSON.stringify({ visitor: shown.agents?.map((a: { id: string }) => a.id), owner: owned.collection?.agent_codes });
      };
      await expect
        .poll(() => visitor.getByTestId('collection-strip-item').count(), { timeout: 15_000, message: 'strip items' })
        .toBe(2)
        .catch(async (error: unknown) => {
          throw new Error(`${String(error)}; collection: ${await pageData()}`);
        });
      await visitor.getByTestId('collection-strip-item').nth(1).click();
      expect(await visitor.getByTestId('collection-launch').getAttribute('href')).toContain('?collection=col_');
      await visitor.getByTestId('collection-launch').click();
      await visitor.waitForURL(/\/view\/A/);
      // The collection's plans, from its page.
      await visitor.goto(link);
      await visitor.getByTestId('collection-plans-link').click();
      await visitor.getByTestId('collection-plans').waitFor();
      expect(await visitor.getByTestId('collection-plan').count()).toBe(1);
      await screenshot(visitor, 'collection-plans-desktop');
      const phone = await newPage(390, 844);
      await phone.goto(link);
      await phone.getByTestId('collection-page').waitFor();
      await screenshot(phone, 'collection-public-phone');

      // Private again: the link stops working.
      await page.keyboard.press('Escape');
      await page.getByTestId('collection-share').click();
      await page.getByTestId('collection-public-toggle').click();
      await expect.poll(() => page.getByTestId('collection-public-toggle').getAttribute('aria-checked')).toBe('false');
      await visitor.goto(link);
      await visitor.getByTestId('collection-unavailable').waitFor();
      await screenshot(visitor, 'collection-unavailable-desktop');
    },
  );
});
