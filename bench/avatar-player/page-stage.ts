import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserServer } from 'playwright-core';
import { onSignalTeardown } from '../processes.js';
import { writeBenchAssets } from './assets.js';
import { bundlePage } from './bundle-page.js';
import { serveFolder } from './static-server.js';
import { AUTOPLAY, headlessChromium } from '../../testkit/browser/headless-chromium.js';

/** A bench page ready to open: the agent's assets and the bundled page served, headless Chromium up. */
export interface PageStage {
  assets: Awaited<ReturnType<typeof writeBenchAssets>>;
  /** The page (index.html) on the local server. */
  pageUrl: string;
  browser: Browser;
  /** The browser's process, for its CPU. */
  browserPid: number;
  close(): Promise<void>;
}

/**
 * Writes the bench assets into a scratch folder, bundles `entry` as the page, serves the folder
 * and starts Chromium (software rendering, no GPU, autoplay allowed). Whatever started is
 * stopped by close(), on a signal, or when the start itself fails.
 */
export async function startPageStage(scratchPrefix: string, entry?: string): Promise<PageStage> {
  const dir = await mkdtemp(path.join(tmpdir(), scratchPrefix));
  let server: Awaited<ReturnType<typeof serveFolder>> | null = null;
  let browserServer: BrowserServer | null = null;
  const close = async () => {
    await browserServer?.close().catch(() => undefined);
    await server?.close();
    await rm(dir, { recursive: true, force: true });
  };
  onSignalTeardown(close);
  try {
    const assets = await writeBenchAssets(dir, process.env.FFMPEG_PATH ?? 'ffmpeg');
    await bundlePage(dir, entry);
    server = await serveFolder(dir);
    browserServer = await chromium.launchServer(headlessChromium([AUTOPLAY]));
    const browser = await chromium.connect(browserServer.wsEndpoint());
    return { assets, pageUrl: `${server.url}/index.html`, browser, browserPid: browserServer.process().pid!, close };
  } catch (error) {
    await close();
    throw error;
  }
}
