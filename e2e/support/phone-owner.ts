import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './browser.js';

/** A browser with one 390 × 844 page whose context is signed up as a new owner (`<prefix>-<time>@example.com`). */
export async function phoneOwner(baseUrl: string, prefix: string): Promise<{ browser: Browser; page: Page }> {
  const browser = await launchBrowser();
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const response = await page.request.post(`${baseUrl}/api/auth/signup`, {
    data: { email: `${prefix}-${Date.now()}@example.com`, password: 'correct horse battery' },
  });
  if (response.status() !== 201) throw new Error(`sign-up failed: HTTP ${response.status()}`);
  return { browser, page };
}

/** Whether the page scrolls sideways (something is wider than a phone's screen). */
export function overflowsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    // Read without DOM types: the root tsconfig has none.
    type Root = { document: { documentElement: { scrollWidth: number; clientWidth: number } } };
    const root = (globalThis as unknown as Root).document.documentElement;
    return root.scrollWidth > root.clientWidth;
  });
}
