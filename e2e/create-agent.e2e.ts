import { execFileSync } from 'node:child_process';
import { mkdtemp, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { repoRoot } from '../tools/infra/index.js';
import { launchBrowser, screenshot } from './support/browser.js';

let browser: Browser;
let faceless: string;
let largeVideo: string;
const baseUrl = inject('baseUrl');
const facePhoto = path.join(repoRoot, 'services/media/test-fixtures/face.jpg');

beforeAll(async () => {
  browser = await launchBrowser();
  // A picture with no human face in it: the pipeline must stop and ask for face points.
  faceless = path.join(await mkdtemp(path.join(tmpdir(), 'e2e-img-')), 'sunset.png');
  const gradient = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="480"><defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1">` +
      `<stop offset="0" stop-color="#f97316"/><stop offset="1" stop-color="#312e81"/></linearGradient></defs>` +
      `<rect width="480" height="480" fill="url(#g)"/><circle cx="240" cy="300" r="80" fill="#fde047"/></svg>`,
  );
  await sharp(gradient).png().toFile(faceless);
  // Over the 4,194,304-byte threshold and under 30 s: the browser must send it in chunks.
  largeVideo = path.join(path.dirname(faceless), 'moves.mp4');
  execFileSync('ffmpeg', [
    ...['-loglevel', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc2=size=1280x720:rate=30', '-t', '6'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-b:v', '9M', '-pix_fmt', 'yuv420p', largeVideo],
  ]);
});
afterAll(() => browser?.close());

async function signedInPage(width: number, height: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height } });
  const page = await context.newPage();
  const response = await page.request.post(`${baseUrl}/api/auth/signup`, {
    data: { email: `create-${width}-${Date.now()}@example.com`, password: 'correct horse battery' },
  });
  expect(response.status()).toBe(201);
  await page.goto(`${baseUrl}/#create`);
  await page.getByTestId('credit-balance').waitFor();
  return page;
}

async function createWithImage(page: Page, prompt: string, image: string) {
  await page.getByTestId('panel-toggle-media').click();
  await page.getByTestId('media-input-image').setInputFiles(image);
  await page.getByTestId('media-card-image').waitFor();
  await page.getByTestId('create-prompt').fill(prompt);
  await page.getByTestId('create-generate').click();
  await expect.poll(() => new URL(page.url()).hash, { timeout: 20_000 }).toBe('#my-agents');
}

/** Puts `text` on the page's clipboard and pastes it where the focus is, as Ctrl+V does. */
async function pasteFromClipboard(page: Page, text: string) {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
  type Clipboard = { navigator: { clipboard: { writeText(value: string): Promise<void> } } };
  await page.evaluate((value) => (globalThis as unknown as Clipboard).navigator.clipboard.writeText(value), text);
  await page.keyboard.press('ControlOrMeta+V');
}

const REST_CREATION = ['/api/user/credit-balance', '/api/generate-agent', '/api/continue-generation'];

/**
 * What the page asks the gateway from now on: the REST creation paths it calls (none: the web
 * app checks credits, creates and marks faces through GraphQL, issue 25 finding 4) and the
 * names of its GraphQL operations.
 */
function watchCalls(page: Page) {
  const calls = { rest: [] as string[], operations: [] as string[] };
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (REST_CREATION.includes(pathname)) calls.rest.push(pathname);
    if (pathname === '/graphql' && request.method() === 'POST') calls.operations.push(request.postDataJSON()?.operationName);
  });
  return calls;
}

const statusOfCards = (page: Page) =>
  page.getByTestId('agent-card').evaluateAll((cards) => cards.map((card) => card.getAttribute('data-display-status')));

