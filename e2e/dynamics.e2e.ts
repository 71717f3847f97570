import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { dynamics } from '@avatarium/contracts';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { faceMp4, patternMp4 } from '../testkit/uploads/movement-videos.js';
import { launchBrowser, screenshot } from './support/browser.js';
import { createReadyAgent } from './support/create-agent.js';

// Dynamics (issue 27): the owner adds an MP4 in Skills → Dynamics, saves, turns it on, generates
// movements (250 credits, the videos arriving one by one), previews one; 390 px.

const baseUrl = inject('baseUrl');

let browser: Browser;
const contexts: BrowserContext[] = [];
let owner: Page;
let agentId = '';
let workDir = '';

async function newPage(width = 1280, height = 860): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height } });
  contexts.push(context);
  return context.newPage();
}

async function openDynamics(page: Page) {
  await page.goto(`${baseUrl}/#my-agents`);
  await page.reload();
  await page.locator(`[data-testid="agent-card"][data-agent-id="${agentId}"]`).click();
  await page.getByTestId('action-tile-skills').click();
  await page.getByTestId('settings-tile-dynamics').click();
  await page.getByTestId('dynamics-dialog').waitFor();
  await page.getByTestId('dynamics-add').waitFor();
}

beforeAll(async () => {
  browser = await launchBrowser();
  workDir = await mkdtemp(path.join(tmpdir(), 'dynamics-e2e-'));
  owner = await newPage();
  const response = await owner.request.post(`${baseUrl}/api/auth/signup`, {
    data: { email: `dynamics-owner-${Date.now()}@example.com`, password: 'correct horse battery' },
  });
  if (response.status() !== 201) throw new Error(`sign-up failed: HTTP ${response.status()}`);
  agentId = await createReadyAgent(owner, baseUrl, 'A friendly museum guide named Ada');
  // Enough credits for a generation (the Free plan's are spent on the creation).
  const upgraded = await owner.request.post(`${baseUrl}/api/subscription/upgrade`, { data: { plan: 'pro' } });
  if (upgraded.status() !== 200) throw new Error(`upgrade failed: HTTP ${upgraded.status()}`);
}, 240_000);

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await rm(workDir, { recursive: true, force: true });
});

describe('Dynamics Settings', () => {
  it('adds an MP4, saves, enables, generates movements pushed one by one, previews', { timeout: 240_000 }, async () => {
    await openDynamics(owner);
    await screenshot(owner, 'dynamics-empty-desktop');
    expect(await owner.getByTestId('dynamics-toggle').textContent()).toBe('Disabled');
    const clip = path.join(workDir, 'wave.mp4');
    await writeFile(clip, faceMp4());
    await owner.getByTestId('dynamics-file').setInputFiles(clip);
    await owner.getByTestId('dynamics-save').waitFor();
    await expect.poll(() => owner.getByRole('progressbar').count(), { timeout: 20_000 }).toBe(0);
    await owner.getByTestId('dynamics-save').click();
    await owner.getByTestId('dynamics-save').waitFor({ state: 'detached', timeout: 15_000 });
    expect(await owner.getByTestId('dynamics-tile').count()).toBe(1);

    await owner.getByTestId('dynamics-toggle').click();
    await expect.poll(() => owner.getByTestId('dynamics-toggle').textContent()).toBe('Enabled');

    await owner.getByTestId('dynamics-generate-tile').click();
    await owner.getByTestId('dynamics-generate-confirm').waitFor();
    await owner.getByTestId('dynamics-generate').click();
    await owner.getByTestId('dynamics-generating').waitFor({ timeout: 15_000 });
    await screenshot(owner, 'dynamics-generating-desktop');
    await expect.poll(() => owner.getByTestId('dynamics-tile').count(), { timeout: 180_000 }).toBe(6);
    await owner.getByTestId('dynamics-generating').waitFor({ state: 'detached', timeout: 30_000 });

    // Hover plays the muted preview; a click opens the preview with Download; Escape closes it.
    const nod = owner.getByRole('button', { name: 'Preview Nod' });
    await nod.hover();
    await expect
      .poll(() => nod.locator('video').evaluate((video) => !(video as unknown as { paused: boolean }).paused), {
        timeout: 10_000,
      })
      .toBe(true);
    await screenshot(owner, 'dynamics-videos-desktop');
    await nod.click();
    await owner.getByTestId('dynamics-preview').waitFor();
    expect(await owner.getByTestId('dynamics-preview').getByRole('link', { name: 'Download' }).getAttribute('download')).toBe(
      'Nod.mp4',
    );
    await owner.keyboard.press('Escape');
    await owner.getByTestId('dynamics-preview').waitFor({ state: 'detached' });

    // Saved on the server, and readable at 390 px.
    const phone = await newPage(390, 844);
    await phone.context().addCookies(await owner.context().cookies());
    await openDynamics(phone);
    await expect.poll(() => phone.getByTestId('dynamics-tile').count()).toBe(6);
    expect(await phone.getByTestId('dynamics-toggle').textContent()).toBe('Enabled');
    const overflow = await phone.evaluate(() => {
      type Root = { document: { documentElement: { scrollWidth: number; clientWidth: number } } };
      const root = (globalThis as unknown as Root).document.documentElement;
      return root.scrollWidth - root.clientWidth;
    });
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(phone, 'dynamics-phone');
  });

  it('refuses a video without a face at upload with the reason in the toast; the tile goes, nothing is saved', async () => {
    await openDynamics(owner);
    await expect.poll(() => owner.getByTestId('dynamics-tile').count()).toBe(6);
    const clip = path.join(workDir, 'pattern.mp4');
    await writeFile(clip, patternMp4());
    await owner.getByTestId('dynamics-file').setInputFiles(clip);
    await owner.getByText('Failed to upload video').waitFor({ timeout: 30_000 });
    await owner.getByText(dynamics.NO_FACE_IN_VIDEO, { exact: false }).waitFor();
    await owner.waitForTimeout(1500); // the toast slides in: let the picture show it
    await screenshot(owner, 'dynamics-no-face-refused');
    // The refused upload's tile is removed: the set is unchanged, there is nothing to save.
    expect(await owner.getByTestId('dynamics-tile').count()).toBe(6);
    expect(await owner.getByTestId('dynamics-save').count()).toBe(0);
    await openDynamics(owner);
    await expect.poll(() => owner.getByTestId('dynamics-tile').count()).toBe(6);
  });

  it('the viewer plays a movement clip over the face while idle', { timeout: 90_000 }, async () => {
    const viewer = await newPage(390, 844);
    await viewer.context().addCookies(await owner.context().cookies());
    await viewer.goto(`${baseUrl}/view/${agentId}`);
    await viewer.getByTestId('avatar-canvas').waitFor();
    // 4-10 s of quiet, then a clip fades in over the canvas and plays: a generated clip with its
    // track is drawn by the face rig on a canvas of its own, an uploaded one is its video.
    const playing = () =>
      viewer.evaluate(() => {
        type Clip = { style: { opacity: string } };
        type Doc = { querySelectorAll(s: string): Iterable<Clip>; querySelector(s: string): { dataset: { movement?: string } } };
        const doc = (globalThis as unknown as { document: Doc }).document;
        return (
          doc.querySelector('[data-testid="avatar-canvas"]').dataset.movement === 'playing' &&
          [...doc.querySelectorAll('[data-movement-clip]')].some((clip) => Number(clip.style.opacity) > 0.5)
        );
      });
    await expect.poll(playing, { timeout: 40_000, interval: 200 }).toBe(true);
    await screenshot(viewer, 'dynamics-viewer-clip-phone');
  });
});
