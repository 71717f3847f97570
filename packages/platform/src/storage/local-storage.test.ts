import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalStorage } from './local-storage.js';

let root: string;
let storage: LocalStorage;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'storage-'));
  storage = new LocalStorage(root, 'a-signing-secret-of-some-length');
});
afterAll(() => rm(root, { recursive: true, force: true }));

async function text(body: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
}

describe('LocalStorage', () => {
  it('stores a stream and reads it back with its content type', async () => {
    const stored = await storage.put('agents/A12BCD3456/poster.png', Readable.from(['hello ', 'world']), 'image/png');
    expect(stored).toEqual({ key: 'agents/A12BCD3456/poster.png', size: 11, contentType: 'image/png' });
    const object = await storage.get(stored.key);
    expect(object.contentType).toBe('image/png');
    expect(await text(object.body)).toBe('hello world');
  });

  it('never shows a half-written file under its key', async () => {
    const failing = new Readable({
      read() {
        this.push('partial');
        this.destroy(new Error('connection lost'));
      },
    });
    await expect(storage.put('uploads/broken.bin', failing, 'application/octet-stream')).rejects.toThrow('connection lost');
    expect(await storage.stat('uploads/broken.bin')).toBeNull();
    expect(await readdir(path.join(root, 'uploads'))).toEqual([]);
  });

  it('signs URLs that expire and cannot be moved to another key', async () => {
    await storage.put('a/file.txt', Readable.from(['x']), 'text/plain');
    const url = new URL(await storage.signedUrl('a/file.txt', 60), 'http://host');
    const expires = Number(url.searchParams.get('expires'));
    const signature = url.searchParams.get('signature') ?? '';
    expect(url.pathname).toBe('/files/a/file.txt');
    expect(storage.verify('a/file.txt', expires, signature)).toBe(true);
    expect(storage.verify('a/other.txt', expires, signature)).toBe(false);
    expect(storage.verify('a/file.txt', expires + 1, signature)).toBe(false);
    expect(storage.verify('a/file.txt', expires, signature, (expires + 1) * 1000)).toBe(false);
  });

  it('refuses keys that would escape its folder', async () => {
    await expect(storage.put('../escape.txt', Readable.from(['x']), 'text/plain')).rejects.toThrow('Unsafe storage key');
    await expect(storage.signedUrl('/etc/passwd')).rejects.toThrow('Unsafe storage key');
  });
});
