import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { repoRoot } from '../tools/infra/index.js';
import { launchBrowser, screenshot } from './support/browser.js';
import { createReadyAgent } from './support/create-agent.js';
import { waitUntil } from './support/wait-until.js';

// Talking to an agent (issue 8): a visitor, signed out, opens an agent's anonymous link, asks
// by text and hears the answer while the face speaks; asks by voice (a WAV fed as the
// microphone) and gets an answer; the owner opens the same agent in the workspace overlay.

const baseUrl = inject('baseUrl');
const questionWav = path.join(repoRoot, 'testkit/fixtures/question.wav');
/** The offline model loads on the first question: the first answer may take a while on 2 cores. */
const ANSWER_TIMEOUT_MS = 120_000;

let browser: Browser;
let micBrowser: Browser | null = null;
const contexts: BrowserContext[] = [];
let shareUrl = '';
let ownerPage: Page;
const agentName = 'Marlow Quillfeather';

beforeAll(async () => {
  browser = await launchBrowser();
  ownerPage = await signedInPage('talk-owner');
  await createReadyAgent(ownerPage, baseUrl, `A cheerful ship captain named ${agentName} who tells short sea stories`);
  shareUrl = await enableAnonymousLink(ownerPage, agentName);
}, 240_000);

afterAll(async () => {
  for (const context of contexts) await context.close();
  await micBrowser?.close();
  await browser?.close();
});

async function newPage(on: Browser, width: number, height: number): Promise<Page> {
  const context = await on.newContext({ viewport: { width, height } });
  contexts.push(context);
  return context.newPage();
}

async function signedInPage(label: string): Promise<Page> {
  const page = await newPage(browser, 1280, 860);
  const response = await page.request.post(`${baseUrl}/api/auth/signup`, {
    data: { email: `${label}-${Date.now()}@example.com`, password: 'correct horse battery' },
  });
  if (response.status() !== 201) throw new Error(`sign-up failed: HTTP ${response.status()}`);
  return page;
}

const cardNamed = (page: Page, name: string) => page.getByTestId('agent-card').filter({ hasText: name });

/** The owner turns on anonymous access and copies the share link. */
async function enableAnonymousLink(page: Page, name: string): Promise<string> {
  await cardNamed(page, name).first().click();
  await page.getByTestId('agent-action-dialog').waitFor();
  await page.getByTestId('action-tile-share').click();
  const toggle = page.getByTestId('anonymous-toggle');
  await toggle.waitFor();
  if ((await toggle.getAttribute('aria-checked')) !== 'true') await toggle.click();
  await waitUntil(
    'anonymous access on',
    () => toggle.getAttribute('aria-checked'),
    (checked) => checked === 'true',
  );
  await waitUntil(
    'the anonymous link',
    () => page.getByTestId('share-link-kind').textContent(),
    (kind) => kind?.includes('Anonymous link') ?? false,
  );
  const url = await page.getByTestId('share-link-url').inputValue();
  if (!url.includes('/view/')) throw new Error(`the share link is not a viewer link: ${url}`);
  for (let i = 0; i < 3 && (await page.locator('dialog[open]').count()) > 0; i++) await page.keyboard.press('Escape');
  return url;
}

/** The conversation is live: the session started and its event stream is open. */
async function openConversation(page: Page): Promise<void> {
  await page.goto(shareUrl);
  await page.getByTestId('viewer-stage').waitFor();
  await expect.poll(() => page.getByTestId('conversation').getAttribute('data-connection'), { timeout: 30_000 }).toBe('live');
}

interface VoiceSample {
  paused: boolean;
  currentTime: number;
  speaking: boolean;
  mouthOpen: number;
}

// The page's elements as far as these checks read them (this project's Node types have no DOM).
interface PageDocument {
  querySelector(selector: string): unknown;
  activeElement: { getAttribute(name: string): string | null } | null;
  documentElement: { scrollWidth: number };
}
interface AudioElement {
  paused: boolean;
  currentTime: number;
}
interface CanvasElement {
  width: number;
  height: number;
  dataset: Record<string, string | undefined>;
  getContext(kind: '2d'): { getImageData(x: number, y: number, w: number, h: number): { data: ArrayLike<number> } } | null;
}

