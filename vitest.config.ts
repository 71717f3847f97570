import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

export default defineConfig({
  resolve: {
    // graphql 16 has no exports map: Vite would pick its ESM build for our sources while Node
    // loads the CommonJS one for Apollo and graphql-ws, and graphql refuses objects from the
    // other copy. One copy, as in production (Node resolution everywhere).
    alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }],
  },
  test: {
    include: ['{gateway,services,packages,tools,testkit,web,eval,bench}/**/*.test.{ts,tsx}'],
    exclude: ['**/node_modules/**', 'web/dist/**'],
    globalSetup: ['testkit/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
  },
});
