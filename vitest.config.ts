import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['{gateway,services,packages,tools,testkit,web}/**/*.test.{ts,tsx}'],
    exclude: ['**/node_modules/**', 'web/dist/**'],
    globalSetup: ['testkit/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
  },
});
