import {
  CreateMultipartUploadCommand,
  HeadObjectCommand,
  ListMultipartUploadsCommand,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { AssumeRoleCommand, STSClient } from '@aws-sdk/client-sts';
import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Bucket, type S3Bucket } from '../../../../testkit/s3-bucket.js';
import { ensureSystemPackages, freePort, type S3ServerHandle } from '../../../../tools/infra/index.js';
import { S3Storage, type S3Settings } from './s3-storage.js';
import { MULTIPART_MIN_PART_BYTES, storageFailureOf, type ListedObject } from './storage.js';

const run = promisify(execFile);
const BUCKET = 'avatarium-test';

let server: S3ServerHandle;
let bucket: S3Bucket;
let admin: S3Client;
let storage: S3Storage;

function settings(overrides: Partial<S3Settings> = {}): S3Settings {
  return {
    endpoint: server.endpoint,
    region: server.region,
    bucket: BUCKET,
    accessKeyId: server.accessKeyId,
    secretAccessKey: server.secretAccessKey,
    forcePathStyle: true,
    ...overrides,
  };
}

beforeAll(async () => {
  bucket = await startS3Bucket(BUCKET);
  ({ server, admin } = bucket);
  storage = new S3Storage(settings());
}, 15 * 60_000);

afterAll(() => bucket?.stop());

/** A body that arrives in pieces, of unknown length, like an upload being streamed through. */
function streamOf(bytes: Buffer, chunkSize = 64 * 1024): Readable {
  return Readable.from(
    (function* () {
      for (let offset = 0; offset < bytes.length; offset += chunkSize) yield bytes.subarray(offset, offset + chunkSize);
    })(),
  );
}

async function bytesOf(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

async function listed(folder: string, from: S3Storage = storage): Promise<ListedObject[]> {
  const objects = [];
  for await (const object of from.list(folder)) objects.push(object);
  return objects.sort((a, b) => a.key.localeCompare(b.key));
}

async function failureOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    return storageFailureOf(error);
  }
  throw new Error('expected the storage call to fail');
}

