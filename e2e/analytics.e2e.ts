import { randomBytes, randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { analytics } from '@avatarium/contracts';
import { Bus, connectNats, createLogger } from '@avatarium/platform';
import mongoose from 'mongoose';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './support/browser.js';
import { createReadyAgent } from './support/create-agent.js';

// Conversation analytics (issue 26): the owner opens Analytics over an agent with chats on
// several days; the modal follows a conversation that ends, shows every tile, jumps from the
// heatmap to the conversation, filters by date, moves between time zones and exports the file.

const baseUrl = inject('baseUrl');
/** The conversation service's database under `npm start` (services/conversation MONGODB_DB). */
const CONVERSATION_DB = 'avatarium_conversation';
const SHOTS = '/tmp';

let browser: Browser;
let bus: Bus;
let db: mongoose.Connection;
const contexts: BrowserContext[] = [];
let owner: Page;
let ownerId = '';
let agentId = '';
let agentName = '';

type Message = [role: 'user' | 'agent', message: string, at: string];
const json = (value: unknown) => JSON.stringify(value);
const loafImage = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><rect width="4" height="4" fill="#c2410c"/></svg>')}`;

/**
 * The chats, stored as the turn pipeline stores them. In UTC: Monday 9 November (13:30, 14:00),
 * Wednesday 11, Friday 13 at 04:30 (Thursday 23:30 in New York, Friday 15:30 in Sydney) and
 * Friday 20 (18:00, 18:45, which are Saturday 21 in Sydney).
 */
const CHATS: Message[][] = [
  [
    ['user', 'Are you open on Sunday?', '2026-11-09T13:30:00.000Z'],
    ['agent', 'Yes, from 8 to 14.', '2026-11-09T13:30:40.000Z'],
  ],
  [
    [
      'user',
      'Do you have sourdough today? I would like a big one for a family lunch with friends on Saturday afternoon.',
      '2026-11-09T14:00:00.000Z',
    ],
    [
      'agent',
      json({ response: 'Yes! Try these', products: [{ name: 'Sourdough Loaf', image: loafImage }] }),
      '2026-11-09T14:00:05.000Z',
    ],
    ['user', 'Great, thanks', '2026-11-09T14:01:00.000Z'],
    ['agent', 'You are welcome!', '2026-11-09T14:02:05.000Z'],
  ],
  [
    ['user', 'Anything gluten free?', '2026-11-11T09:15:00.000Z'],
    [
      'agent',
      json({ product_recommendations: [{ title: 'Rye Crackers' }, { title: 'Sourdough Loaf' }] }),
      '2026-11-11T09:15:20.000Z',
    ],
  ],
  [
    ['user', 'Still open this late?', '2026-11-13T04:30:00.000Z'],
    ['agent', 'We open at 7.', '2026-11-13T04:30:10.000Z'],
  ],
  [
    ['user', 'Something sweet?', '2026-11-20T18:00:00.000Z'],
    [
      'agent',
      json({ response: 'Our rolls', recommended_products: [{ product_name: 'Cinnamon Roll' }] }),
      '2026-11-20T18:00:30.000Z',
    ],
  ],
  [['user', 'Hello?', '2026-11-20T18:45:00.000Z']],
];

async function seed(messages: Message[]): Promise<string> {
  const id = randomUUID();
  const stored = messages.map(([role, message, at], index) => ({
    role,
    message,
    timestamp: new Date(at),
    turnId: `turn_${String(Math.floor(index / 2)).padStart(8, '0')}`,
  }));
  await db.collection('conversations').insertOne({
    _id: id as never,
    agentId,
    ownerId,
    sessionId: `seeded_${randomBytes(8).toString('hex')}`,
    pricingCode: 'essence-cloud',
    createdAt: stored[0]!.timestamp,
    updatedAt: stored.at(-1)!.timestamp,
    messages: stored,
    telemetry: {},
  });
  return id;
}

async function newPage(
  width: number,
  height: number,
  storageState?: Awaited<ReturnType<BrowserContext['storageState']>>,
): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height }, storageState });
  contexts.push(context);
  return context.newPage();
}

