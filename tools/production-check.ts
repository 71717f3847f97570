import { spawn } from 'node:child_process';
import { mkdtempSync, statfsSync } from 'node:fs';
import { cp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildDir, buildServices, PROCESS_WORKSPACES } from './build-services.js';

// Issue 25, finding 9: each service installs and starts as production would. In a temp folder
// per service: the compiled tree, `npm ci --omit=dev -w <service>` (only that workspace's
// production tree, from the npm cache when it has the packages), then `node <service>/src/main.js
// --check`: configuration parsed, every module loaded, nothing connected. A package production
// does not install fails the import with the package's name. The services run in parallel.

// Placeholders: --check parses the configuration but connects nothing.
const CHECK_ENV = {
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  MONGODB_URI: 'mongodb://127.0.0.1:9/check',
  NATS_URL: 'nats://127.0.0.1:9',
  SESSION_SECRET: 'production-check-session-secret-0123456789',
  STORAGE_SIGNING_SECRET: 'production-check-signing-secret-0123456789',
};

const GB = 1024 ** 3;

/** Where the throw-away installs go: memory (tmpfs) when there is room, as the disk is what a loaded machine waits on. */
function scratchRoot(): string {
  try {
    const shm = statfsSync('/dev/shm');
    if (shm.bavail * shm.bsize > 3 * GB) return '/dev/shm';
  } catch {
    // No /dev/shm: the system's temp folder.
  }
  return tmpdir();
}

interface Outcome {
  workspace: string;
  ok: boolean;
  seconds: number;
  output: string;
}

function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', (error) => resolve({ code: 1, output: `${output}${error.message}` }));
    child.on('exit', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output }));
  });
}

/** What a failed import or install says, without Node's stack frames. */
function reason(output: string): string {
  const lines = output.split('\n').filter((line) => line.trim() !== '' && !/^\s+at /.test(line));
  const named = lines.filter((line) => /Cannot find (?:package|module)|ERR_MODULE_NOT_FOUND|npm (?:error|ERR)|Error:/.test(line));
  return (named.length > 0 ? named : lines).slice(0, 12).join('\n');
}

async function checkWorkspace(workspace: string): Promise<Outcome> {
  const started = Date.now();
  const dir = mkdtempSync(path.join(scratchRoot(), `avatarium-production-${path.basename(workspace)}-`));
  const done = (ok: boolean, output: string): Outcome => ({
    workspace,
    ok,
    seconds: (Date.now() - started) / 1000,
    output,
  });
  try {
    await cp(buildDir, dir, { recursive: true });
    const env = { PATH: process.env.PATH, HOME: process.env.HOME };
    // Install scripts are skipped: loading a module needs none of ours, and they would only add time.
    const install = await run(
      'npm',
      [
        'ci',
        '--omit=dev',
        '--prefer-offline',
        '--ignore-scripts',
        '--no-audit',
        '--no-fund',
        '--loglevel=error',
        '-w',
        workspace,
      ],
      dir,
      { ...process.env, npm_config_update_notifier: 'false' },
    );
    if (install.code !== 0) return done(false, `npm ci --omit=dev -w ${workspace} failed:\n${reason(install.output)}`);
    const start = await run(process.execPath, [path.join(workspace, 'src/main.js'), '--check'], dir, { ...env, ...CHECK_ENV });
    if (start.code !== 0) return done(false, `node ${workspace}/src/main.js --check failed:\n${reason(start.output)}`);
    return done(true, '');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

// `tools/production-check.ts services/credits` checks only the workspaces named.
const named = process.argv.slice(2);
const workspaces = named.length > 0 ? PROCESS_WORKSPACES.filter((ws) => named.includes(ws)) : PROCESS_WORKSPACES;
const started = Date.now();
await buildServices();
const outcomes = await Promise.all(workspaces.map(checkWorkspace));
for (const outcome of outcomes) {
  console.log(`${outcome.ok ? 'ok    ' : 'FAILED'} ${outcome.workspace} (${outcome.seconds.toFixed(1)} s)`);
  if (!outcome.ok) console.error(outcome.output.replace(/^/gm, '       '));
}
const failed = outcomes.filter((outcome) => !outcome.ok);
console.log(
  `production install check: ${outcomes.length - failed.length}/${outcomes.length} start, ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
process.exit(failed.length > 0 ? 1 : 0);
