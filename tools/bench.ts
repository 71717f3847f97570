import { spawn, type ChildProcess } from 'node:child_process';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { ensureSystemPackages } from './infra/index.js';
import { repoRoot } from './infra/paths.js';

// `npm run bench`: every bench/*.bench.ts, one after another so they never compete for the
// two cores; `npm run bench -- fanout` runs only those whose file name contains "fanout".

const filters = process.argv.slice(2);
const benchDir = path.join(repoRoot, 'bench');
const files = (await readdir(benchDir))
  .filter((file) => file.endsWith('.bench.ts'))
  .filter((file) => filters.length === 0 || filters.some((filter) => file.includes(filter)))
  .sort();

// The generation and upload benchmarks run the media service, which probes and transcodes with ffmpeg.
await ensureSystemPackages(['ffmpeg']);

let current: ChildProcess | undefined;
let interrupted = false;
// A benchmark tears down its own servers on a signal: pass it on and wait, rather than orphan them.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    interrupted = true;
    if (current?.exitCode === null) current.kill(signal);
  });
}

function run(file: string): Promise<string> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join('bench', file)], {
      cwd: repoRoot,
      stdio: 'inherit',
      env: process.env,
    });
    current = child;
    child.on('error', (error) => resolve(`failed to start: ${error.message}`));
    child.on('exit', (code, signal) => resolve(signal ? `killed by ${signal}` : code === 0 ? 'ok' : `exit code ${code}`));
  });
}

if (files.length === 0) {
  console.error(`no bench/*.bench.ts${filters.length ? ` matching ${filters.join(', ')}` : ''}`);
  process.exit(1);
}
const summary: string[] = [];
let failed = 0;
for (const file of files) {
  console.log(`\n=== ${file} ===`);
  const started = Date.now();
  const outcome = await run(file);
  if (outcome !== 'ok') failed++;
  summary.push(`${file}: ${outcome === 'ok' ? 'ok' : `FAILED (${outcome})`} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (interrupted) break;
}
const verdict = interrupted
  ? 'interrupted'
  : failed === 0
    ? `all ${files.length} benchmarks ran`
    : `${failed} of ${files.length} benchmarks failed`;
console.log(`\n${summary.join('\n')}\n${verdict}`);
process.exitCode = failed === 0 && !interrupted ? 0 : 1;