beforeAll(async () => {
  browser = await launchBrowser();
  bus = new Bus(await connectNats(inject('natsUrl'), 'e2e-analytics'), createLogger('e2e', 'silent'));
  db = await mongoose.createConnection(inject('mongoUri'), { dbName: CONVERSATION_DB }).asPromise();
  owner = await newPage(1280, 860);
  const response = await owner.request.post(`${baseUrl}/api/auth/signup`, {
    data: { email: `analytics-owner-${Date.now()}@example.com`, password: 'correct horse battery' },
  });
  if (response.status() !== 201) throw new Error(`sign-up failed: HTTP ${response.status()}`);
  ownerId = ((await response.json()) as { userId: string }).userId;
  agentId = await createReadyAgent(owner, baseUrl, 'A warm neighbourhood baker named Rosa Fernwood who suggests breads');
}, 240_000);

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await bus?.close();
  await db?.close();
});

/** From the my-agents card to the Analytics modal. */
async function openAnalytics(page: Page) {
  await page.goto(`${baseUrl}/#my-agents`);
  await page.locator(`[data-testid="agent-card"][data-agent-id="${agentId}"]`).click();
  await page.getByTestId('agent-action-dialog').waitFor();
  agentName = (await page.getByTestId('agent-action-dialog').locator('h2').first().textContent()) ?? '';
  await page.getByTestId('action-tile-analytics').click();
  await page.getByTestId('analytics-modal').waitFor();
}

const tileValue = (page: Page, id: string) =>
  page.getByTestId(`analytics-tile-${id}`).locator('.analytics-tile__value').textContent();
const topDialog = (page: Page) => page.locator('dialog[open]').last();

async function chooseZone(page: Page, zone: string) {
  await page.getByTestId('analytics-timezone').selectOption(zone);
  await page.getByTestId('analytics-timezone').page().waitForLoadState('networkidle');
}

async function setRange(page: Page, from: string, to: string) {
  await page.getByTestId('analytics-date-range').click();
  await page.getByTestId('analytics-start-date').fill(from);
  await page.getByTestId('analytics-end-date').fill(to);
  await page.getByTestId('analytics-apply-range').click();
}

