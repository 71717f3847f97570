import { readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './infra/index.js';

// Issue 25, finding 9: a production install of one workspace (`npm ci --omit=dev`, or a
// workspace installed on its own) has only what its package.json declares. Locally every import
// resolves anyway, through packages hoisted for the root's dev tools or for a sibling workspace,
// so a missing declaration shows only in production. Every package a workspace's production
// source imports (tests, fixtures and examples aside) must be among its own dependencies.
const RUNTIME_WORKSPACES = [
  'gateway',
  'services/catalog',
  'services/conversation',
  'services/credits',
  'services/knowledge',
  'services/media',
  'packages/contracts',
  'packages/platform',
  'packages/local-llm',
  'packages/client',
  'packages/avatar-player',
];

const SKIPPED_DIRS = new Set(['node_modules', 'test-fixtures', 'examples', 'generated-tests']);
const isProductionSource = (file: string) =>
  /\.(?:ts|mts|tsx|js|mjs)$/.test(file) && !/\.(?:test|fixture|d)\.|\.d\.ts$/.test(file);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED_DIRS.has(entry.name) ? [] : sourceFiles(full);
    return isProductionSource(entry.name) ? [full] : [];
  });
}

/** The package a bare specifier names ("@scope/name/sub" → "@scope/name"); null for relative paths and Node's own modules. */
export function packageOf(specifier: string): string | null {
  if (specifier.startsWith('.') || specifier.startsWith('/') || specifier.startsWith('node:')) return null;
  const parts = specifier.split('/');
  const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
  return builtinModules.includes(name) ? null : name;
}

/** Every package the file imports: static and dynamic imports, re-exports and require calls. */
function importedPackages(file: string): string[] {
  const info = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  return info.importedFiles.map((ref) => packageOf(ref.fileName)).filter((name): name is string => name !== null);
}

function undeclaredImports(workspace: string): string[] {
  const manifest = JSON.parse(readFileSync(path.join(repoRoot, workspace, 'package.json'), 'utf8')) as {
    name: string;
    dependencies?: Record<string, string>;
    peerDependencies?: Record<string, string>;
  };
  const declared = new Set([
    manifest.name,
    ...Object.keys(manifest.dependencies ?? {}),
    ...Object.keys(manifest.peerDependencies ?? {}),
  ]);
  const missing = new Set<string>();
  for (const file of sourceFiles(path.join(repoRoot, workspace, 'src'))) {
    for (const name of importedPackages(file)) {
      if (!declared.has(name)) missing.add(`${name} (${path.relative(repoRoot, file)})`);
    }
  }
  return [...missing].sort();
}

describe('production dependencies', () => {
  it('names packages, not paths or Node modules', () => {
    expect(packageOf('@nats-io/jetstream')).toBe('@nats-io/jetstream');
    expect(packageOf('@aws-sdk/client-s3/dist')).toBe('@aws-sdk/client-s3');
    expect(packageOf('pdfjs-dist/legacy/build/pdf.mjs')).toBe('pdfjs-dist');
    expect(packageOf('./bus.js')).toBeNull();
    expect(packageOf('node:fs')).toBeNull();
    expect(packageOf('crypto')).toBeNull();
  });

  it.each(RUNTIME_WORKSPACES)('%s declares every package its production source imports', (workspace) => {
    expect(undeclaredImports(workspace)).toEqual([]);
  });
});