describe('S3Storage against MinIO', () => {
  it('stores a streamed body and reads it back with its content type', async () => {
    const bytes = randomBytes(5_000);
    const stored = await storage.put('agents/A12BCD3456/poster.png', streamOf(bytes, 1_000), 'image/png');
    expect(stored).toEqual({ key: 'agents/A12BCD3456/poster.png', size: 5_000, contentType: 'image/png' });

    const object = await storage.get(stored.key);
    expect(object.size).toBe(5_000);
    expect(object.contentType).toBe('image/png');
    expect((await bytesOf(object.body)).equals(bytes)).toBe(true);
    expect(await storage.stat(stored.key)).toEqual(stored);
  });

  it('stores an empty body and keeps a content type with parameters', async () => {
    const stored = await storage.put('exports/empty.csv', Readable.from([]), 'text/csv; charset=utf-8');
    expect(stored).toEqual({ key: 'exports/empty.csv', size: 0, contentType: 'text/csv; charset=utf-8' });
    const object = await storage.get(stored.key);
    expect(object).toMatchObject({ size: 0, contentType: 'text/csv; charset=utf-8' });
    expect((await bytesOf(object.body)).length).toBe(0);
  });

  it('streams a large body as a multipart upload', async () => {
    const bytes = randomBytes(12 * 1024 * 1024 + 123);
    const stored = await storage.put('uploads/u1/a1/big.mp4', streamOf(bytes), 'video/mp4');
    expect(stored).toEqual({ key: 'uploads/u1/a1/big.mp4', size: bytes.length, contentType: 'video/mp4' });

    // A multipart object's ETag ends with "-<number of parts>": 5 MiB parts, so 3.
    const head = await admin.send(new HeadObjectCommand({ Bucket: BUCKET, Key: stored.key }));
    expect(head.ETag).toMatch(/-3"$/);
    const object = await storage.get(stored.key);
    expect(object.contentType).toBe('video/mp4');
    expect(object.size).toBe(bytes.length);
    expect(sha256(await bytesOf(object.body))).toBe(sha256(bytes));
  });

  it('writes an object part by part (a part sent again replaces it), visible only once completed, or aborted', async () => {
    const parts = [randomBytes(MULTIPART_MIN_PART_BYTES + 10), randomBytes(1_000)];
    const key = 'uploads/u1/a1/parts.mp4';
    const id = await storage.multipart.start(key, 'video/mp4');
    // The second part first, and the first one twice: parts come in any order, numbers decide.
    const second = await storage.multipart.putPart(key, id, 2, Readable.from([parts[1]!]), parts[1]!.length);
    await storage.multipart.putPart(key, id, 1, Readable.from([randomBytes(parts[0]!.length)]), parts[0]!.length);
    const first = await storage.multipart.putPart(key, id, 1, streamOf(parts[0]!), parts[0]!.length);
    expect(await storage.stat(key)).toBeNull();
    const stored = await storage.multipart.complete(key, id, [
      { partNumber: 2, etag: second },
      { partNumber: 1, etag: first },
    ]);
    expect(stored).toEqual({ key, size: parts[0]!.length + parts[1]!.length, contentType: 'video/mp4' });
    expect(sha256(await bytesOf((await storage.get(key)).body))).toBe(sha256(Buffer.concat(parts)));

    const dropped = 'uploads/u1/a1/dropped.mp4';
    const other = await storage.multipart.start(dropped, 'video/mp4');
    await storage.multipart.putPart(dropped, other, 1, Readable.from([parts[1]!]), parts[1]!.length);
    await storage.multipart.abort(dropped, other);
    await storage.multipart.abort(dropped, other); // already gone: nothing to do
    const pending = await admin.send(new ListMultipartUploadsCommand({ Bucket: BUCKET, Prefix: dropped }));
    expect(pending.Uploads ?? []).toEqual([]);
    expect(await storage.stat(dropped)).toBeNull();
  });

  it('never shows an object whose body failed half-way, and leaves no parts behind', async () => {
    const failing = (size: number) => {
      let sent = 0;
      return new Readable({
        read() {
          if (sent >= size) return this.destroy(new Error('connection lost'));
          sent += 1024 * 1024;
          this.push(randomBytes(1024 * 1024));
        },
      });
    };
    await expect(storage.put('uploads/broken-small.bin', failing(1024 * 1024), 'application/octet-stream')).rejects.toThrow(
      'connection lost',
    );
    // 7 MiB: one 5 MiB part was already sent when the body fails.
    await expect(storage.put('uploads/broken-big.bin', failing(7 * 1024 * 1024), 'application/octet-stream')).rejects.toThrow(
      'connection lost',
    );
    expect(await storage.stat('uploads/broken-small.bin')).toBeNull();
    expect(await storage.stat('uploads/broken-big.bin')).toBeNull();
    const pending = await admin.send(new ListMultipartUploadsCommand({ Bucket: BUCKET, Prefix: 'uploads/broken' }));
    expect(pending.Uploads ?? []).toEqual([]);
  });

  it('tells a missing object (null) from a present one, and deletes', async () => {
    expect(await storage.stat('nothing/here.txt')).toBeNull();
    await storage.put('gone/soon.txt', Readable.from(['bye']), 'text/plain');
    expect(await storage.stat('gone/soon.txt')).toEqual({ key: 'gone/soon.txt', size: 3, contentType: 'text/plain' });
    await storage.delete('gone/soon.txt');
    expect(await storage.stat('gone/soon.txt')).toBeNull();
    await storage.delete('gone/soon.txt'); // deleting what is not there is fine
    await expect(storage.get('gone/soon.txt')).rejects.toMatchObject({ name: 'NoSuchKey' });
  });

  it('refuses unsafe keys before asking the server', async () => {
    await expect(storage.put('../escape.txt', Readable.from(['x']), 'text/plain')).rejects.toThrow('Unsafe storage key');
    await expect(storage.signedUrl('/etc/passwd')).rejects.toThrow('Unsafe storage key');
  });

  it('lists complete objects under a folder at any depth, not uploads in progress', async () => {
    await storage.put('parts/u1/a.part', Readable.from(['aa']), 'application/octet-stream');
    await storage.put('parts/u2/deep/b.part', Readable.from(['bbb']), 'application/octet-stream');
    await storage.put('partsx/c.part', Readable.from(['c']), 'application/octet-stream'); // same prefix, other folder
    const inProgress = await admin.send(new CreateMultipartUploadCommand({ Bucket: BUCKET, Key: 'parts/u3/c.part' }));
    await admin.send(
      new UploadPartCommand({
        Bucket: BUCKET,
        Key: 'parts/u3/c.part',
        UploadId: inProgress.UploadId,
        PartNumber: 1,
        Body: 'half',
      }),
    );

    const objects = await listed('parts');
    expect(objects.map(({ key, size }) => ({ key, size }))).toEqual([
      { key: 'parts/u1/a.part', size: 2 },
      { key: 'parts/u2/deep/b.part', size: 3 },
    ]);
    expect(objects[0]!.modifiedAt).toBeInstanceOf(Date);
    expect(Math.abs(objects[0]!.modifiedAt.getTime() - Date.now())).toBeLessThan(60_000);
    expect(await listed('missing')).toEqual([]);
  });

  it('lists past the first page of 1,000 keys', async () => {
    const keys = Array.from({ length: 1_005 }, (_, index) => `many/${String(index).padStart(4, '0')}.txt`);
    for (let start = 0; start < keys.length; start += 50) {
      await Promise.all(
        keys.slice(start, start + 50).map((key) => admin.send(new PutObjectCommand({ Bucket: BUCKET, Key: key, Body: 'x' }))),
      );
    }
    expect((await listed('many')).map(({ key }) => key)).toEqual(keys);
  }, 60_000);

  it('hands out presigned upload URLs a browser can PUT a file to, bound to its content type', async () => {
    const url = await storage.signedUploadUrl('collections/u1/c1/heroshot-a.mp4', 'video/mp4', 100 * 1024 * 1024, 60);
    const body = randomBytes(2048);
    const wrongType = await fetch(url, { method: 'PUT', body, headers: { 'content-type': 'text/html' } });
    expect(wrongType.status).toBe(403);
    expect(await storage.stat('collections/u1/c1/heroshot-a.mp4')).toBeNull();
    const put = await fetch(url, { method: 'PUT', body, headers: { 'content-type': 'video/mp4' } });
    expect(put.status).toBe(200);
    expect(await storage.stat('collections/u1/c1/heroshot-a.mp4')).toMatchObject({ size: 2048, contentType: 'video/mp4' });
  });

  it('hands out presigned URLs that plain fetch can read until they expire', async () => {
    const bytes = randomBytes(3_000);
    await storage.put('signed/file.bin', streamOf(bytes, 700), 'application/pdf');

    const url = await storage.signedUrl('signed/file.bin', 60);
    const reply = await fetch(url);
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await reply.arrayBuffer()).equals(bytes)).toBe(true);

    const ranged = await fetch(url, { headers: { range: 'bytes=10-19' } });
    expect(ranged.status).toBe(206);
    expect(Buffer.from(await ranged.arrayBuffer()).equals(bytes.subarray(10, 20))).toBe(true);

    const tampered = new URL(url);
    const signature = tampered.searchParams.get('X-Amz-Signature')!;
    tampered.searchParams.set('X-Amz-Signature', `${signature.slice(0, -1)}${signature.endsWith('0') ? '1' : '0'}`);
    const refusedTampered = await fetch(tampered);
    expect(refusedTampered.status).toBe(403);
    expect(await refusedTampered.text()).toContain('SignatureDoesNotMatch');

    await storage.put('signed/other.bin', Readable.from(['other']), 'text/plain');
    const moved = new URL(url);
    moved.pathname = moved.pathname.replace('file.bin', 'other.bin');
    expect((await fetch(moved)).status).toBe(403);

    const shortLived = await storage.signedUrl('signed/file.bin', 2);
    expect((await fetch(shortLived)).status).toBe(200);
    // Signed at a whole second (X-Amz-Date): wait until that second plus the TTL is over.
    const signedAt = new URL(shortLived).searchParams.get('X-Amz-Date')!;
    const signedMs = Date.parse(signedAt.replace(/^(\d{4})(\d\d)(\d\d)T(\d\d)(\d\d)(\d\d)Z$/, '$1-$2-$3T$4:$5:$6Z'));
    await sleep(signedMs + 3_200 - Date.now());
    const expired = await fetch(shortLived);
    expect(expired.status).toBe(403);
    expect(await expired.text()).toMatch(/expired/i);
  });

  it(
    'gives ffprobe a location it can read and seek in',
    async () => {
      await ensureSystemPackages(['ffmpeg']); // apt-get as root when missing, hence the longer timeout
      const work = await mkdtemp(path.join(tmpdir(), 's3-tool-'));
      try {
        // MP4 without faststart: the index (moov) is at the end, so ffprobe must seek there.
        const file = path.join(work, 'clip.mp4');
        await run('ffmpeg', ['-v', 'error', '-f', 'lavfi', '-i', 'testsrc=size=64x64:rate=10:duration=2', '-c:v', 'mpeg4', file]);
        await storage.put('tools/clip.mp4', streamOf(await readFile(file), 4_096), 'video/mp4');

        const input = await storage.toolInput('tools/clip.mp4');
        expect(input).toMatch(/^http:\/\//);
        const { stdout } = await run('ffprobe', ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', input]);
        const probe = JSON.parse(stdout) as { format: { duration: string }; streams: { codec_type: string; width: number }[] };
        expect(Number(probe.format.duration)).toBeCloseTo(2, 1);
        expect(probe.streams).toMatchObject([{ codec_type: 'video', width: 64 }]);
      } finally {
        await rm(work, { recursive: true, force: true });
      }
    },
    5 * 60_000,
  );
});

describe('storageFailureOf with errors from a real S3 server', () => {
  it('calls a missing bucket unconfigured, whatever the operation', async () => {
    const noBucket = new S3Storage(settings({ bucket: 'no-such-bucket' }));
    expect(await failureOf(noBucket.put('a/b.txt', Readable.from(['x']), 'text/plain'))).toBe('unconfigured');
    expect(await failureOf(noBucket.get('a/b.txt'))).toBe('unconfigured');
    expect(await failureOf(noBucket.stat('a/b.txt'))).toBe('unconfigured');
    expect(await failureOf(listed('a', noBucket))).toBe('unconfigured');
  });

  it('calls wrong credentials unconfigured, whatever the operation', async () => {
    for (const wrong of [{ accessKeyId: 'nobody-we-know' }, { secretAccessKey: 'not-the-right-secret' }]) {
      const badKeys = new S3Storage(settings(wrong));
      expect(await failureOf(badKeys.put('a/b.txt', Readable.from(['x']), 'text/plain'))).toBe('unconfigured');
      expect(await failureOf(badKeys.get('a/b.txt'))).toBe('unconfigured');
      expect(await failureOf(badKeys.stat('a/b.txt'))).toBe('unconfigured');
      expect(await failureOf(listed('a', badKeys))).toBe('unconfigured');
    }
  });

  it('calls a refusal by the access policy denied', async () => {
    await storage.put('policy/readable.txt', Readable.from(['read me']), 'text/plain');
    // Temporary credentials whose session policy only allows reading under policy/.
    const sts = new STSClient({
      endpoint: server.endpoint,
      region: server.region,
      credentials: { accessKeyId: server.accessKeyId, secretAccessKey: server.secretAccessKey },
    });
    const { Credentials: readOnlyKeys } = await sts.send(
      new AssumeRoleCommand({
        RoleArn: 'arn:aws:iam::000000000000:role/read-only',
        RoleSessionName: 'read-only',
        DurationSeconds: 900,
        Policy: JSON.stringify({
          Version: '2012-10-17',
          Statement: [{ Effect: 'Allow', Action: ['s3:GetObject'], Resource: [`arn:aws:s3:::${BUCKET}/policy/*`] }],
        }),
      }),
    );
    sts.destroy();
    const readOnly = new S3Storage(
      settings({
        accessKeyId: readOnlyKeys!.AccessKeyId!,
        secretAccessKey: readOnlyKeys!.SecretAccessKey!,
        sessionToken: readOnlyKeys!.SessionToken!,
      }),
    );

    expect((await bytesOf((await readOnly.get('policy/readable.txt')).body)).toString()).toBe('read me');
    expect(await readOnly.stat('policy/readable.txt')).toEqual({
      key: 'policy/readable.txt',
      size: 7,
      contentType: 'text/plain',
    });
    expect(await failureOf(readOnly.put('policy/new.txt', Readable.from(['x']), 'text/plain'))).toBe('denied');
    expect(await failureOf(readOnly.delete('policy/readable.txt'))).toBe('denied');
    expect(await failureOf(readOnly.get('elsewhere/file.txt'))).toBe('denied');
    expect(await failureOf(readOnly.stat('elsewhere/file.txt'))).toBe('denied'); // HEAD: a bare 403
    expect(await failureOf(listed('policy', readOnly))).toBe('denied');
    // MinIO still says NoSuchKey here; AWS S3 refuses (403) a missing key to whoever lacks
    // s3:ListBucket, and stat then throws that AccessDenied ('denied').
    expect(await readOnly.stat('policy/missing.txt')).toBeNull();
    expect(await storage.stat('policy/readable.txt')).not.toBeNull();
  });

  it('calls an endpoint where nothing listens unconfigured', async () => {
    const nowhere = new S3Storage(settings({ endpoint: `http://127.0.0.1:${await freePort()}` }));
    expect(await failureOf(nowhere.stat('a/b.txt'))).toBe('unconfigured');
  });
});