describe('Analytics', () => {
  it('says when there is nothing yet, then follows conversations as they end', { timeout: 60_000 }, async () => {
    await openAnalytics(owner);
    const modal = owner.getByTestId('analytics-modal');
    expect(await modal.locator('h2').first().textContent()).toBe('Analytics');
    expect(await modal.textContent()).toContain('Conversation insights for the agent');
    await owner.getByText("This agent hasn't had any conversations to analyze.").waitFor();
    await owner.screenshot({ path: `${SHOTS}/analytics-empty-desktop.png` });

    const ids: string[] = [];
    for (const chat of CHATS) ids.push(await seed(chat));
    // The conversation service publishes this when a session ends; the open modal refetches.
    bus.publish(analytics.conversationEnded, { agentId, ownerId, conversationId: ids.at(-1)!, at: new Date().toISOString() });
    await expect.poll(() => tileValue(owner, 'overview'), { timeout: 15_000 }).toBe('6 chats');
    await owner.screenshot({ path: `${SHOTS}/analytics-tiles-desktop.png` });
  });

  it('shows the overview and exports the JSON file of spec 003 and a CSV', { timeout: 60_000 }, async () => {
    await owner.getByTestId('analytics-tile-overview').click();
    const overview = owner.getByTestId('analytics-overview');
    await overview.waitFor();
    expect(await overview.getByTestId('analytics-stat-chats').textContent()).toContain('Total Chats6');
    expect(await overview.getByTestId('analytics-stat-messages').textContent()).toContain('Total Messages13');
    expect(await overview.getByTestId('analytics-stat-average').textContent()).toContain('Avg Messages2.2');

    const [jsonDownload] = await Promise.all([
      owner.waitForEvent('download'),
      overview.getByTestId('analytics-export-json').click(),
    ]);
    const slug = agentName.toLowerCase().replace(/[^a-z0-9]/g, '_');
    expect(jsonDownload.suggestedFilename()).toMatch(new RegExp(`^${slug}_chat_history_\\d{4}-\\d{2}-\\d{2}\\.json$`));
    const file = JSON.parse(await readFile((await jsonDownload.path())!, 'utf8')) as Record<string, any>;
    expect(file.agent).toMatchObject({ id: agentId, name: agentName });
    expect(typeof file.agent.description).toBe('string');
    expect(file.export_info).toMatchObject({
      total_conversations: 6,
      total_messages: 13,
      average_messages_per_conversation: expect.closeTo(2.17, 1),
      filter_applied: false,
    });
    expect(Date.parse(file.export_info.exported_at)).not.toBeNaN();
    expect(file.export_info.date_range).toBeDefined();
    expect(file.conversations).toHaveLength(6);
    const long = file.conversations.find((conversation: any) => conversation.message_count === 4);
    expect(long).toMatchObject({
      created_at: '2026-11-09T14:00:00.000Z',
      updated_at: '2026-11-09T14:02:05.000Z',
      duration_seconds: 125,
      pricing_code: 'essence-cloud',
    });
    expect(long.session_id).toMatch(/^seeded_/);
    expect(long.messages.map((message: any) => [message.sequence, message.role])).toEqual([
      [1, 'user'],
      [2, 'agent'],
      [3, 'user'],
      [4, 'agent'],
    ]);
    expect(long.messages[1].content).toContain('Sourdough Loaf');
    expect(long.messages[1].parsed_json.products[0].name).toBe('Sourdough Loaf');
    expect(long.messages[0].parsed_json).toBeNull();
    expect(long.messages[0].timestamp).toBe('2026-11-09T14:00:00.000Z');

    const [csvDownload] = await Promise.all([
      owner.waitForEvent('download'),
      overview.getByTestId('analytics-export-csv').click(),
    ]);
    expect(csvDownload.suggestedFilename()).toMatch(/_chat_history_\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = (await readFile((await csvDownload.path())!, 'utf8')).trim().split(/\r?\n/);
    expect(csv[0]).toBe(
      'conversation_id,session_id,pricing_code,conversation_created_at,duration_seconds,sequence,role,content,timestamp',
    );
    expect(csv).toHaveLength(14);
    await owner.screenshot({ path: `${SHOTS}/analytics-overview-desktop.png` });
    // Escape closes the top dialog only.
    await owner.keyboard.press('Escape');
    await expect.poll(() => overview.isVisible()).toBe(false);
    expect(await owner.getByTestId('analytics-modal').isVisible()).toBe(true);
  });

  it('lists a day of Chat History, numbered, with duration, time, preview and the messages', { timeout: 60_000 }, async () => {
    await owner.getByTestId('analytics-tile-history').click();
    const history = owner.getByTestId('analytics-history');
    await history.getByText('Select a date from the calendar').waitFor();
    expect(await history.getByTestId('analytics-calendar-month').textContent()).toBe('November 2026');
    expect(await history.locator('.analytics-calendar__weekday').allTextContents()).toEqual([
      'Sun',
      'Mon',
      'Tue',
      'Wed',
      'Thu',
      'Fri',
      'Sat',
    ]);
    expect(await history.getByTestId('calendar-day-2026-11-09').textContent()).toBe('92 chats');
    expect(await history.getByTestId('calendar-day-2026-11-11').textContent()).toBe('111 chat');
    await history.getByTestId('calendar-day-2026-11-09').click();
    const items = history.getByTestId('analytics-conversation');
    await expect.poll(() => items.count()).toBe(2);
    const second = items.nth(1);
    const meta = await second.locator('.analytics-conversation__meta').textContent();
    expect(meta).toBe('#24 messages2m 5s2:00 PM');
    expect(await items.nth(0).locator('.analytics-conversation__meta').textContent()).toBe('#12 messages40s1:30 PM');
    expect(await second.locator('.analytics-conversation__preview').textContent()).toContain('Do you have sourdough today?');
    await second.locator('.analytics-conversation__head').click();
    const messages = second.getByTestId('analytics-messages').locator('li');
    expect(await messages.count()).toBe(4);
    expect(await messages.nth(0).getAttribute('class')).toContain('analytics-message--user');
    expect(await messages.nth(1).getAttribute('class')).toContain('analytics-message--agent');
    expect(await messages.nth(1).textContent()).toBe('Yes! Try these2:00 PM');
    expect(await messages.nth(3).textContent()).toBe('You are welcome!2:02 PM');
    const [userBox, agentBox, listBox] = await Promise.all([
      messages.nth(0).boundingBox(),
      messages.nth(1).boundingBox(),
      second.getByTestId('analytics-messages').boundingBox(),
    ]);
    // The visitor's messages on the right, the agent's on the left.
    expect(userBox!.x + userBox!.width).toBeGreaterThan(listBox!.x + listBox!.width - 20);
    expect(agentBox!.x).toBeLessThan(listBox!.x + 20);
    await owner.screenshot({ path: `${SHOTS}/analytics-history-desktop.png` });
    // A new day collapses what was open; a conversation of one message shows no duration.
    await history.getByTestId('calendar-day-2026-11-20').click();
    await expect.poll(() => history.getByTestId('analytics-messages').count()).toBe(0);
    await expect.poll(() => items.count()).toBe(2);
    expect(await items.nth(1).getByTestId('conversation-duration').count()).toBe(0);
    await history.getByRole('button', { name: 'Previous month' }).click();
    expect(await history.getByTestId('analytics-calendar-month').textContent()).toBe('October 2026');
    await owner.keyboard.press('Escape');
    await expect.poll(() => history.isVisible()).toBe(false);
  });

  it('draws Day of Week in red shades and jumps from a heatmap cell to its conversation', { timeout: 60_000 }, async () => {
    expect(await tileValue(owner, 'weekday')).toBe('Fri');
    await owner.getByTestId('analytics-tile-weekday').click();
    const weekday = owner.getByTestId('analytics-weekday');
    await weekday.locator('.recharts-bar-rectangle').first().waitFor();
    expect(await weekday.getByTestId('analytics-weekday-list').locator('li').allTextContents()).toEqual([
      'Mon: 2 chats',
      'Tue: 0 chats',
      'Wed: 1 chat',
      'Thu: 0 chats',
      'Fri: 3 chats',
      'Sat: 0 chats',
      'Sun: 0 chats',
    ]);
    const fills = await weekday
      .locator('.recharts-bar-rectangle path')
      .evaluateAll((paths) => paths.map((path) => path.getAttribute('fill')));
    // Friday is the tallest (the darkest shade), Monday 2/3 of it, Wednesday 1/3.
    expect(fills).toEqual(expect.arrayContaining(['#b91c1c', '#ef4444', '#fca5a5']));
    await owner.screenshot({ path: `${SHOTS}/analytics-weekday-desktop.png` });
    await owner.keyboard.press('Escape');

    await owner.getByTestId('analytics-tile-heatmap').click();
    const heatmap = owner.getByTestId('analytics-heatmap');
    await heatmap.waitFor();
    expect(await heatmap.locator('.analytics-heatmap__hour').allTextContents()).toEqual([
      '04:00',
      '09:00',
      '13:00',
      '14:00',
      '18:00',
    ]);
    expect(await heatmap.locator('.analytics-heatmap__head').allTextContents()).toEqual([
      'Mon',
      'Tue',
      'Wed',
      'Thu',
      'Fri',
      'Sat',
      'Sun',
    ]);
    expect(await heatmap.getByText('Low').isVisible()).toBe(true);
    expect(await heatmap.locator('.analytics-heatmap__legend .analytics-heatmap__swatch').count()).toBe(10);
    await owner.screenshot({ path: `${SHOTS}/analytics-heatmap-desktop.png` });
    // Monday 14:00 (keyboard): the heatmap closes, Chat History opens on 9 November with the second chat selected.
    await heatmap.getByTestId('heatmap-cell-0-14').focus();
    await owner.keyboard.press('Enter');
    const history = owner.getByTestId('analytics-history');
    await history.waitFor();
    expect(await heatmap.isVisible()).toBe(false);
    await expect.poll(() => history.locator('[data-selected="true"]').count()).toBe(1);
    expect(await history.locator('[data-selected="true"] .analytics-conversation__meta').textContent()).toContain('#2');
    expect(await history.getByTestId('calendar-day-2026-11-09').getAttribute('aria-pressed')).toBe('true');
    expect(await history.locator('[data-selected="true"]').getByTestId('analytics-messages').count()).toBe(1);
    await owner.screenshot({ path: `${SHOTS}/analytics-heatmap-jump-desktop.png` });
    await owner.keyboard.press('Escape');
  });

  it('lists the mentioned products and the creator extras', { timeout: 60_000 }, async () => {
    expect(await tileValue(owner, 'products')).toBe('3');
    await owner.getByTestId('analytics-tile-products').click();
    const products = owner.getByTestId('analytics-products');
    expect(await products.textContent()).toContain('3 products mentioned');
    const cards = products.getByTestId('analytics-product');
    expect(await cards.count()).toBe(3);
    expect(await cards.nth(0).textContent()).toBe('#1Sourdough Loaf2 mentions · 2 conversations');
    expect(await cards.nth(0).locator('img').getAttribute('src')).toBe(loafImage);
    await owner.screenshot({ path: `${SHOTS}/analytics-products-desktop.png` });
    await owner.keyboard.press('Escape');
    // Unanswered questions lead to the FAQ dialog; Escape closes it alone.
    await owner.getByTestId('analytics-tile-unanswered').click();
    await owner.getByTestId('analytics-add-faq').click();
    await owner.getByTestId('faq-dialog').waitFor();
    await owner.keyboard.press('Escape');
    await expect.poll(() => owner.getByTestId('faq-dialog').count()).toBe(0);
    expect(await owner.getByTestId('analytics-unanswered').isVisible()).toBe(true);
    await owner.keyboard.press('Escape');
    for (const tile of ['latency', 'unanswered', 'minutes']) {
      await owner.getByTestId(`analytics-tile-${tile}`).click();
      await owner.getByTestId(`analytics-${tile}`).waitFor();
      await owner.keyboard.press('Escape');
      await expect.poll(() => owner.getByTestId(`analytics-${tile}`).count()).toBe(0);
    }
  });

  it('shows every day and hour in the chosen zone', { timeout: 60_000 }, async () => {
    await chooseZone(owner, 'America/New_York');
    await owner.getByTestId('analytics-tile-history').click();
    let history = owner.getByTestId('analytics-history');
    // Friday 04:30 UTC is Thursday 23:30 in New York.
    await expect.poll(() => history.getByTestId('calendar-day-2026-11-12').textContent()).toBe('121 chat');
    expect(await history.getByTestId('calendar-day-2026-11-13').textContent()).toBe('13');
    await history.getByTestId('calendar-day-2026-11-12').click();
    await expect.poll(() => history.locator('.analytics-conversation__meta').first().textContent()).toContain('11:30 PM');
    await owner.keyboard.press('Escape');

    await chooseZone(owner, 'Australia/Sydney');
    await owner.getByTestId('analytics-tile-history').click();
    history = owner.getByTestId('analytics-history');
    // ... and Friday 15:30 in Sydney; Friday 18:00 and 18:45 UTC are Saturday morning there.
    await expect.poll(() => history.getByTestId('calendar-day-2026-11-13').textContent()).toBe('131 chat');
    expect(await history.getByTestId('calendar-day-2026-11-21').textContent()).toBe('212 chats');
    await history.getByTestId('calendar-day-2026-11-13').click();
    await expect.poll(() => history.locator('.analytics-conversation__meta').first().textContent()).toContain('3:30 PM');
    await owner.keyboard.press('Escape');
    await chooseZone(owner, 'UTC');
  });

  it('filters by date within the limits, says when nothing matches, and clears the filter', { timeout: 60_000 }, async () => {
    await owner.getByTestId('analytics-date-range').click();
    const start = owner.getByTestId('analytics-start-date');
    const end = owner.getByTestId('analytics-end-date');
    expect(await start.getAttribute('max')).toBe('2026-11-20');
    await end.fill('2026-11-13');
    expect(await start.getAttribute('max')).toBe('2026-11-13');
    await start.fill('2026-11-11');
    expect(await end.getAttribute('min')).toBe('2026-11-11');
    await owner.screenshot({ path: `${SHOTS}/analytics-range-desktop.png` });
    await owner.getByTestId('analytics-apply-range').click();
    await expect.poll(() => tileValue(owner, 'overview'), { timeout: 15_000 }).toBe('2 chats');
    expect(await owner.getByTestId('analytics-date-range').textContent()).toContain('Nov 11, 2026 – Nov 13, 2026');

    // The export is of the filtered set.
    await owner.getByTestId('analytics-tile-overview').click();
    const [download] = await Promise.all([owner.waitForEvent('download'), owner.getByTestId('analytics-export-json').click()]);
    const file = JSON.parse(await readFile((await download.path())!, 'utf8')) as Record<string, any>;
    expect(file.export_info).toMatchObject({ total_conversations: 2, filter_applied: true });
    expect(file.conversations).toHaveLength(2);
    await owner.keyboard.press('Escape');

    await setRange(owner, '2026-10-01', '2026-10-31');
    await owner.getByText('No conversations found in the selected date range. Try adjusting the filter').waitFor();
    await owner.screenshot({ path: `${SHOTS}/analytics-filtered-empty-desktop.png` });
    await owner.getByTestId('analytics-clear-filter').click();
    await expect.poll(() => tileValue(owner, 'overview'), { timeout: 15_000 }).toBe('6 chats');
    expect(await owner.getByTestId('analytics-date-range').textContent()).toContain('All dates');
    await owner.keyboard.press('Escape');
    await expect.poll(() => owner.getByTestId('analytics-modal').count()).toBe(0);
  });

  it('shows the loading text, then the error with its message, and Try Again loads', { timeout: 60_000 }, async () => {
    let failing = true;
    await owner.route('**/graphql', async (route) => {
      const body = route.request().postDataJSON() as { operationName?: string } | null;
      if (body?.operationName !== 'AgentAnalytics' || !failing) return route.fallback();
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: json({ errors: [{ message: 'The analytics are resting' }] }),
      });
    });
    await owner.reload();
    await owner.locator(`[data-testid="agent-card"][data-agent-id="${agentId}"]`).click();
    await owner.getByTestId('action-tile-analytics').click();
    await owner.getByText('Loading conversation history...').waitFor();
    await owner.getByText('Error loading analytics').waitFor({ timeout: 15_000 });
    expect(await owner.getByTestId('analytics-modal').textContent()).toContain('The analytics are resting');
    await owner.screenshot({ path: `${SHOTS}/analytics-error-desktop.png` });
    failing = false;
    await owner.getByRole('button', { name: 'Try Again' }).click();
    await expect.poll(() => tileValue(owner, 'overview'), { timeout: 15_000 }).toBe('6 chats');
    await owner.unroute('**/graphql');
    await owner.keyboard.press('Escape');
  });

  it('is readable at 390 px: tiles, heatmap jump and Chat History without sideways scrolling', { timeout: 90_000 }, async () => {
    const phone = await newPage(390, 844, await owner.context().storageState());
    await openAnalytics(phone);
    await expect.poll(() => tileValue(phone, 'overview'), { timeout: 15_000 }).toBe('6 chats');
    const fits = () => topDialog(phone).evaluate((dialog) => dialog.scrollWidth <= dialog.clientWidth + 1);
    expect(await fits()).toBe(true);
    await phone.screenshot({ path: `${SHOTS}/analytics-tiles-390.png`, fullPage: true });
    await phone.getByTestId('analytics-tile-heatmap').click();
    await phone.getByTestId('analytics-heatmap').waitFor();
    expect(await fits()).toBe(true);
    await phone.screenshot({ path: `${SHOTS}/analytics-heatmap-390.png` });
    await phone.getByTestId('heatmap-cell-4-18').click();
    const history = phone.getByTestId('analytics-history');
    await expect.poll(() => history.locator('[data-selected="true"]').count()).toBe(1);
    expect(await history.getByTestId('calendar-day-2026-11-20').getAttribute('aria-pressed')).toBe('true');
    expect(await fits()).toBe(true);
    await phone.screenshot({ path: `${SHOTS}/analytics-history-390.png` });
    await phone.keyboard.press('Escape');
    await phone.getByTestId('analytics-tile-weekday').click();
    await phone.getByTestId('analytics-weekday').locator('.recharts-bar-rectangle').first().waitFor();
    expect(await fits()).toBe(true);
    await phone.screenshot({ path: `${SHOTS}/analytics-weekday-390.png` });
    await phone.keyboard.press('Escape');
    await phone.getByTestId('analytics-date-range').click();
    await phone.screenshot({ path: `${SHOTS}/analytics-range-390.png` });
    // Escape closes the date panel, not the modal.
    await phone.keyboard.press('Escape');
    expect(await phone.getByTestId('analytics-start-date').count()).toBe(0);
    expect(await phone.getByTestId('analytics-modal').isVisible()).toBe(true);
  });
});
