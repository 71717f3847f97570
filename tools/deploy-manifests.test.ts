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

/** The Dockerfile target each compose service builds (`target: <name>`). */
function composeTargets(compose: string): Set<string> {
  return new Set([...compose.matchAll(/\btarget:\s*['"]?([\w-]+)['"]?/g)].map((match) => match[1]!));
}

/** Each Dockerfile stage's name and the script its CMD runs with node (`FROM runtime AS media` ... `main.js`). */
function imageEntries(dockerfile: string): Map<string, string> {
  const entries = new Map<string, string>();
  for (const stage of dockerfile.split(/^(?=FROM )/m)) {
    const name = /^FROM\s+\S+\s+AS\s+([\w-]+)/i.exec(stage)?.[1];
    const script = /^CMD\s.*?\bnode\b[",\s]*([\w./-]+\.js)/m.exec(stage)?.[1];
    if (name && script) entries.set(name, script);
  }
  return entries;
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

  it('give every service and the gateway its own image entry, running compiled JavaScript, built by compose', async () => {
    const entries = imageEntries(await read('Dockerfile.node'));
    const services = await serviceNames();
    expect(services.length).toBeGreaterThan(0);
    const expected = new Map([
      ...services.map((name): [string, string] => [name, `services/${name}/src/main.js`]),
      ['gateway', 'gateway/src/main.js'],
    ]);
    expect(Object.fromEntries(entries)).toEqual(Object.fromEntries(expected));
    const targets = composeTargets(await read('docker-compose.yml'));
    expect([...expected.keys()].filter((name) => !targets.has(name))).toEqual([]);
    expect([...targets].filter((name) => !expected.has(name))).toEqual([]);
  });
});
