import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';

export interface ServiceEntry {
  name: string;
  main: string;
}

/** Every services/<name>/src/main.ts, so adding a service needs no change to `npm start`. */
export async function findServices(repoRoot: string): Promise<ServiceEntry[]> {
  const servicesDir = join(repoRoot, 'services');
  if (!existsSync(servicesDir)) return [];
  const entries = await readdir(servicesDir, { withFileTypes: true });
  return entries
    .filter((entry) => entry.isDirectory())
    .map((entry) => ({ name: entry.name, main: join(servicesDir, entry.name, 'src', 'main.ts') }))
    .filter((service) => existsSync(service.main))
    .sort((a, b) => a.name.localeCompare(b.name));
}
