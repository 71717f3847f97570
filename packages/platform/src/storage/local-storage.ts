import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { constants } from 'node:fs';
import { mkdir, open, readdir, readFile, rename, rm, stat, truncate, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  assertSafeKey,
  WriteLimitError,
  type ListedObject,
  type SignedUrlOptions,
  type Storage,
  type StoredObject,
} from './storage.js';

export const LOCAL_FILES_ROUTE = '/files';

/**
 * Stored files are the users' uploads and the platform's own data: readable by the platform's
 * user only, whatever the process umask (folders 0700, files 0600).
 */
const PRIVATE_DIR = 0o700;
const PRIVATE_FILE = 0o600;
/** writeAt gathers up to this much before writing (bounded memory per chunk written). */
const WRITE_BATCH_BYTES = 1024 * 1024;

/** Files under a directory; URLs are HMAC-signed with an expiry and served by the gateway. */
export class LocalStorage implements Storage {
  constructor(
    private readonly root: string,
    private readonly signingSecret: string,
  ) {}

  private pathOf(key: string): string {
    assertSafeKey(key);
    return path.join(this.root, key);
  }

  async put(key: string, body: Readable, contentType: string): Promise<StoredObject> {
    const target = this.pathOf(key);
    await mkdir(path.dirname(target), { recursive: true, mode: PRIVATE_DIR });
    // Write aside, then rename: a half-written file is never visible under its key.
    const temp = `${target}.${randomUUID()}.partial`;
    try {
      await pipeline(body, createWriteStream(temp, { mode: PRIVATE_FILE }));
      await writeFile(`${temp}.meta`, JSON.stringify({ contentType }), { mode: PRIVATE_FILE });
      await rename(`${temp}.meta`, `${target}.meta`);
      await rename(temp, target);
    } catch (error) {
      await rm(temp, { force: true });
      await rm(`${temp}.meta`, { force: true });
      throw error;
    }
    const info = await stat(target);
    return { key, size: info.size, contentType };
  }

  async writeAt(key: string, offset: number, body: Readable, maxBytes: number): Promise<number> {
    const target = this.pathOf(key);
    await mkdir(path.dirname(target), { recursive: true, mode: PRIVATE_DIR });
    // Created when missing, never truncated: other writers fill the other ranges of the same file.
    const file = await open(target, constants.O_RDWR | constants.O_CREAT, PRIVATE_FILE);
    let written = 0;
    // The stream's pieces (tens of KB) gathered into one write of up to WRITE_BATCH_BYTES: a
    // write per piece costs a thread-pool round trip each, most of a chunk's time in place.
    let batch: Buffer[] = [];
    let batched = 0;
    const flush = async () => {
      let done = 0;
      while (done < batched) {
        const { bytesWritten } = await file.writev(
          done === 0 ? batch : [Buffer.concat(batch).subarray(done)],
          offset + written + done,
        );
        done += bytesWritten;
      }
      written += batched;
      batch = [];
      batched = 0;
    };
    try {
      for await (const chunk of body as AsyncIterable<Buffer>) {
        if (written + batched + chunk.length > maxBytes) {
          await flush(); // what came before the limit is written, as it would be unbatched
          throw new WriteLimitError(maxBytes);
        }
        batch.push(chunk);
        batched += chunk.length;
        if (batched >= WRITE_BATCH_BYTES) await flush();
      }
      await flush();
    } finally {
      await file.close();
    }
    return written;
  }

  async publish(from: string, to: string, contentType: string, size: number): Promise<StoredObject> {
    const source = this.pathOf(from);
    const target = this.pathOf(to);
    await mkdir(path.dirname(target), { recursive: true, mode: PRIVATE_DIR });
    await truncate(source, size);
    await writeFile(`${target}.meta`, JSON.stringify({ contentType }), { mode: PRIVATE_FILE });
    await rename(source, target);
    return { key: to, size, contentType };
  }

  async get(key: string, options: { readBytes?: number } = {}): Promise<{ body: Readable; size: number; contentType: string }> {
    const object = await this.stat(key);
    if (!object) throw new Error(`Not found: ${key}`);
    const body = createReadStream(this.pathOf(key), { highWaterMark: options.readBytes });
    return { body, size: object.size, contentType: object.contentType };
  }

