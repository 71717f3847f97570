import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

// Which test files need the shared database server (the integration project) and which run
// without any infrastructure (the unit project, seconds, no JVM). Decided by content, so a new
// test lands in the right project by itself: a test is an integration test when it, or a test
// kit / tool file it imports (followed transitively; production code never starts servers),
// asks for the run's database (vitest's inject of mongoUri) or starts a server of its own.

const TEST_ROOTS = ['gateway', 'services', 'packages', 'tools', 'testkit', 'web', 'eval', 'bench'];
const TEST_FILE = /\.test\.tsx?$/;
const SKIPPED_DIRS = new Set(['node_modules', 'dist', '.git', 'data']);
/** Folders whose files may start infrastructure: followed when a test imports them. */
const SUPPORT_DIRS = ['testkit', 'tools', 'eval', 'bench', 'e2e'];
const NEEDS_INFRASTRUCTURE =
  /inject\(\s*['"]mongoUri['"]\s*\)|(?<!function )\bstart(Mongo|Nats)\s*\(|tools\/infra\/(index|mongo-server|nats-server)\.js/;
const RELATIVE_IMPORT = /(?:from\s+|import\(\s*|import\s+)['"](\.{1,2}\/[^'"]+)['"]/g;

function testFilesUnder(root: string, dir: string, found: string[]): string[] {
  const entries = (() => {
    try {
      return readdirSync(path.join(root, dir), { withFileTypes: true });
    } catch {
      return []; // a root this checkout does not have
    }
  })();
  for (const entry of entries) {
    if (SKIPPED_DIRS.has(entry.name)) continue;
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) testFilesUnder(root, relative, found);
    else if (TEST_FILE.test(entry.name)) found.push(relative);
  }
  return found;
}

const sources = new Map<string, string>();

function sourceOf(root: string, file: string): string {
  const cached = sources.get(file);
  if (cached !== undefined) return cached;
  let source = '';
  for (const candidate of [file, file.replace(/\.js$/, '.ts'), file.replace(/\.js$/, '.tsx')]) {
    try {
      source = readFileSync(path.join(root, candidate), 'utf8');
      break;
    } catch {
      // try the next spelling
    }
  }
  sources.set(file, source);
  return source;
}

function isSupportFile(file: string): boolean {
  return SUPPORT_DIRS.some((dir) => file === dir || file.startsWith(`${dir}/`));
}

export function splitTestFiles(root: string): { unit: string[]; integration: string[] } {
  // Only "yes" is remembered across test files: a "no" found while an import cycle was cut short
  // is not final.
  const known = new Set<string>();
  const needsInfrastructure = (file: string, visiting: Set<string>): boolean => {
    if (known.has(file)) return true;
    if (visiting.has(file)) return false;
    visiting.add(file);
    const source = sourceOf(root, file);
    let verdict = NEEDS_INFRASTRUCTURE.test(source);
    for (const match of source.matchAll(RELATIVE_IMPORT)) {
      if (verdict) break;
      const target = path.normalize(path.join(path.dirname(file), match[1]!));
      if (isSupportFile(target)) verdict = needsInfrastructure(target, visiting);
    }
    if (verdict) known.add(file);
    return verdict;
  };
  const unit: string[] = [];
  const integration: string[] = [];
  for (const dir of TEST_ROOTS) {
    for (const file of testFilesUnder(root, dir, [])) {
      (needsInfrastructure(file, new Set()) ? integration : unit).push(file);
    }
  }
  return { unit, integration };
}
