import { copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { repoRoot } from './infra/paths.js';

// Issue 25, finding 9: production runs JavaScript, not TypeScript through tsx. Every runtime
// workspace compiles file by file (no bundle) into build/app with the same folder layout, so
// each path a module finds beside itself (`new URL('./x.graphql', import.meta.url)`, a worker's
// sibling file, `../../package.json`) still holds; files that are not TypeScript are copied.
// The manifests keep their dependencies (so `npm ci --omit=dev` against the same lock file
// installs exactly what production needs) with `exports` pointing at the .js files.

/** The workspaces a production process runs, compiled. */
export const COMPILED_WORKSPACES = [
  'packages/contracts',
  'packages/platform',
  'packages/local-llm',
  'services/catalog',
  'services/conversation',
  'services/credits',
  'services/knowledge',
  'services/media',
  'gateway',
] as const;

/** The services and the gateway: each runs `node <workspace>/src/main.js`. */
export const PROCESS_WORKSPACES = COMPILED_WORKSPACES.filter((ws) => ws === 'gateway' || ws.startsWith('services/'));

// npm ci checks the lock file against every workspace it names, so the other manifests come along as they are.
const MANIFEST_ONLY_WORKSPACES = ['web', 'packages/avatar-player', 'packages/client'];

export const buildDir = path.join(repoRoot, 'build/app');

const SKIPPED_DIRS = new Set(['node_modules', 'test-fixtures', 'generated-tests']);
const isTestFile = (name: string) => /\.(?:test|fixture)\.[cm]?tsx?$/.test(name) || name.endsWith('.d.ts');

function sourceTree(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED_DIRS.has(entry.name) ? [] : sourceTree(full);
    return isTestFile(entry.name) ? [] : [full];
  });
}

const toJs = (value: string) => value.replace(/\.ts$/, '.js');

function writeManifest(workspace: string, compiled: boolean): void {
  const manifest = JSON.parse(readFileSync(path.join(repoRoot, workspace, 'package.json'), 'utf8')) as {
    exports?: Record<string, string>;
    scripts?: Record<string, string>;
  };
  if (compiled) {
    if (manifest.exports) {
      manifest.exports = Object.fromEntries(Object.entries(manifest.exports).map(([key, file]) => [key, toJs(file)]));
    }
    if (manifest.scripts?.start) manifest.scripts = { start: 'node src/main.js' };
  }
  mkdirSync(path.join(buildDir, workspace), { recursive: true });
  writeFileSync(path.join(buildDir, workspace, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
}

async function compileWorkspace(workspace: string): Promise<void> {
  const srcDir = path.join(repoRoot, workspace, 'src');
  const files = sourceTree(srcDir);
  const outDir = path.join(buildDir, workspace, 'src');
  await build({
    entryPoints: files.filter((file) => file.endsWith('.ts')),
    outdir: outDir,
    outbase: srcDir,
    bundle: false,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    logLevel: 'warning',
  });
  for (const file of files.filter((name) => !name.endsWith('.ts'))) {
    const target = path.join(outDir, path.relative(srcDir, file));
    mkdirSync(path.dirname(target), { recursive: true });
    copyFileSync(file, target);
  }
  writeManifest(workspace, true);
}

/** Writes build/app: root manifest and lock file, every workspace manifest, the compiled runtime workspaces. */
export async function buildServices(): Promise<void> {
  rmSync(buildDir, { recursive: true, force: true });
  mkdirSync(buildDir, { recursive: true });
  for (const file of ['package.json', 'package-lock.json']) copyFileSync(path.join(repoRoot, file), path.join(buildDir, file));
  for (const workspace of MANIFEST_ONLY_WORKSPACES) writeManifest(workspace, false);
  await Promise.all(COMPILED_WORKSPACES.map(compileWorkspace));
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename ?? '')) {
  const started = Date.now();
  await buildServices();
  console.log(`services compiled into ${path.relative(repoRoot, buildDir)} in ${Date.now() - started} ms`);
}
