import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { serveFolder } from '../bench/avatar-player/static-server.js';
import { launchBrowser, screenshot } from './support/browser.js';
import { createReadyAgent } from './support/create-agent.js';
import { waitUntil } from './support/wait-until.js';

// Issue 22, the guard: a day of use on ONE platform that other people use at the same time, never
// restarted between steps. Several kinds of clients stay open throughout: a signed-out visitor's
// viewer (opened first), the owner's workspace, a community page and a widget on a plain host page
// of another origin. Every change must reach each open page live (no reload), and every read
// right after a write must show it. Each bug of the issue was invisible to a test that boots a
// fresh platform with one kind of subscriber.

const baseUrl = inject('baseUrl');
const ANSWER_TIMEOUT_MS = 120_000;
let browser: Browser;
const contexts: BrowserContext[] = [];
let siteDir: string;
let hostSite: { url: string; close(): Promise<void> };

beforeAll(async () => {
  browser = await launchBrowser();
  siteDir = await mkdtemp(path.join(tmpdir(), 'day-of-use-'));
  hostSite = await serveFolder(siteDir);
});
afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await hostSite?.close();
  if (siteDir) await rm(siteDir, { recursive: true, force: true });
});

async function newPage(width = 1280, height = 900): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height } });
  contexts.push(context);
  return context.newPage();
}

const cardOf = (page: Page, agentId: string) => page.locator(`[data-testid="agent-card"][data-agent-id="${agentId}"]`);
const cardsNamed = (page: Page, name: string) => page.getByTestId('agent-card').filter({ hasText: name });
const closeDialogs = async (page: Page) => {
  for (let i = 0; i < 4 && (await page.locator('dialog[open]').count()) > 0; i++) await page.keyboard.press('Escape');
};

/** The agent as its owner reads it over the API (the read after a write). */
async function readAgent(owner: Page, agentId: string): Promise<{ name: string; visibility?: string }> {
  const reply = await owner.request.get(`${baseUrl}/api/agents/${agentId}`);
  const body = (await reply.json()) as { agent?: { name: string; visibility?: string }; name?: string };
  return (body.agent ?? body) as { name: string; visibility?: string };
}

