// Entry point of `npm start | test | e2e | bench | eval` on a fresh clone.
//
// Plain Node ESM with no npm dependencies, because it runs before node_modules exists: it
// installs dependencies when the lock file changed, then hands over to tools/<command>.ts
// under tsx with our stdio, our arguments, our signals and its exit code.

import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { constants } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const COMMANDS = ['start', 'test', 'e2e', 'bench', 'eval'];
const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');

const [command, ...args] = process.argv.slice(2);
if (!command || !COMMANDS.includes(command)) {
  console.error(`usage: node tools/bootstrap.mjs <${COMMANDS.join('|')}> [args...]`);
  process.exit(2);
}

installDependenciesIfNeeded();
runTool(command, args);

function installDependenciesIfNeeded() {
  const nodeModules = join(repoRoot, 'node_modules');
  const lockFile = join(repoRoot, 'package-lock.json');
  const marker = join(nodeModules, '.bootstrap-lock-hash');
  if (!existsSync(lockFile)) {
    console.error('package-lock.json is missing: run `npm install` once to create it.');
    process.exit(1);
  }
  // A content hash, not mtimes: a git checkout touches the lock file without changing it.
  const hash = createHash('sha256').update(readFileSync(lockFile)).digest('hex');
  const installedHash = existsSync(marker) ? readFileSync(marker, 'utf8').trim() : undefined;
  if (existsSync(nodeModules)) {
    if (installedHash === hash) return;
    if (isNpmInstallCurrent(nodeModules, lockFile)) {
      // Someone ran `npm install` by hand after changing dependencies: the tree already
      // matches, so adopt it instead of wiping it with `npm ci`.
      writeFileSync(marker, `${hash}\n`);
      return;
    }
  }

  console.error(existsSync(nodeModules) ? 'package-lock.json changed: npm ci ...' : 'installing dependencies: npm ci ...');
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, ['ci', '--no-audit', '--no-fund'], { cwd: repoRoot, stdio: 'inherit' });
  if (result.error) {
    console.error(`could not run npm: ${result.error.message}`);
    process.exit(1);
  }
  if (result.status !== 0) {
    console.error(`npm ci failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status ?? 1);
  }
  writeFileSync(marker, `${hash}\n`);
}

// npm keeps its own record of the installed tree in node_modules/.package-lock.json, written
// after package-lock.json on every install.
function isNpmInstallCurrent(nodeModules, lockFile) {
  const npmRecord = join(nodeModules, '.package-lock.json');
  return existsSync(npmRecord) && statSync(npmRecord).mtimeMs >= statSync(lockFile).mtimeMs;
}

function runTool(name, toolArgs) {
  const child = spawn(process.execPath, ['--import', 'tsx', join('tools', `${name}.ts`), ...toolArgs], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  // Forward signals so the tool can shut down in order. A terminal's Ctrl-C reaches the tool
  // directly as well (same process group); tools treat a repeated signal as the same request.
  const forward = (signal) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, forward);
  child.on('error', (error) => {
    console.error(`could not start tools/${name}.ts: ${error.message}`);
    process.exit(1);
  });
  child.on('exit', (code, signal) => {
    if (signal) {
      // Die of the same signal so our parent (npm, a shell, CI) sees what happened.
      for (const name of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.removeAllListeners(name);
      process.kill(process.pid, signal);
      // Not every signal terminates by default; fall back to the shell's 128+n convention.
      setTimeout(() => process.exit(128 + (constants.signals[signal] ?? 0)), 100);
      return;
    }
    process.exit(code ?? 1);
  });
}
