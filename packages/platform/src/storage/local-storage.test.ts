import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalStorage } from './local-storage.js';
import { storageFailureOf, WriteLimitError } from './storage.js';

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

  it('lists complete objects under a folder at any depth, without metadata or files being written', async () => {
    await storage.put('parts/u1/a.part', Readable.from(['aa']), 'application/octet-stream');
    await storage.put('parts/u2/deep/b.part', Readable.from(['bbb']), 'application/octet-stream');
    await writeFile(path.join(root, 'parts/u1/c.part.1234.partial'), 'half');
    const listed = [];
    for await (const object of storage.list('parts')) listed.push(object);
    expect(listed.map(({ key, size }) => ({ key, size })).sort((a, b) => a.key.localeCompare(b.key))).toEqual([
      { key: 'parts/u1/a.part', size: 2 },
      { key: 'parts/u2/deep/b.part', size: 3 },
    ]);
    expect(listed[0]!.modifiedAt).toBeInstanceOf(Date);
    const none = [];
    for await (const object of storage.list('missing')) none.push(object);
    expect(none).toEqual([]);
  });

  it('writes pieces of one file at their offsets, in any order, then publishes it under its key', async () => {
    // The second piece first: the first write makes the file and leaves the gap for the other.
    expect(await storage.writeAt('work/u1.data', 6, Readable.from([Buffer.from('world')]), 5)).toBe(5);
    expect(await storage.writeAt('work/u1.data', 0, Readable.from([Buffer.from('hel'), Buffer.from('lo ')]), 6)).toBe(6);
    // A piece sent again writes the same bytes over itself.
    await storage.writeAt('work/u1.data', 0, Readable.from([Buffer.from('hello ')]), 6);
    const published = await storage.publish('work/u1.data', 'files/greeting.txt', 'text/plain', 11);
    expect(published).toEqual({ key: 'files/greeting.txt', size: 11, contentType: 'text/plain' });
    const object = await storage.get('files/greeting.txt');
    expect(object.contentType).toBe('text/plain');
    expect(await text(object.body)).toBe('hello world');
    expect(await storage.stat('work/u1.data')).toBeNull();
  });

  it('never writes past the limit it is given, and cuts a published file to its size', async () => {
    await expect(storage.writeAt('work/u2.data', 4, Readable.from([Buffer.from('abc'), Buffer.from('def')]), 4)).rejects.toThrow(
      WriteLimitError,
    );
    // 'abc' went in; 'def' would have crossed the limit and was not written.
    expect(await readFile(path.join(root, 'work/u2.data'), 'latin1')).toBe('\0\0\0\0abc');
    await storage.writeAt('work/u2.data', 0, Readable.from([Buffer.from('wxyz')]), 4);
    await storage.publish('work/u2.data', 'files/cut.bin', 'application/octet-stream', 5);
    expect(await text((await storage.get('files/cut.bin')).body)).toBe('wxyza');
  });

  it('gives command-line tools the file itself', async () => {
    await storage.put('tools/x.txt', Readable.from(['tool']), 'text/plain');
    expect(await readFile(await storage.toolInput('tools/x.txt'), 'utf8')).toBe('tool');
  });
});

describe('storageFailureOf', () => {
  it('tells denied, unconfigured and other failures apart for both storages', () => {
    expect(storageFailureOf(Object.assign(new Error('x'), { code: 'EACCES' }))).toBe('denied');
    expect(storageFailureOf(Object.assign(new Error('x'), { name: 'AccessDenied', $metadata: { httpStatusCode: 403 } }))).toBe(
      'denied',
    );
    expect(storageFailureOf(Object.assign(new Error('x'), { name: 'NoSuchBucket' }))).toBe('unconfigured');
    expect(storageFailureOf(Object.assign(new Error('x'), { code: 'ENOTDIR' }))).toBe('unconfigured');
    expect(storageFailureOf(new Error('x', { cause: Object.assign(new Error('y'), { code: 'ECONNREFUSED' }) }))).toBe(
      'unconfigured',
    );
    expect(storageFailureOf(new Error('disk full'))).toBe('failed');
    expect(storageFailureOf('nonsense')).toBe('failed');
  });
});
