import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { repoRoot } from '../../tools/infra/index.js';
import { headlessChromium } from '../../testkit/browser/headless-chromium.js';

export const screenshotDir = path.join(repoRoot, 'e2e', 'screenshots');

/** Debian's Chromium, headless, with background networking off (the machine has no internet); `extraArgs` add flags (a fake microphone). */
export function launchBrowser(extraArgs: readonly string[] = []): Promise<Browser> {
  return chromium.launch(headlessChromium(extraArgs));
}

export async function screenshot(page: Page, name: string): Promise<void> {
  await mkdir(screenshotDir, { recursive: true });
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`), fullPage: false });
}
