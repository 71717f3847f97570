import { spawnSync } from 'node:child_process';
import { repoRoot } from './infra/index.js';

// `npm run e2e`: browser flows in Debian's Chromium against the real `npm start`.
const result = spawnSync('npx', ['vitest', 'run', '--config', 'e2e/vitest.config.ts', ...process.argv.slice(2)], {
  cwd: repoRoot,
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