  async stat(key: string): Promise<StoredObject | null> {
    const target = this.pathOf(key);
    try {
      const info = await stat(target);
      if (!info.isFile()) return null;
      const meta = JSON.parse(await readFile(`${target}.meta`, 'utf8').catch(() => '{}')) as { contentType?: string };
      return { key, size: info.size, contentType: meta.contentType ?? 'application/octet-stream' };
    } catch {
      return null;
    }
  }

  async delete(key: string): Promise<void> {
    const target = this.pathOf(key);
    await rm(target, { force: true });
    await rm(`${target}.meta`, { force: true });
  }

  async signedUrl(key: string, ttlSeconds = 3600, options: SignedUrlOptions = {}): Promise<string> {
    assertSafeKey(key);
    const expires = Math.floor(Date.now() / 1000) + ttlSeconds;
    const name = options.downloadName;
    const download = name ? `&download=${encodeURIComponent(name)}` : '';
    return `${LOCAL_FILES_ROUTE}/${key}?expires=${expires}${download}&signature=${this.sign(key, expires, name || null)}`;
  }

  async signedUploadUrl(key: string, contentType: string, maxBytes: number, ttlSeconds = 3600): Promise<string> {
    assertSafeKey(key);
    const expires = Math.floor(Date.now() / 1000) + ttlSeconds;
    const signature = this.signUpload(key, expires, maxBytes, contentType);
    return `${LOCAL_FILES_ROUTE}/${key}?expires=${expires}&max=${maxBytes}&signature=${signature}`;
  }

  /** Checks a URL made by signedUploadUrl for a PUT with this content type. */
  verifyUpload(
    key: string,
    expires: number,
    maxBytes: number,
    contentType: string,
    signature: string,
    now = Date.now(),
  ): boolean {
    if (!Number.isInteger(expires) || expires * 1000 < now || !Number.isInteger(maxBytes) || maxBytes <= 0) return false;
    const expected = Buffer.from(this.signUpload(key, expires, maxBytes, contentType));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  async *list(folder: string): AsyncIterable<ListedObject> {
    const dir = this.pathOf(folder);
    let entries;
    try {
      entries = await readdir(dir, { recursive: true, withFileTypes: true });
    } catch (error) {
      if ((error as { code?: string }).code === 'ENOENT') return;
      throw error;
    }
    for (const entry of entries) {
      // Content types live beside each file in `.meta`; `.partial` files are still being written.
      if (!entry.isFile() || entry.name.endsWith('.meta') || entry.name.endsWith('.partial')) continue;
      const file = path.join(entry.parentPath, entry.name);
      const info = await stat(file).catch(() => null);
      if (!info) continue;
      yield { key: path.relative(this.root, file).split(path.sep).join('/'), size: info.size, modifiedAt: info.mtime };
    }
  }

  async toolInput(key: string): Promise<string> {
    return this.pathOf(key);
  }

  /** Checks a URL made by signedUrl: right key (and download name, if any), not expired, signature intact. */
  verify(key: string, expires: number, signature: string, now = Date.now(), downloadName: string | null = null): boolean {
    if (!Number.isInteger(expires) || expires * 1000 < now) return false;
    const expected = Buffer.from(this.sign(key, expires, downloadName || null));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  /** A different message from downloads' (`put` first), so a download link never works as an upload link. */
  private signUpload(key: string, expires: number, maxBytes: number, contentType: string): string {
    return createHmac('sha256', this.signingSecret)
      .update(`put\n${key}\n${expires}\n${maxBytes}\n${contentType}`)
      .digest('base64url');
  }

  /** A download under another name signs a different message (`download` first) that binds the name. */
  private sign(key: string, expires: number, downloadName: string | null): string {
    const message = downloadName === null ? `${key}\n${expires}` : `download\n${key}\n${expires}\n${downloadName}`;
    return createHmac('sha256', this.signingSecret).update(message).digest('base64url');
  }
}