describe('a day of use on one long-lived platform', () => {
  it('viewer, workspace, community and widget all follow the owner’s changes live', { timeout: 600_000 }, async () => {
    const stamp = Date.now().toString(36);
    const guideName = `Wren Calloway ${stamp}`;
    const captainName = `Orla Fairweather ${stamp}`;

    // The owner signs up and starts an agent over the API, before any workspace page is open.
    const owner = await newPage();
    const signup = await owner.request.post(`${baseUrl}/api/auth/signup`, {
      data: { email: `day-of-use-${stamp}@example.com`, password: 'correct horse battery' },
    });
    expect(signup.status()).toBe(201);
    // Three creations and a clone need more than Free's credits: Creator, in local billing mode.
    expect((await owner.request.post(`${baseUrl}/api/subscription/upgrade`, { data: { plan: 'creator' } })).ok()).toBe(true);
    const started = await owner.request.post(`${baseUrl}/api/generate-agent`, {
      data: { prompt: `A friendly harbour museum guide named ${guideName}`, model: 'essence' },
    });
    const guideId = ((await started.json()) as { agentId?: string }).agentId!;
    expect(guideId, await started.text()).toBeTruthy();
    await waitUntil(
      'the guide to be ready',
      async () => (await (await owner.request.get(`${baseUrl}/api/agents/${guideId}`)).json()) as { status?: string },
      (agent) => JSON.stringify(agent).includes('"ready"'),
      { timeout: 90_000 },
    );
    const sharing = await owner.request.put(`${baseUrl}/api/agents/${guideId}/sharing`, {
      data: { share: { anonymous_enabled: true } },
    });
    expect(sharing.ok()).toBe(true);
    const link = await owner.request.post(`${baseUrl}/api/viewer/generate-share-url`, {
      data: { agentCode: guideId, model: 'essence' },
    });
    const shareUrl = ((await link.json()) as { shareUrl?: string }).shareUrl ?? '';
    expect(shareUrl).toContain('/view/');

    // 1. A signed-out visitor's viewer is the first subscriber on this gateway for the guide.
    const visitor = await newPage();
    await visitor.goto(shareUrl);
    await visitor.getByTestId('viewer-stage').waitFor();
    await expect
      .poll(() => visitor.getByTestId('conversation').getAttribute('data-connection'), { timeout: 60_000 })
      .toBe('live');

    // 2. A signed-out community page, and 3. the owner's workspace, open alongside.
    const community = await newPage(390, 844);
    await community.goto(`${baseUrl}/#community`);
    await community.getByTestId('community-categories').waitFor();
    await owner.goto(`${baseUrl}/#my-agents`);
    await cardOf(owner, guideId).waitFor();

    // The owner creates a second agent in the browser: its card reaches Ready live although a
    // viewer subscribed to agent changes first (it stayed at "Creating Image · 5%" before).
    const captainId = await createReadyAgent(
      owner,
      baseUrl,
      `A cheerful ship captain named ${captainName} who tells sea stories`,
    );
    await screenshot(owner, 'day-of-use-workspace-desktop');

    // Clones appear in the open workspace without a reload.
    await cardOf(owner, captainId).click();
    await owner.getByTestId('agent-action-dialog').waitFor();
    await owner.getByTestId('action-tile-clone').click();
    await owner.getByText('Agent Cloned').first().waitFor({ timeout: 20_000 });
    await closeDialogs(owner);
    await expect.poll(() => cardsNamed(owner, captainName).count(), { timeout: 20_000 }).toBe(2);

    // A rename reaches the visitor's open viewer and the workspace live; the next read shows it.
    const newGuideName = `Wren Ashdown ${stamp}`;
    await cardOf(owner, guideId).click();
    await owner.getByTestId('action-tile-settings').click();
    await owner.getByTestId('agent-settings-dialog').waitFor();
    await owner.getByTestId('settings-tile-persona').click();
    await owner.getByTestId('persona-dialog').waitFor();
    await owner.getByTestId('persona-name').fill(newGuideName);
    await owner.getByTestId('persona-save').click();
    await expect.poll(() => owner.getByTestId('persona-save').textContent()).toBe('Saved');
    expect((await readAgent(owner, guideId)).name).toBe(newGuideName);
    await expect.poll(() => visitor.getByTestId('viewer-title').textContent(), { timeout: 15_000 }).toContain(newGuideName);
    await closeDialogs(owner);
    await expect.poll(() => cardOf(owner, guideId).textContent(), { timeout: 15_000 }).toContain(newGuideName);

    // Made public: the open community page shows it live, and a search sent the moment the
    // reply arrived finds it (read-your-writes on the community).
    await cardOf(owner, captainId).click();
    await owner.getByTestId('action-tile-share').click();
    await owner.getByTestId('visibility-toggle').click();
    await owner.getByTestId('change-category-dialog').getByText('Fiction', { exact: true }).click();
    const published = owner.waitForResponse(
      (response) => response.request().method() !== 'GET' && /\/(api|graphql)/.test(response.url()) && response.ok(),
    );
    await owner.getByTestId('change-category-confirm').click();
    await published;
    await owner.getByText('Agent Made Public').first().waitFor();
    // The persona writer keeps the name the prompt gives (without the stamp): search by it.
    const search = await community.request.get(`${baseUrl}/api/agents?type=community&search=Fairweather`);
    const found = ((await search.json()) as { agents: Array<{ id: string }> }).agents.map((agent) => agent.id);
    expect(found).toContain(captainId);
    await cardsNamed(community, captainName).first().waitFor({ timeout: 15_000 });
    await screenshot(community, 'day-of-use-community-phone');
    await closeDialogs(owner);

    // The guide on a plain host page of another origin, by the snippet the owner copies.
    await cardOf(owner, guideId).click();
    await owner.getByTestId('action-tile-settings').click();
    await owner.getByTestId('agent-settings-dialog').waitFor();
    await owner.getByTestId('settings-tile-deployment').click();
    await owner.getByTestId('deployment-gadget').click();
    const snippet = await owner.getByTestId('widget-code').inputValue();
    await closeDialogs(owner);
    await writeFile(path.join(siteDir, 'museum.html'), `<!doctype html><html><body><h1>The museum</h1>${snippet}</body></html>`);
    const shopper = await newPage();
    await shopper.goto(`${hostSite.url}/museum.html`);
    const launcherImage = shopper.locator('[data-avatarium-widget] >> css=button.btn img');
    await expect
      .poll(() => launcherImage.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth), { timeout: 20_000 })
      .toBeGreaterThan(0);
    await shopper.locator('[data-avatarium-widget] >> css=button.btn').click();
    const widget = shopper.frameLocator('[data-avatarium-widget] >> css=iframe');
    await expect.poll(() => widget.getByTestId('conversation').getAttribute('data-connection'), { timeout: 60_000 }).toBe('live');
    await expect.poll(() => widget.getByTestId('viewer-title').textContent(), { timeout: 15_000 }).toContain(newGuideName);

    // A FAQ for the guide, RAG on: progress shown live, and the next read has it.
    const faqFile = path.join(siteDir, 'museum-faq.csv');
    await writeFile(
      faqFile,
      [
        'Question,Answer',
        'How much is a ticket?,"Adults pay 12 euros; children under 12 enter free."',
        'When is the museum open?,"Every day from 9 to 17, except Mondays."',
      ].join('\n'),
    );
    await cardOf(owner, guideId).click();
    await owner.getByTestId('action-tile-skills').click();
    await owner.getByTestId('skills-dialog').waitFor();
    await owner.getByTestId('settings-tile-faq').click();
    await owner.getByTestId('faq-dialog').waitFor();
    await owner.getByTestId('faq-csv-input').setInputFiles(faqFile);
    await owner.getByTestId('faq-preview').waitFor({ timeout: 30_000 });
    await owner.getByTestId('faq-rag-switch').check();
    await expect.poll(() => owner.getByTestId('faq-rag-status').textContent(), { timeout: 30_000 }).toBe('RAG Enabled');
    await expect.poll(() => owner.getByTestId('faq-progress').textContent(), { timeout: 60_000 }).toContain('100%');
    // The next read of the agent carries its knowledge (spec 003: faq, the CSV's URL, and enabled).
    const afterFaq = (await (await owner.request.get(`${baseUrl}/api/agents/${guideId}`)).json()) as {
      knowledge?: { faq?: string; enabled?: boolean };
    };
    expect(afterFaq.knowledge?.enabled).toBe(true);
    expect(afterFaq.knowledge?.faq).toBeTruthy();
    await closeDialogs(owner);

    // The visitor, whose viewer stayed open all along, asks: the answer cites the FAQ.
    await visitor.getByTestId('conversation-input').fill('How much is a ticket for adults?');
    await visitor.getByTestId('conversation-input').press('Enter');
    await expect
      .poll(() => visitor.getByTestId('transcript-sources').last().textContent(), { timeout: ANSWER_TIMEOUT_MS })
      .toContain('How much is a ticket?');
    await screenshot(visitor, 'day-of-use-viewer-desktop');

    // Still one workspace, never reloaded: three cards of this owner, each Ready.
    await expect.poll(() => owner.getByTestId('agent-card').count()).toBe(3);
    const statuses = await owner
      .getByTestId('agent-card')
      .evaluateAll((cards) =>
        cards.map((card) => (card as unknown as { dataset: { displayStatus?: string } }).dataset.displayStatus),
      );
    expect(statuses).toEqual(['success', 'success', 'success']);
  });
});
