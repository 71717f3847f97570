import { chmod, lstat, mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import mongoose from 'mongoose';
import { afterAll, describe, expect, it } from 'vitest';
import { LocalStorage } from '../../packages/platform/src/storage/local-storage.js';
import { makePrivate } from '../infra/index.js';
import { mongoEndpoint, natsEndpoint, type InfraEndpoint } from './embedded-infra.js';
import { privateDataDir } from './private-data.js';
import { loadSecrets } from './secrets.js';

/** Every file and folder under `dir` that a group or other local user may read, write or enter. */
async function opened(dir: string): Promise<string[]> {
  const found: string[] = [];
  const visit = async (path: string) => {
    const info = await lstat(path);
    if (info.isSymbolicLink()) return;
    if (info.mode & 0o077) found.push(`${path.slice(dir.length) || '/'} ${(info.mode & 0o777).toString(8)}`);
    if (info.isDirectory()) for (const name of await readdir(path)) await visit(join(path, name));
  };
  await visit(dir);
  return found;
}

const root = await mkdtemp(join(tmpdir(), 'private-data-'));
const started: InfraEndpoint[] = [];
const umaskBefore = process.umask();
afterAll(async () => {
  for (const endpoint of started) await endpoint.embedded?.stop();
  process.umask(umaskBefore);
  await rm(root, { recursive: true, force: true });
});

describe('the data folder of npm start', () => {
  it('after start, no file or folder under DATA_DIR is readable by another local user (database, NATS store, storage, secrets)', async () => {
    process.umask(0o022); // a usual login shell's umask
    const dataDir = join(root, 'data');
    // What an older version left: world-readable folders and files.
    await mkdir(join(dataDir, 'storage', 'uploads'), { recursive: true, mode: 0o755 });
    await writeFile(join(dataDir, 'storage', 'uploads', 'old.bin'), 'old upload', { mode: 0o644 });
    await chmod(join(dataDir, 'storage', 'uploads', 'old.bin'), 0o644);
    expect(await opened(dataDir)).not.toEqual([]);

    const lines: string[] = [];
    await privateDataDir(dataDir, (line) => lines.push(line));
    expect(lines.join('\n')).toMatch(/readable by other local users/);
    const secrets = await loadSecrets(dataDir, {});
    const env = { MONGODB_URI: process.env.MONGODB_URI, NATS_URL: process.env.NATS_URL };
    delete process.env.MONGODB_URI;
    delete process.env.NATS_URL;
    try {
      const mongo = await mongoEndpoint(dataDir, () => {});
      started.push(mongo);
      const nats = await natsEndpoint(dataDir, () => {}, secrets.NATS_PASSWORD);
      started.push(nats);
      const connection = await mongoose.createConnection(mongo.url, { dbName: 'avatarium' }).asPromise();
      await connection.collection('users').insertOne({ email: 'a@example.com', password_hash: '$argon2id$...' });
      await connection.close();
    } finally {
      Object.assign(process.env, Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined)));
    }
    const storage = new LocalStorage(join(dataDir, 'storage'), 'secret');
    await storage.put('uploads/u1/picture.png', Readable.from([Buffer.from('png')]), 'image/png');
    await storage.writeAt('uploads/u1/chunked.bin', 0, Readable.from([Buffer.from('chunk')]), 100);
    for (const endpoint of started.splice(0)) await endpoint.embedded?.stop();

    expect((await readdir(join(dataDir, 'mongo'))).some((name) => name.endsWith('.mv.db'))).toBe(true);
    expect(await opened(dataDir)).toEqual([]);
  });

  it('makePrivate keeps the owner bits of files and makes folders 0700', async () => {
    const dir = join(root, 'modes');
    await mkdir(join(dir, 'sub'), { recursive: true });
    await writeFile(join(dir, 'sub', 'run.sh'), '#!/bin/sh\n');
    await chmod(join(dir, 'sub', 'run.sh'), 0o755);
    await chmod(join(dir, 'sub'), 0o775);
    expect(await makePrivate(dir)).toBeGreaterThanOrEqual(2);
    expect((await lstat(join(dir, 'sub', 'run.sh'))).mode & 0o777).toBe(0o700);
    expect((await lstat(join(dir, 'sub'))).mode & 0o777).toBe(0o700);
    expect(await makePrivate(dir)).toBe(0);
  });
});
