import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';
import { splitTestFiles } from './tools/test-projects.js';

const require = createRequire(import.meta.url);
// unit: no infrastructure, seconds (`npx vitest run --project unit`); integration: the run's
// database server (started once by the global setup) and the servers each test starts.
const tests = splitTestFiles(import.meta.dirname);

export default defineConfig({
  resolve: {
    // graphql 16 has no exports map: Vite would pick its ESM build for our sources while Node
    // loads the CommonJS one for Apollo and graphql-ws, and graphql refuses objects from the
    // other copy. One copy, as in production (Node resolution everywhere).
    alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }],
  },
  test: {
    exclude: ['**/node_modules/**', 'web/dist/**'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    projects: [
      { extends: true, test: { name: 'unit', include: tests.unit } },
      {
        extends: true,
        test: { name: 'integration', include: tests.integration, globalSetup: ['testkit/global-setup.ts'] },
      },
    ],
  },
});
