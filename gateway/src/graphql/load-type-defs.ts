import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const modulesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../modules');

/** The SDL files under modules/, in a stable order: the same source codegen reads. */
export function loadTypeDefs(dir = modulesDir): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...loadTypeDefs(full));
    else if (entry.name.endsWith('.graphql')) found.push(readFileSync(full, 'utf8'));
  }
  return found;
}
