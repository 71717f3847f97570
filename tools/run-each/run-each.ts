import { spawn, type ChildProcess } from 'node:child_process';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { ensureSystemPackages } from '../infra/index.js';
import { repoRoot } from '../infra/paths.js';

export interface RunEachOptions {
  /** Folder under the repository holding the scripts. */
  folder: string;
  /** File name ending that marks a script: '.bench.ts', '.eval.ts'. */
  suffix: string;
  /** What one script is called in the summary: 'benchmarks', 'evaluations'. */
  plural: string;
  /** Substrings of file names to keep (none: all). */
  filters: readonly string[];
}

/**
 * `npm run bench` and `npm run eval`: every matching script, one after another so they never
 * compete for the two cores. A script tears down its own servers on a signal, so a signal is
 * passed on and waited for rather than orphaning them. Resolves to the process exit code.
 */
export async function runEach({ folder, suffix, plural, filters }: RunEachOptions): Promise<number> {
  const files = (await readdir(path.join(repoRoot, folder)))
    .filter((file) => file.endsWith(suffix))
    .filter((file) => filters.length === 0 || filters.some((filter) => file.includes(filter)))
    .sort();
  if (files.length === 0) {
    console.error(`no ${folder}/*${suffix}${filters.length ? ` matching ${filters.join(', ')}` : ''}`);
    return 1;
  }
  // Benchmarks and evaluations run the media service, which probes and transcodes with ffmpeg.
  await ensureSystemPackages(['ffmpeg']);

  let current: ChildProcess | undefined;
  let interrupted = false;
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.on(signal, () => {
      interrupted = true;
      if (current?.exitCode === null) current.kill(signal);
    });
  }
  const run = (file: string): Promise<string> =>
    new Promise((resolve) => {
      const child = spawn(process.execPath, ['--import', 'tsx', path.join(folder, file)], {
        cwd: repoRoot,
        stdio: 'inherit',
        env: process.env,
      });
      current = child;
      child.on('error', (error) => resolve(`failed to start: ${error.message}`));
      child.on('exit', (code, signal) => resolve(signal ? `killed by ${signal}` : code === 0 ? 'ok' : `exit code ${code}`));
    });

  const summary: string[] = [];
  let failed = 0;
  for (const file of files) {
    console.log(`\n=== ${file} ===`);
    const started = Date.now();
    const outcome = await run(file);
    if (outcome !== 'ok') failed++;
    summary.push(
      `${file}: ${outcome === 'ok' ? 'ok' : `FAILED (${outcome})`} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    if (interrupted) break;
  }
  const verdict = interrupted
    ? 'interrupted'
    : failed === 0
      ? `all ${files.length} ${plural} ran`
      : `${failed} of ${files.length} ${plural} failed`;
  console.log(`\n${summary.join('\n')}\n${verdict}`);
  return failed === 0 && !interrupted ? 0 : 1;
}
