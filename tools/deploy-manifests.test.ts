import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './infra/index.js';

// The image installs with `npm ci` before the sources arrive, so a workspace whose package.json
// is not copied in that stage installs none of its dependencies and its process fails at start
// (the knowledge service once lacked pdfjs-dist, htmlparser2 and papaparse that way). Parsing the
// files is enough to catch it, without a Docker engine.
const read = (file: string) => readFile(path.join(repoRoot, file), 'utf8');

/** The workspace folders the root package.json declares ("services/*" expanded), with a manifest. */
async function workspaceFolders(): Promise<string[]> {
  const patterns = (JSON.parse(await read('package.json')) as { workspaces: string[] }).workspaces;
  const folders: string[] = [];
  for (const pattern of patterns) {
    if (!pattern.endsWith('/*')) {
      folders.push(pattern);
      continue;
    }
    const parent = pattern.slice(0, -2);
    for (const entry of await readdir(path.join(repoRoot, parent), { withFileTypes: true })) {
      if (entry.isDirectory()) folders.push(`${parent}/${entry.name}`);
    }
  }
  return folders.filter((folder) => existsSync(path.join(repoRoot, folder, 'package.json'))).sort();
}

/** The folders whose package.json the Dockerfile copies (`COPY <folder>/package.json <folder>/`). */
function copiedManifests(dockerfile: string): Set<string> {
  const copied = new Set<string>();
  for (const match of dockerfile.matchAll(/^COPY\s+(\S+)\/package\.json\s+\1\/?\s*$/gm)) copied.add(match[1]!);
  return copied;
}

/** The SERVICE each compose service runs (`environment: SERVICE: <name>`). */
function composeServices(compose: string): Set<string> {
  return new Set([...compose.matchAll(/^\s+SERVICE:\s*['"]?([\w-]+)['"]?\s*$/gm)].map((match) => match[1]!));
}

/** The services the image can start: services/<name>/src/main.ts. */
async function serviceNames(): Promise<string[]> {
  const entries = await readdir(path.join(repoRoot, 'services'), { withFileTypes: true });
  return entries
    .filter((entry) => entry.isDirectory() && existsSync(path.join(repoRoot, 'services', entry.name, 'src/main.ts')))
    .map((entry) => entry.name)
    .sort();
}

describe('the production image and compose file', () => {
  it('copy every workspace manifest before npm ci', async () => {
    const dockerfile = await read('Dockerfile.node');
    const copied = copiedManifests(dockerfile);
    const missing = (await workspaceFolders()).filter((folder) => !copied.has(folder));
    expect(missing).toEqual([]);
    // The manifests must land before the install, or the copies are useless.
    const lastManifest = Math.max(...[...dockerfile.matchAll(/^COPY\s+\S+\/package\.json/gm)].map((m) => m.index!));
    expect(lastManifest).toBeLessThan(dockerfile.indexOf('RUN npm ci'));
  });

  it('give every service and the gateway a compose entry the image can start', async () => {
    const compose = composeServices(await read('docker-compose.yml'));
    const services = await serviceNames();
    expect(services.length).toBeGreaterThan(0);
    expect([...services, 'gateway'].filter((name) => !compose.has(name))).toEqual([]);
    // Every name compose asks for has an entry point the image's CMD runs.
    const unstartable = [...compose].filter((name) => name !== 'gateway' && !services.includes(name));
    expect(unstartable).toEqual([]);
  });
});