const sampleVoice = (page: Page): Promise<VoiceSample> =>
  page.evaluate(() => {
    const doc = (globalThis as unknown as { document: PageDocument }).document;
    const audio = doc.querySelector('[data-testid="viewer-audio"]') as AudioElement;
    const canvas = doc.querySelector('[data-testid="avatar-canvas"]') as CanvasElement;
    return {
      paused: audio.paused,
      currentTime: audio.currentTime,
      speaking: canvas.dataset.speaking === 'true',
      mouthOpen: Number(canvas.dataset.mouthOpen ?? 0),
    };
  });

/** A digest of the canvas's pixels (the face), to see that what is drawn changes. */
const canvasPixels = (page: Page): Promise<number[]> =>
  page.evaluate(() => {
    const doc = (globalThis as unknown as { document: PageDocument }).document;
    const canvas = doc.querySelector('[data-testid="avatar-canvas"]') as CanvasElement;
    const context = canvas.getContext('2d')!;
    // The middle third, where the face is; sampled every 7th pixel.
    const x = Math.floor(canvas.width / 3);
    const y = Math.floor(canvas.height / 3);
    const { data } = context.getImageData(
      x,
      y,
      Math.max(1, Math.floor(canvas.width / 3)),
      Math.max(1, Math.floor(canvas.height / 3)),
    );
    const digest: number[] = [];
    for (let i = 0; i < data.length; i += 28) digest.push(data[i]! + data[i + 1]! + data[i + 2]!);
    return digest;
  });

const pixelDifference = (a: number[], b: number[]) =>
  a.reduce((sum, value, index) => sum + Math.abs(value - (b[index] ?? 0)), 0) / Math.max(1, a.length);

/** How long the voice stays quiet, with the reply written, before the answer counts as over. */
const QUIET_AFTER_ANSWER_MS = 2_000;

const lastAgentStatus = (page: Page) => page.getByTestId('transcript-agent').last().getAttribute('data-status');

const lastAgentText = (page: Page) => page.getByTestId('transcript-agent').last().textContent();

/**
 * Listens to the whole answer: the audio element plays (not paused, its clock moving), the
 * mouth opens and closes with the voice, and rests once the voice has stopped. It follows the
 * answer until the reply is written and the voice has been quiet for a while, not a fixed
 * window: on a busy 2-core machine the next sentence may come seconds after a short first
 * phrase, and that pause is reported, not mistaken for the end.
 */
async function expectSpokenAnswer(page: Page, label: string): Promise<void> {
  const samples: Array<VoiceSample & { at: number }> = [];
  let openFrame: number[] | null = null;
  let firstHeard: number | null = null;
  let quietSince: number | null = null;
  const started = Date.now();
  while (Date.now() - started < ANSWER_TIMEOUT_MS) {
    const sample = await sampleVoice(page);
    const at = Date.now() - started;
    if (firstHeard === null && !sample.paused && sample.currentTime > 0) firstHeard = at;
    if (firstHeard !== null) {
      samples.push({ ...sample, at: at - firstHeard });
      if (!openFrame && sample.speaking && sample.mouthOpen >= 0.3) openFrame = await canvasPixels(page);
      const quiet = sample.paused && !sample.speaking;
      quietSince = quiet ? (quietSince ?? at) : null;
      if (quietSince !== null && at - quietSince > QUIET_AFTER_ANSWER_MS && (await lastAgentStatus(page)) === 'done') break;
    }
    await page.waitForTimeout(firstHeard === null ? 100 : 40);
  }
  expect(firstHeard, 'the voice never started').not.toBeNull();
  const playing = samples.filter((sample) => !sample.paused);
  const gaps = playing.slice(1).map((sample, index) => sample.at - playing[index]!.at);
  // Seconds of voice heard: the audio clock's steps between samples (each piece starts at 0),
  // which does not depend on how often a busy machine lets the page be sampled.
  const heard = playing
    .slice(1)
    .reduce((sum, sample, index) => sum + Math.max(0, sample.currentTime - playing[index]!.currentTime), 0);
  console.log(
    `${label}: ${heard.toFixed(1)} s of voice heard in ${playing.length} of ${samples.length} samples over ${(samples.at(-1)!.at / 1000).toFixed(1)} s, ` +
      `longest pause while answering ${(Math.max(0, ...gaps) / 1000).toFixed(1)} s: ${JSON.stringify((await lastAgentText(page))?.trim())}`,
  );
  expect(playing.length).toBeGreaterThanOrEqual(2);
  // The clock advances while it plays: at least half a second of voice.
  expect(heard).toBeGreaterThan(0.5);
  // The mouth moves with the voice: speaking, opening, and not stuck at one opening.
  expect(samples.some((sample) => sample.speaking)).toBe(true);
  const openings = new Set(samples.filter((sample) => sample.speaking).map((sample) => sample.mouthOpen));
  expect(Math.max(...openings)).toBeGreaterThanOrEqual(0.3);
  expect(openings.size).toBeGreaterThan(2);
  expect(openFrame).not.toBeNull();

  // The voice has stopped: the face rests, not speaking, mouth closed.
  await expect
    .poll(
      async () => {
        const sample = await sampleVoice(page);
        return sample.paused && !sample.speaking && sample.mouthOpen === 0;
      },
      { timeout: ANSWER_TIMEOUT_MS, interval: 200 },
    )
    .toBe(true);
  // The drawn face differs from the one with the mouth open.
  expect(pixelDifference(openFrame!, await canvasPixels(page))).toBeGreaterThan(0);
}

