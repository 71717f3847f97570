/**
 * How tests and benchmarks start Debian's Chromium: headless, no sandbox, no GPU, and nothing
 * reaching for the network (the machine has none). `extraArgs` add flags (a fake microphone,
 * autoplay without a gesture).
 */
export function headlessChromium(extraArgs: readonly string[] = []): { executablePath: string; args: string[] } {
  return {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      ...extraArgs,
    ],
  };
}

/** Media starts without a click, as a page the visitor already touched would. */
export const AUTOPLAY = '--autoplay-policy=no-user-gesture-required';
