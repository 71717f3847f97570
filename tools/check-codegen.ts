import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { repoRoot } from './infra/paths.js';

// The outputs codegen.ts writes; they are committed, so they must match the SDL and documents.
const outputs = ['gateway/src/generated', 'web/src/gql', 'packages/client/src/generated'];

function snapshot(): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else files.set(path.relative(repoRoot, full), readFileSync(full, 'utf8'));
    }
  };
  for (const output of outputs) {
    try {
      walk(path.join(repoRoot, output));
    } catch {
      // missing output: counts as stale below
    }
  }
  return files;
}

const before = snapshot();
const result = spawnSync('npx', ['graphql-codegen', '--config', 'codegen.ts', '--silent'], { cwd: repoRoot, stdio: 'inherit' });
if (result.status !== 0) process.exit(result.status ?? 1);
const after = snapshot();
const stale = [...new Set([...before.keys(), ...after.keys()])].filter((file) => before.get(file) !== after.get(file));
if (stale.length > 0) {
  console.error(`Generated files were stale (now regenerated; commit them):\n  ${stale.join('\n  ')}`);
  process.exit(1);
}
console.log('codegen: generated files are up to date');
