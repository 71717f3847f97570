import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, screenshot } from './support/browser.js';
import { createReadyAgent } from './support/create-agent.js';

// Two people and one agent: the owner publishes it to a category, another user finds it in
// the community by category and search, votes for it and clones it into their own agents;
// the owner makes it private again and it leaves the other user's open community page live.

let browser: Browser;
const baseUrl = inject('baseUrl');
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
});

async function signedInPage(label: string, width = 1280, height = 860): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height } });
  contexts.push(context);
  const page = await context.newPage();
  const response = await page.request.post(`${baseUrl}/api/auth/signup`, {
    data: { email: `${label}-${Date.now()}@example.com`, password: 'correct horse battery' },
  });
  expect(response.status()).toBe(201);
  return page;
}

const cardNamed = (page: Page, name: string) => page.getByTestId('agent-card').filter({ hasText: name });

/** Escape closes the top dialog; the share dialog sits on the action dialog. */
async function closeDialogs(page: Page): Promise<void> {
  for (let i = 0; i < 3 && (await page.locator('dialog[open]').count()) > 0; i++) await page.keyboard.press('Escape');
  await expect.poll(() => page.locator('dialog[open]').count()).toBe(0);
}

async function openShareDialog(page: Page, name: string): Promise<void> {
  await cardNamed(page, name).first().click();
  await page.getByTestId('agent-action-dialog').waitFor();
  await page.getByTestId('action-tile-share').click();
  await page.getByTestId('visibility-toggle').waitFor();
}

describe('publishing, finding, voting for and cloning an agent', () => {
  it('goes from one user to another through the community, live', async () => {
    const owner = await signedInPage('owner');
    await createReadyAgent(owner, baseUrl, 'A cheerful ship captain named Marlow Quillfeather who tells sea stories');
    const name = 'Marlow Quillfeather';
    await cardNamed(owner, name).waitFor();

    // The owner makes it public under Fiction.
    await openShareDialog(owner, name);
    await owner.getByTestId('visibility-toggle').click();
    await owner.getByTestId('change-category-dialog').getByText('Fiction', { exact: true }).click();
    await owner.getByTestId('change-category-confirm').click();
    await owner.getByText('Agent Made Public').first().waitFor();
    await expect.poll(() => owner.getByTestId('visibility-toggle').getAttribute('aria-checked')).toBe('true');
    await screenshot(owner, 'galleries-share-dialog-desktop');
    await closeDialogs(owner);

    // Another user finds it by category and search.
    const visitor = await signedInPage('visitor');
    await visitor.goto(`${baseUrl}/#community`);
    await visitor.getByTestId('community-categories').waitFor();
    await visitor.getByTestId('community-category-Fiction').click();
    await visitor.getByLabel('Search agents').fill('  Quillfeather ');
    const found = cardNamed(visitor, name);
    await found.waitFor({ timeout: 10_000 });
    await expect.poll(() => visitor.getByTestId('agent-card').count()).toBe(1);
    expect(await found.getByTestId('agent-card-category').textContent()).toContain('Fiction');

    // ...votes once: the count shows 1 and the owner's card follows live.
    await found.getByTestId('agent-card-vote').click();
    await expect.poll(() => found.getByTestId('agent-card-vote').textContent()).toContain('1');
    await visitor.getByTestId('vote-celebration').first().waitFor();
    await expect.poll(() => cardNamed(owner, name).getByTestId('agent-card-vote').textContent()).toContain('1');
    await screenshot(visitor, 'galleries-community-desktop');

    // ...and clones it: the copy lands in the visitor's own agents, private.
    await found.click();
    await visitor.getByTestId('agent-action-dialog').waitFor();
    await visitor.getByTestId('action-tile-clone').click();
    await visitor.getByText('Agent Cloned').first().waitFor({ timeout: 20_000 });
    await expect.poll(() => new URL(visitor.url()).hash).toBe('#my-agents');
    await cardNamed(visitor, name).waitFor();
    await expect.poll(() => visitor.getByTestId('agent-card').count()).toBe(1);
    await screenshot(visitor, 'galleries-my-agents-after-clone-desktop');

    // A second visitor watching the community sees it leave when the owner makes it private.
    const watcher = await signedInPage('watcher', 390, 844);
    await watcher.goto(`${baseUrl}/#community`);
    await cardNamed(watcher, name).first().waitFor({ timeout: 10_000 });
    await screenshot(watcher, 'galleries-community-phone');
    await cardNamed(watcher, name).first().click();
    await watcher.getByTestId('action-tile-share').waitFor();
    await screenshot(watcher, 'galleries-action-dialog-phone');
    await closeDialogs(watcher);
    // The owner's gallery grouped by creation day.
    await owner.getByTestId('my-agents-layout-date').click();
    await owner.getByTestId('my-agents-date-group').first().waitFor();
    await screenshot(owner, 'galleries-my-agents-by-date-desktop');
    await openShareDialog(owner, name);
    await owner.getByTestId('visibility-toggle').click();
    await owner.getByText('Agent Made Private').first().waitFor();
    await expect.poll(() => cardNamed(watcher, name).count(), { timeout: 10_000 }).toBe(0);

    // The owner's viewer link still opens it for the owner; the visitor's clone is theirs alone.
    const viewer = await owner.context().newPage();
    await viewer.goto(`${baseUrl}/view/${await cardNamed(owner, name).first().getAttribute('data-agent-id')}`);
    await viewer.getByTestId('viewer-stage').waitFor();
    await screenshot(viewer, 'galleries-viewer-desktop');
  });
});
