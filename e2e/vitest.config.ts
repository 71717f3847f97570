import { defineConfig } from 'vitest/config';

// Browser flows against the real `npm start` supervisor (tools/start.ts), one platform per run.
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 240_000,
    fileParallelism: false,
  },
});
