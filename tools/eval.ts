import { spawn, type ChildProcess } from 'node:child_process';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { ensureSystemPackages } from './infra/index.js';
import { repoRoot } from './infra/paths.js';

// `npm run eval`: every eval/*.eval.ts (quality evaluations, scored and saved under
// bench/results), one after another so they never compete for the two cores;
// `npm run eval -- conversation` runs only those whose file name contains "conversation".

const filters = process.argv.slice(2);
const evalDir = path.join(repoRoot, 'eval');
const files = (await readdir(evalDir))
  .filter((file) => file.endsWith('.eval.ts'))
  .filter((file) => filters.length === 0 || filters.some((filter) => file.includes(filter)))
  .sort();
if (files.length === 0) {
  console.error(`no eval/*.eval.ts${filters.length ? ` matching ${filters.join(', ')}` : ''}`);
  process.exit(1);
}

// The platform under evaluation runs the media service, which probes uploads with ffmpeg.
await ensureSystemPackages(['ffmpeg']);

let current: ChildProcess | undefined;
let interrupted = false;
// An evaluation tears down its platform on a signal: pass it on and wait, rather than orphan it.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    interrupted = true;
    if (current?.exitCode === null) current.kill(signal);
  });
}

function run(file: string): Promise<string> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join('eval', file)], {
      cwd: repoRoot,
      stdio: 'inherit',
      env: process.env,
    });
    current = child;
    child.on('error', (error) => resolve(`failed to start: ${error.message}`));
    child.on('exit', (code, signal) => resolve(signal ? `killed by ${signal}` : code === 0 ? 'ok' : `exit code ${code}`));
  });
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
console.log(
  `\n${summary.join('\n')}\n${interrupted ? 'interrupted' : failed === 0 ? `all ${files.length} evaluations ran` : `${failed} of ${files.length} evaluations failed`}`,
);
process.exitCode = failed === 0 && !interrupted ? 0 : 1;
