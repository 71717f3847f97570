import { existsSync } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';

import { describeExit, spawnManaged } from '../infra/index.js';
import type { LineLogger } from './log.js';

const SOURCES = ['src', 'index.html', 'vite.config.ts', 'build', 'public'];

export type WebBuildResult = 'fresh' | 'built' | 'skipped' | 'failed';

/**
 * Builds web/dist when it is missing or older than any web source, so `npm start` never
 * serves a stale bundle and does not pay a rebuild when nothing changed.
 */
export async function buildWebIfStale(repoRoot: string, log: LineLogger): Promise<WebBuildResult> {
  const webDir = join(repoRoot, 'web');
  if (!existsSync(join(webDir, 'package.json'))) {
    log('warning: web/ is not there yet; serving the API only');
    return 'skipped';
  }
  const builtAt = await mtime(join(webDir, 'dist', 'index.html'));
  if (builtAt !== undefined) {
    const newestSource = Math.max(0, ...(await Promise.all(SOURCES.map((entry) => newestMtime(join(webDir, entry))))));
    if (newestSource <= builtAt) {
      log('web app is up to date (web/dist)');
      return 'fresh';
    }
  }

  log(builtAt === undefined ? 'building the web app ...' : 'web sources changed: rebuilding the web app ...');
  const started = Date.now();
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  // The built app is public (served to every browser): not under the data folder's private umask.
  // Always the production bundle: a build started under a test runner (NODE_ENV=test) would
  // otherwise ship React's development build, and later runs would serve it as fresh.
  const build = spawnManaged(npm, ['run', 'build', '-w', 'web'], {
    cwd: repoRoot,
    env: { ...process.env, NODE_ENV: 'production' },
    onStdout: log,
    onStderr: log,
    umask: 0o022,
  });
  const exit = await build.exited;
  if (exit.code !== 0) {
    log(`warning: the web build ${describeExit(exit)}; the app will serve the API without (a current) UI`);
    return 'failed';
  }
  log(`web app built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return 'built';
}

async function mtime(path: string): Promise<number | undefined> {
  try {
    return (await stat(path)).mtimeMs;
  } catch {
    return undefined;
  }
}

/** Newest modification time of a file, or of any file below a folder (0 if absent). */
async function newestMtime(path: string): Promise<number> {
  let info;
  try {
    info = await stat(path);
  } catch {
    return 0;
  }
  if (!info.isDirectory()) return info.mtimeMs;
  const entries = await readdir(path, { withFileTypes: true });
  const times = await Promise.all(
    entries.filter((entry) => entry.name !== 'node_modules').map((entry) => newestMtime(join(path, entry.name))),
  );
  return Math.max(info.mtimeMs, ...times);
}