interface SessionStorageLike {
  length: number;
  key(index: number): string | null;
  getItem(key: string): string | null;
}

/** The conversation this tab holds (what the page keeps to resume it after a reload). */
async function heldSession(page: Page): Promise<{ sessionId: string; sessionToken: string; conversationId: string }> {
  const kept = await page.evaluate(() => {
    const storage = (globalThis as unknown as { sessionStorage: SessionStorageLike }).sessionStorage;
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i);
      if (key?.startsWith('avatarium.conversation.')) return storage.getItem(key);
    }
    return null;
  });
  if (!kept) throw new Error('the page keeps no conversation to resume');
  return (JSON.parse(kept) as { session: { sessionId: string; sessionToken: string; conversationId: string } }).session;
}

describe('talking to an agent', () => {
  it('answers a typed question aloud while its face speaks, signed out on an anonymous link', { timeout: 300_000 }, async () => {
    const visitor = await newPage(browser, 1280, 860);
    await openConversation(visitor);
    expect(await visitor.getByTestId('viewer-title').textContent()).toContain(agentName);

    await visitor.getByTestId('conversation-input').fill('Hello captain, who are you?');
    await visitor.getByTestId('conversation-input').press('Enter');
    await expect.poll(() => visitor.getByTestId('transcript-visitor').first().textContent()).toContain('who are you');
    await expectSpokenAnswer(visitor, 'typed question');
    await expect
      .poll(() => visitor.getByTestId('transcript-agent').last().getAttribute('data-status'), { timeout: ANSWER_TIMEOUT_MS })
      .toBe('done');
    expect((await lastAgentText(visitor))?.trim().length).toBeGreaterThan(0);
    // The title has faded by now (5 s).
    await expect.poll(() => visitor.getByTestId('viewer-title').getAttribute('data-visible')).toBe('false');
    await screenshot(visitor, 'conversation-viewer-desktop');
    // The drawn face lives between sentences too: it blinks (its own closed-eye frames) every 2-8 s.
    await expect
      .poll(() => visitor.getByTestId('avatar-canvas').getAttribute('data-blink'), { timeout: 12_000, interval: 20 })
      .toBe('true');

    // Stop: the voice stops at once.
    await visitor.getByTestId('conversation-input').fill('Tell me a long story about your ship, please.');
    await visitor.getByTestId('conversation-send').click();
    await expect.poll(async () => !(await sampleVoice(visitor)).paused, { timeout: ANSWER_TIMEOUT_MS, interval: 100 }).toBe(true);
    await visitor.getByTestId('conversation-stop').click();
    expect((await sampleVoice(visitor)).paused).toBe(true);
    // ...and stays stopped: no later sentence of that answer plays.
    await visitor.waitForTimeout(1_500);
    expect((await sampleVoice(visitor)).paused).toBe(true);
    await expect
      .poll(() => visitor.getByTestId('transcript-agent').last().getAttribute('data-status'), { timeout: 20_000 })
      .toMatch(/^(interrupted|done)$/);
  });

  it(
    'resumes the conversation after a reload: the history again, and the next question continues it',
    { timeout: 300_000 },
    async () => {
      const visitor = await newPage(browser, 1280, 860);
      await openConversation(visitor);
      await visitor.getByTestId('conversation-input').fill('Captain, what is your ship called?');
      await visitor.getByTestId('conversation-input').press('Enter');
      await expect
        .poll(() => visitor.getByTestId('transcript-agent').last().getAttribute('data-status'), { timeout: ANSWER_TIMEOUT_MS })
        .toBe('done');
      const firstAnswer = (await lastAgentText(visitor))?.trim() ?? '';
      const held = await heldSession(visitor);

      // A busy 2-core machine may take a while to load the page again.
      await visitor.reload({ timeout: 60_000 });
      await visitor.getByTestId('viewer-stage').waitFor({ timeout: 60_000 });
      await expect
        .poll(() => visitor.getByTestId('conversation').getAttribute('data-connection'), { timeout: 30_000 })
        .toBe('live');
      // The same session, and the conversation so far on screen.
      expect((await heldSession(visitor)).sessionId).toBe(held.sessionId);
      await expect
        .poll(() => visitor.getByTestId('transcript-visitor').allTextContents())
        .toEqual([expect.stringContaining('what is your ship called?')]);
      expect((await visitor.getByTestId('transcript-agent').allTextContents()).map((text) => text.trim())).toEqual([firstAnswer]);

      // Typed key by key: the composer sends what is typed so far, for the model to read ahead.
      const drafts: string[] = [];
      visitor.on('request', (request) => {
        if (request.method() !== 'POST' || new URL(request.url()).pathname !== '/graphql') return;
        const body = request.postDataJSON() as { operationName?: string; variables?: { text?: string } } | null;
        if (body?.operationName === 'DraftConversationText') drafts.push(body.variables?.text ?? '');
      });
      await visitor.getByTestId('conversation-input').pressSequentially('And where does she sail?', { delay: 60 });
      await expect.poll(() => drafts.at(-1)).toBe('And where does she sail?');
      expect(drafts.every((draft) => 'And where does she sail?'.startsWith(draft))).toBe(true);
      await visitor.getByTestId('conversation-input').press('Enter');
      await expect.poll(() => visitor.getByTestId('transcript-visitor').count()).toBe(2);
      // The new answer follows the restored one.
      await expect.poll(() => visitor.getByTestId('transcript-agent').count(), { timeout: ANSWER_TIMEOUT_MS }).toBe(2);
      await expect
        .poll(() => visitor.getByTestId('transcript-agent').last().getAttribute('data-status'), { timeout: ANSWER_TIMEOUT_MS })
        .toBe('done');
      // It continued the same conversation on the server: four messages, one conversation.
      const transcript = await visitor.request.get(`${baseUrl}/api/conversations/${held.sessionId}`, {
        headers: { 'X-Conversation-Token': held.sessionToken },
      });
      expect(transcript.status()).toBe(200);
      const body = (await transcript.json()) as { conversationId: string; active: boolean; messages: Array<{ role: string }> };
      expect(body).toMatchObject({ conversationId: held.conversationId, active: true });
      expect(body.messages.map((message) => message.role)).toEqual(['user', 'agent', 'user', 'agent']);
      await screenshot(visitor, 'conversation-resumed-after-reload-desktop');
    },
  );

  it('works as a phone page at 390 px', { timeout: 300_000 }, async () => {
    const phone = await newPage(browser, 390, 844);
    await openConversation(phone);
    await phone.getByTestId('conversation-input').fill('What is your ship called?');
    await phone.getByTestId('conversation-send').click();
    await expect
      .poll(() => phone.getByTestId('transcript-agent').last().getAttribute('data-status'), { timeout: ANSWER_TIMEOUT_MS })
      .toBe('done');
    // Nothing wider than the phone.
    expect(
      await phone.evaluate(() => (globalThis as unknown as { document: PageDocument }).document.documentElement.scrollWidth),
    ).toBeLessThanOrEqual(390);
    await screenshot(phone, 'conversation-viewer-phone');
  });

  it('answers a spoken question (a WAV fed as the microphone)', { timeout: 300_000 }, async () => {
    if (!existsSync(questionWav)) throw new Error(`missing fixture ${questionWav} (the recorded question)`);
    micBrowser = await launchBrowser([
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-audio-capture=${questionWav}`,
    ]);
    const page = await newPage(micBrowser, 1280, 860);
    await openConversation(page);

    // Hold the mic button for the length of the question (and a little more).
    const talk = page.getByTestId('conversation-talk');
    const box = (await talk.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    // The browser opens its (fake) microphone first: seconds on a busy machine, not the poll's default 1 s.
    await expect.poll(() => talk.getAttribute('data-state'), { timeout: 30_000 }).toBe('listening');
    await page.waitForTimeout(wavSeconds(questionWav) * 1000 + 500);
    await page.mouse.up();

    const question = page.getByTestId('transcript-visitor').last();
    await expect
      .poll(() => question.textContent(), { timeout: ANSWER_TIMEOUT_MS })
      .not.toMatch(/^\s*(You:\s*)?(Transcribing…)?\s*$/);
    await expectSpokenAnswer(page, 'spoken question');
    await expect
      .poll(() => page.getByTestId('transcript-agent').last().getAttribute('data-status'), { timeout: ANSWER_TIMEOUT_MS })
      .toBe('done');
    expect((await lastAgentText(page))?.trim().length).toBeGreaterThan(0);
    await screenshot(page, 'conversation-spoken-question-desktop');
  });

  it('opens full screen in the workspace and closes on Escape', { timeout: 120_000 }, async () => {
    await ownerPage.goto(`${baseUrl}/#my-agents`);
    await cardNamed(ownerPage, agentName).first().click();
    await ownerPage.getByTestId('action-tile-launch').click();
    const overlay = ownerPage.getByTestId('viewer-overlay');
    await overlay.waitFor();
    const frame = ownerPage.frameLocator('[data-testid="viewer-overlay-frame"]');
    await expect.poll(() => frame.getByTestId('conversation').getAttribute('data-connection'), { timeout: 30_000 }).toBe('live');
    // Embedded: the viewer shows no brand of its own.
    expect(await frame.locator('.viewer-page__brand').count()).toBe(0);
    await screenshot(ownerPage, 'conversation-workspace-overlay-desktop');
    await expect
      .poll(() => ownerPage.getByTestId('viewer-overlay-title').getAttribute('data-visible'), { timeout: 10_000 })
      .toBe('false');

    // Escape from inside the viewer closes it too; focus comes back to Launch.
    await frame.getByTestId('conversation-input').click();
    await ownerPage.keyboard.press('Escape');
    await expect.poll(() => overlay.count()).toBe(0);
    await expect
      .poll(() =>
        ownerPage.evaluate(() =>
          (globalThis as unknown as { document: PageDocument }).document.activeElement?.getAttribute('data-testid'),
        ),
      )
      .toBe('action-tile-launch');
    await ownerPage.getByTestId('agent-action-dialog').waitFor();

    // And Escape on the overlay itself.
    await ownerPage.getByTestId('action-tile-launch').click();
    await overlay.waitFor();
    await ownerPage.getByTestId('viewer-overlay-close').focus();
    await ownerPage.keyboard.press('Escape');
    await expect.poll(() => overlay.count()).toBe(0);
  });
});

/** The length of a PCM WAV file, from its header. */
function wavSeconds(file: string): number {
  const wav = readFileSync(file);
  const byteRate = wav.readUInt32LE(28);
  let offset = 12;
  while (offset + 8 <= wav.length) {
    const id = wav.toString('ascii', offset, offset + 4);
    const size = wav.readUInt32LE(offset + 4);
    if (id === 'data') return Math.min(8, Math.max(1.5, size / byteRate));
    offset += 8 + size + (size % 2);
  }
  return 3;
}