describe('creating an agent from the create screen', () => {
  it('uploads the image, switches to my-agents and shows the card go live to Ready', async () => {
    const page = await signedInPage(1280, 800);
    const calls = watchCalls(page);
    await createWithImage(page, 'A friendly museum guide named Clara who loves impressionist painting', facePhoto);
    const card = page.getByTestId('agent-card').first();
    await card.waitFor();
    const seen = new Set<string>();
    await expect
      .poll(
        async () => {
          const status = await card.getAttribute('data-display-status');
          if (status) seen.add(status);
          return status;
        },
        { timeout: 30_000, interval: 50 },
      )
      .toBe('success');
    expect(await card.getByTestId('agent-card-status').textContent()).toContain('Ready');
    // The promise of 'Generation Continued' ("you'll be notified"): a toast when it is ready.
    await page.getByText('Clara is ready').first().waitFor();
    await expect.poll(() => page.getByTestId('credit-balance').getAttribute('data-value')).toBe('99');
    await screenshot(page, 'create-ready-desktop');

    // The photo agent plays on the face engine: its rig reached the viewer through the gateway.
    await card.click();
    await page.getByTestId('action-tile-launch').click();
    const frame = page.frameLocator('[data-testid="viewer-overlay-frame"]');
    await expect
      .poll(() => frame.getByTestId('avatar-canvas').getAttribute('data-renderer'), { timeout: 30_000 })
      .toMatch(/^(canvas|webgl)$/);
    // ...and lives while idle: a blink every 2-8 s.
    await expect
      .poll(() => frame.getByTestId('avatar-canvas').getAttribute('data-blink'), { timeout: 12_000, interval: 20 })
      .toBe('true');
    await screenshot(page, 'create-ready-photo-viewer-desktop');
    // A fresh load (not a hash change): the dialog and the overlay go.
    await page.goto(`${baseUrl}/?after=viewer#my-agents`);

    // 99 credits left: the next creation is refused before anything is uploaded.
    await page.getByTestId('tab-create').click();
    await page.getByTestId('create-prompt').fill('A second agent');
    await page.getByTestId('create-generate').click();
    await page.getByText('Insufficient Credits').first().waitFor();
    await page.getByText('You need at least 100 credits to create an agent. Current balance: 99').waitFor();
    await expect.poll(() => new URL(page.url()).hash, { timeout: 10_000 }).toBe('#plan');
    expect(await statusOfCards(page).catch(() => [])).toEqual([]);
    expect(calls.rest).toEqual([]);
    expect(calls.operations.filter((name) => name === 'CreationCreditCheck' || name === 'CreateAgent')).toEqual([
      'CreationCreditCheck',
      'CreateAgent',
      'CreationCreditCheck',
    ]);
    await page.context().close();
  });

  it('makes an Expression agent without a GPU host: the browser engine plays it', async () => {
    const page = await signedInPage(1280, 800);
    await page.getByTestId('panel-toggle-model').click();
    await page.getByTestId('model-expression').click();
    await page.getByTestId('create-prompt').fill('A news anchor reading the evening headlines');
    await page.getByTestId('create-generate').click();
    await expect.poll(() => page.getByTestId('credit-balance').getAttribute('data-value'), { timeout: 60_000 }).toBe('99');
    await expect
      .poll(
        async () => {
          const mine = await (
            await page.request.post(`${baseUrl}/graphql`, { data: { query: '{ myAgents { id modelType displayStatus } }' } })
          ).json();
          return mine.data.myAgents.map(
            (agent: { modelType: string; displayStatus: string }) => `${agent.modelType}:${agent.displayStatus}`,
          );
        },
        { timeout: 90_000 },
      )
      .toEqual(['expression:success']);
    await page.context().close();
  });

  it('sends a large movement video in chunks behind the upload overlay, and uses it', { timeout: 180_000 }, async () => {
    expect((await stat(largeVideo)).size).toBeGreaterThan(4_194_304);
    const page = await signedInPage(1280, 800);
    await page.getByTestId('panel-toggle-media').click();
    await page.getByTestId('media-input-image').setInputFiles(facePhoto);
    await page.getByTestId('media-input-video').setInputFiles(largeVideo);
    await page.getByTestId('media-card-video').waitFor();
    await page.getByTestId('create-prompt').fill('A weather presenter who waves while she talks');
    await page.getByTestId('create-generate').click();
    await page.getByTestId('compression-overlay').waitFor({ timeout: 20_000 });
    await screenshot(page, 'chunked-upload-overlay-desktop');
    await expect.poll(() => new URL(page.url()).hash, { timeout: 30_000 }).toBe('#my-agents');
    const card = page.getByTestId('agent-card').first();
    // A video's face is tracked through its loop (the rig): on a CI machine under load that took
    // past 30 s once (helper run at load ~20); this waits, it does not measure (bench/ does).
    await expect.poll(() => card.getAttribute('data-display-status'), { timeout: 120_000 }).toBe('success');
    const agentId = await card.getAttribute('data-agent-id');
    const agent = await (await page.request.get(`${baseUrl}/api/agents/${agentId}`)).json();
    expect(agent.video_url).toBeTruthy();
    const video = await page.request.get(new URL(agent.video_url, baseUrl).toString());
    expect(video.status()).toBe(200);
    expect((await video.body()).subarray(4, 8).toString('latin1')).toBe('ftyp');
    await page.context().close();
  });

  it('drops a program renamed .jpg at once, saying what it is, and says when a long paste is cut', async () => {
    const page = await signedInPage(1280, 800);
    // The start of a Windows program (the DOS header and its stub's words), named as a photo.
    const renamed = path.join(path.dirname(faceless), 'holiday.jpg');
    await writeFile(
      renamed,
      Buffer.concat([
        Buffer.from('MZ\x90\x00\x03', 'latin1'),
        Buffer.alloc(59),
        Buffer.from('This program cannot be run in DOS mode.'),
      ]),
    );
    await page.getByTestId('panel-toggle-media').click();
    await page.getByTestId('media-input-image').setInputFiles(renamed);
    await page.getByText('This file is a Windows program, not an image.').first().waitFor();
    expect(await page.getByTestId('media-card-image').getAttribute('data-filled')).toBe('false');
    await page.getByTestId('media-input-image').setInputFiles(facePhoto);
    await expect.poll(() => page.getByTestId('media-card-image').getAttribute('data-filled')).toBe('true');

    // 20,000 characters pasted from the clipboard: 4,000 are kept, and the box says so.
    const long = 'Clara guides visitors through impressionist rooms. '.repeat(400).slice(0, 20_000);
    const prompt = page.getByTestId('create-prompt');
    await prompt.click();
    await pasteFromClipboard(page, long);
    await page.getByTestId('create-prompt-cut').waitFor();
    expect(await page.getByTestId('create-prompt-cut').textContent()).toBe('Your text was cut to 4,000 characters.');
    expect(await prompt.inputValue()).toBe(long.slice(0, 4000));
    expect(await page.getByTestId('create-prompt-count').textContent()).toBe('4,000 / 4,000');
    await screenshot(page, 'create-cut-paste-desktop');
    // Shorter again: the notice goes, the count follows.
    await page.keyboard.press('Backspace');
    await page.getByTestId('create-prompt-cut').waitFor({ state: 'detached' });
    expect(await page.getByTestId('create-prompt-count').textContent()).toBe('3,999 / 4,000');
    await page.context().close();
  });

  it('stops at Help needed for an image without a face, and continues after marking it (390 px)', async () => {
    const page = await signedInPage(390, 844);
    const calls = watchCalls(page);
    await createWithImage(page, 'A glowing sunset spirit', faceless);
    const card = page.getByTestId('agent-card').first();
    await expect.poll(() => card.getAttribute('data-display-status'), { timeout: 30_000 }).toBe('animal_detected');
    await card.getByTestId('agent-card-mark-face').click();
    const dialog = page.getByTestId('mark-face-dialog');
    await dialog.waitFor();
    const box = await page.getByTestId('mark-face-image').boundingBox();
    if (!box) throw new Error('no image in the Mark Face dialog');
    await page.mouse.move(box.x + box.width * 0.3, box.y + box.height * 0.3);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.7, box.y + box.height * 0.75, { steps: 8 });
    await page.mouse.up();
    await page.getByTestId('mark-face-box').waitFor();
    await screenshot(page, 'mark-face-phone');
    await page.getByTestId('mark-face-continue').click();
    await page.getByText('Generation Continued').first().waitFor();
    expect(calls.operations).toContain('MarkFace');
    await expect.poll(() => card.getAttribute('data-display-status'), { timeout: 30_000 }).toBe('success');
    await screenshot(page, 'create-ready-phone');
    expect(calls.rest).toEqual([]);
    await page.context().close();
  });
});
