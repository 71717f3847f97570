import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';
import { chromium, type Browser, type BrowserServer } from 'playwright-core';
import { repoRoot } from '../processes.js';
import { treeCpuSeconds } from '../avatar-player/process-cpu.js';
import type { CropBox, FaceGlobal, FaceSetup, RecordedFrame } from './face-protocol.js';
import { AUTOPLAY, headlessChromium } from '../../testkit/browser/headless-chromium.js';

// Records the avatar player's canvas in headless Chromium (1280x720, software rendering) while
// it speaks a fixed sentence and while it idles, for the external detector to grade.

export const CANVAS = { width: 1280, height: 720 };

/** Bundles bench/avatar-player/page/face-page.ts with the player (from its sources) into `dir` (`minify: false`: names kept, for a profile). */
export async function bundleFacePage(dir: string, { minify = true }: { minify?: boolean } = {}): Promise<void> {
  await build({
    entryPoints: [path.join(repoRoot, 'bench/avatar-player/page/face-page.ts')],
    outfile: path.join(dir, 'face-page.js'),
    bundle: true,
    format: 'esm',
    target: 'es2022',
    minify,
    logLevel: 'warning',
  });
  await writeFile(
    path.join(dir, 'face.html'),
    `<!doctype html><html><head><meta charset="utf-8"><title>face bench</title>
<style>html,body{margin:0;background:#000}canvas{display:block;width:${CANVAS.width}px;height:${CANVAS.height}px}</style></head>
<body><canvas></canvas><script type="module" src="/face-page.js"></script></body></html>`,
  );
}

export interface FaceBrowser {
  browser: Browser;
  pid: number;
  close(): Promise<void>;
}

export async function startFaceBrowser(): Promise<FaceBrowser> {
  const server: BrowserServer = await chromium.launchServer(headlessChromium([AUTOPLAY]));
  const browser = await chromium.connect(server.wsEndpoint());
  return {
    browser,
    pid: server.process().pid!,
    close: async () => {
      await browser.close().catch(() => undefined);
      await server.close().catch(() => undefined);
    },
  };
}

export interface Capture {
  /** Where the picture sits on the canvas, and the recorded part of it (canvas pixels). */
  picture: CropBox;
  crop: CropBox;
  /** What the player says draws the face (stats().renderer). */
  renderer: string;
  /** 1 s before the sentence, the sentence, 0.6 s after. */
  speech: RecordedFrame[];
  idle: RecordedFrame[];
  /** The picture drawn plainly into the same box (JPEG data URL). */
  still: string;
}

export interface CaptureOptions {
  idleSeconds: number;
  /** Room around the face box on each side, in face widths/heights (0.5 default; more for a moving head). */
  margin?: number;
  speechIntervalMs?: number;
  idleIntervalMs?: number;
  /** Called with the sentence's frames as soon as they are recorded (before the idle part). */
  onSpeechRecorded?: (frames: RecordedFrame[]) => void;
  /** Called with each idle frame while the idle part is recorded. */
  onIdleFrame?: (frame: RecordedFrame) => void;
}

/** The face box of the picture with `margin` around it, in canvas pixels, inside the picture. */
export function faceCrop(picture: CropBox, agent: FaceSetup['agent'], margin: number): CropBox {
  const scale = picture.width / agent.imageWidth;
  const f = agent.faceBox;
  const left = Math.max(picture.x, Math.floor(picture.x + (f.x - f.width * margin) * scale));
  const top = Math.max(picture.y, Math.floor(picture.y + (f.y - f.height * margin) * scale));
  const right = Math.min(picture.x + picture.width, Math.ceil(picture.x + (f.x + f.width * (1 + margin)) * scale));
  const bottom = Math.min(picture.y + picture.height, Math.ceil(picture.y + (f.y + f.height * (1 + margin)) * scale));
  return { x: left, y: top, width: right - left, height: bottom - top };
}

async function openPage(faceBrowser: FaceBrowser, pageUrl: string, setup: FaceSetup) {
  const page = await faceBrowser.browser.newPage({ viewport: CANVAS, deviceScaleFactor: 1 });
  page.on('pageerror', (error) => console.error(`[face page] ${error.message}`));
  await page.goto(pageUrl);
  await page.waitForFunction(() => 'facePage' in globalThis);
  const prepared = await page.evaluate((given) => (globalThis as FaceGlobal).facePage.prepare(given), setup);
  return { page, prepared };
}

/** Records one agent with one renderer: the sentence, then `idleSeconds` of idle. */
export async function captureAgent(
  faceBrowser: FaceBrowser,
  pageUrl: string,
  setup: FaceSetup,
  options: CaptureOptions,
): Promise<Capture> {
  const { page, prepared } = await openPage(faceBrowser, pageUrl, setup);
  if (options.onIdleFrame) await page.exposeFunction('onFaceFrame', options.onIdleFrame);
  try {
    const crop = faceCrop(prepared.picture, setup.agent, options.margin ?? 0.5);
    const speech = await page.evaluate((given) => (globalThis as FaceGlobal).facePage.record(given), {
      mode: 'speech' as const,
      seconds: 1,
      intervalMs: options.speechIntervalMs ?? 33,
      crop,
    });
    options.onSpeechRecorded?.(speech);
    const idle =
      options.idleSeconds > 0
        ? await page.evaluate((given) => (globalThis as FaceGlobal).facePage.record(given), {
            mode: 'idle' as const,
            seconds: options.idleSeconds,
            intervalMs: options.idleIntervalMs ?? 66,
            crop,
          })
        : [];
    const still = await page.evaluate((given) => (globalThis as FaceGlobal).facePage.still(given), crop);
    await page.evaluate(() => (globalThis as FaceGlobal).facePage.destroy());
    return { picture: prepared.picture, crop, renderer: prepared.renderer, speech, idle, still };
  } finally {
    await page.close();
  }
}

export interface Load {
  /** Animation frames per second while speaking (nothing recorded). */
  fps: number;
  /** Canvas paints per second (null when the player does not count them). */
  paints: number | null;
  /** CPU of all browser processes per wall second: 1.0 = one core. */
  browserCpu: number;
  /** Renderer main thread busy time per wall second. */
  mainThreadCpu: number;
}

/** Frame rate and CPU while the sentence plays, nothing recorded (recording would skew it). */
export async function measureLoad(faceBrowser: FaceBrowser, pageUrl: string, setup: FaceSetup): Promise<Load> {
  const { page } = await openPage(faceBrowser, pageUrl, setup);
  try {
    const session = await page.context().newCDPSession(page);
    await session.send('Performance.enable');
    const task = async () =>
      (await session.send('Performance.getMetrics')).metrics.find((metric) => metric.name === 'TaskDuration')?.value ??
      Number.NaN;
    const [task0, cpu0, wall0] = [await task(), await treeCpuSeconds(faceBrowser.pid), performance.now()];
    const measured = await page.evaluate(() => (globalThis as FaceGlobal).facePage.load());
    const [task1, cpu1, wall1] = [await task(), await treeCpuSeconds(faceBrowser.pid), performance.now()];
    const seconds = (wall1 - wall0) / 1000;
    await page.evaluate(() => (globalThis as FaceGlobal).facePage.destroy());
    return {
      fps: (measured.loops * 1000) / measured.elapsedMs,
      paints: measured.draws === null ? null : (measured.draws * 1000) / measured.elapsedMs,
      browserCpu: (cpu1 - cpu0) / seconds,
      mainThreadCpu: (task1 - task0) / seconds,
    };
  } finally {
    await page.close();
  }
}

export function dataUrlBytes(dataUrl: string): Buffer {
  return Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
}
