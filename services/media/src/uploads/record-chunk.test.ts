import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { uploadDataKey, uploadPartKey } from '@avatarium/contracts';
import { AppError, connectMongo, createLogger, LocalStorage, TextScanner } from '@avatarium/platform';
import type { Connection } from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { getUploadStatus } from './get-upload-status.js';
import { recordChunk, type RecordChunkInput } from './record-chunk.js';
import { sweepUploads } from './sweep-uploads.js';
import { uploadFailureOf } from './upload-refusal.js';
import { UploadSessionRepository } from './upload-session.repository.js';

const AGENT_ID = 'A12BCD3456';
let dir: string;
let mongo: Connection;
let storage: LocalStorage;
let sessions: UploadSessionRepository;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'record-chunk-'));
  storage = new LocalStorage(path.join(dir, 'storage'), 'a-signing-secret-of-some-length');
  mongo = await connectMongo(inject('mongoUri'), `media_uploads_${randomBytes(4).toString('hex')}`);
  sessions = new UploadSessionRepository(mongo);
  await sessions.init();
});
afterAll(async () => {
  await mongo.close();
  await rm(dir, { recursive: true, force: true });
});

const newOwner = () => randomBytes(12).toString('hex');

/** A CSV cut into chunks, as the browser would send it. */
function csvChunks(count: number): Buffer[] {
  return Array.from({ length: count }, (_, index) => Buffer.from(`question,answer\nchunk ${index},Héllo\n`));
}

/** Stores a chunk as the gateway does (a part of its own), then records it. */
async function send(ownerId: string, uploadId: string, chunks: Buffer[], chunkIndex: number, deps = { storage, sessions }) {
  const key = uploadPartKey(ownerId, randomUUID());
  const bytes = chunks[chunkIndex]!;
  await storage.put(key, Readable.from([bytes]), 'application/octet-stream');
  return recordChunk(deps, csvChunkInput(ownerId, uploadId, chunks, chunkIndex, { key, size: bytes.length }));
}

/** The record-chunk request for one chunk of a CSV cut into `chunks`. */
function csvChunkInput(
  ownerId: string,
  uploadId: string,
  chunks: Buffer[],
  chunkIndex: number,
  part: RecordChunkInput['part'],
): RecordChunkInput {
  return {
    ownerId,
    uploadId,
    agentId: AGENT_ID,
    fileName: 'faq.csv',
    fileSize: chunks.reduce((sum, chunk) => sum + chunk.length, 0),
    totalChunks: chunks.length,
    chunkIndex,
    part,
  };
}

async function partsOf(ownerId: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const object of storage.list(`upload-parts/${ownerId}`)) keys.push(object.key);
  return keys;
}

/** A chunk written in place into the upload's data file as the gateway does (fields first), then recorded. */
async function sendInPlace(
  ownerId: string,
  uploadId: string,
  chunks: Buffer[],
  chunkIndex: number,
  offset?: number,
  /** `scanned`: with the text verdict the gateway records as the chunk streams past. */
  {
    scanned = false,
    deps = { storage, sessions },
  }: { scanned?: boolean; deps?: { storage: LocalStorage; sessions: UploadSessionRepository } } = {},
) {
  const key = uploadDataKey(ownerId, uploadId);
  const bytes = chunks[chunkIndex]!;
  const at = offset ?? chunks.slice(0, chunkIndex).reduce((sum, chunk) => sum + chunk.length, 0);
  await storage.writeAt(key, at, Readable.from([bytes]), bytes.length);
  const text = scanned ? textScanOf(bytes) : undefined;
  return recordChunk(
    deps,
    csvChunkInput(ownerId, uploadId, chunks, chunkIndex, { key, size: bytes.length, offset: at, ...(text && { text }) }),
  );
}

function textScanOf(bytes: Buffer) {
  const scanner = new TextScanner();
  scanner.push(bytes);
  const { clean, head, tail } = scanner.result();
  return { clean, head: head.toString('hex'), tail: tail.toString('hex') };
}

/** The test storage, counting the bytes read from one key. */
function countingReads(key: string): { storage: LocalStorage; bytesRead: () => number } {
  let read = 0;
  const counting = Object.create(storage) as LocalStorage;
  counting.get = async (at, options) => {
    const got = await storage.get(at, options);
    if (at !== key) return got;
    const body = got.body;
    const counted = async function* () {
      for await (const bytes of body as AsyncIterable<Buffer>) {
        read += bytes.length;
        yield bytes;
      }
    };
    return { ...got, body: Readable.from(counted(), { objectMode: false }) };
  };
  return { storage: counting, bytesRead: () => read };
}

async function storedBytes(key: string): Promise<Buffer> {
  const stored: Buffer[] = [];
  for await (const chunk of (await storage.get(key)).body) stored.push(chunk as Buffer);
  return Buffer.concat(stored);
}

describe('media.upload.record-chunk', () => {
  it('records chunks in any order and assembles the file once every chunk is in', async () => {
    const ownerId = newOwner();
    const chunks = csvChunks(3);
    expect(await send(ownerId, 'u-1', chunks, 1)).toMatchObject({
      outcome: 'receiving',
      chunkIndex: 1,
      progress: { uploadId: 'u-1', receivedChunks: [1], nextChunkIndex: 0, totalChunks: 3 },
    });
    await send(ownerId, 'u-1', chunks, 0);
    const done = await send(ownerId, 'u-1', chunks, 2);
    expect(done).toMatchObject({
      outcome: 'completed',
      upload: { kind: 'csv', type: 'text/csv', size: Buffer.concat(chunks).length },
    });
    const key = done.outcome === 'completed' ? done.upload.storagePath : '';
    expect(key).toMatch(new RegExp(`^uploads/${ownerId}/${AGENT_ID}/[0-9a-f-]{36}\\.csv$`));
    const stored: Buffer[] = [];
    for await (const chunk of (await storage.get(key)).body) stored.push(chunk as Buffer);
    expect(Buffer.concat(stored).equals(Buffer.concat(chunks))).toBe(true);
    expect(await partsOf(ownerId)).toEqual([]);
    expect((await getUploadStatus({ sessions }, { ownerId, uploadId: 'u-1' })).session).toMatchObject({
      status: 'completed',
      progress: { nextChunkIndex: null },
      result: { storagePath: key },
    });
  });

  it('answers a chunk that arrives while another request assembles with that assembly, not a refusal', async () => {
    const ownerId = newOwner();
    const chunks = csvChunks(2);
    await send(ownerId, 'u-busy', chunks, 0);
    // Another request's record completed the set and claimed the assembly a moment ago.
    const claimed = (await sessions.claimAssembly(ownerId, 'u-busy', new Date(Date.now() - 600_000)))!;
    expect(claimed).not.toBeNull();
    const result = { kind: 'csv', type: 'text/csv', size: 1, storagePath: `uploads/${ownerId}/x.csv` } as never;
    setTimeout(() => void sessions.complete(ownerId, 'u-busy', result), 500);
    const sentAgain = send(ownerId, 'u-busy', chunks, 0);
    expect(await sentAgain).toEqual({ outcome: 'completed', uploadId: 'u-busy', upload: result });
    // And a request whose own record completes the set while the claim is held waits the same way.
    await send(ownerId, 'u-busy-2', chunks, 0);
    await sessions.claimAssembly(ownerId, 'u-busy-2', new Date(Date.now() - 600_000));
    setTimeout(() => void sessions.fail(ownerId, 'u-busy-2', 'The chunks add up to 1 bytes, but fileSize says 2.'), 300);
    await expect(send(ownerId, 'u-busy-2', chunks, 1)).rejects.toThrow('The chunks add up to 1 bytes');
  });

  it('keeps the chunks when assembling fails for a passing reason, and finishes when the last chunk is sent again', async () => {
    const ownerId = newOwner();
    const chunks = csvChunks(2);
    await send(ownerId, 'u-2', chunks, 0);
    const failingOnce = Object.create(storage) as LocalStorage;
    failingOnce.publish = async () => {
      failingOnce.publish = storage.publish.bind(storage);
      throw new Error('disk briefly on fire');
    };
    const failed = await send(ownerId, 'u-2', chunks, 1, { storage: failingOnce, sessions }).catch((error: unknown) => error);
    expect(uploadFailureOf(failed, createLogger('test', 'silent'))).toEqual({
      code: 'UPLOAD_FAILED',
      message: 'File upload failed.',
    });
    expect((await getUploadStatus({ sessions }, { ownerId, uploadId: 'u-2' })).session).toMatchObject({
      status: 'receiving',
      progress: { receivedChunks: [0, 1], nextChunkIndex: 1 },
    });
    expect(await send(ownerId, 'u-2', chunks, 1)).toMatchObject({ outcome: 'completed' });
    expect(await partsOf(ownerId)).toEqual([]);
  });

  it('refuses binary bytes named .csv on the first chunk, and deletes the part', async () => {
    const ownerId = newOwner();
    const refused = await send(ownerId, 'u-3', [Buffer.concat([Buffer.from('a,b\n'), Buffer.alloc(100)])], 0).catch(
      (error: unknown) => error,
    );
    expect(refused).toMatchObject({ code: 'BAD_INPUT', message: expect.stringMatching(/^Only \.pdf, .* files are allowed$/) });
    expect(await partsOf(ownerId)).toEqual([]);
  });

  it('keeps the first chunk 0 when it is sent again with other bytes, and does not fail the upload', async () => {
    const ownerId = newOwner();
    const chunks = csvChunks(2);
    await send(ownerId, 'u-6', chunks, 0);
    // The same length, but bytes that chunk 0 alone would be refused for (binary, not CSV).
    const other = [Buffer.alloc(chunks[0]!.length, 0), chunks[1]!];
    expect(await send(ownerId, 'u-6', other, 0)).toMatchObject({
      outcome: 'receiving',
      progress: { receivedChunks: [0], nextChunkIndex: 1 },
    });
    expect(await partsOf(ownerId)).toHaveLength(1);
    const done = await send(ownerId, 'u-6', chunks, 1);
    expect(done).toMatchObject({ outcome: 'completed', upload: { kind: 'csv' } });
    const key = done.outcome === 'completed' ? done.upload.storagePath : '';
    const stored: Buffer[] = [];
    for await (const chunk of (await storage.get(key)).body) stored.push(chunk as Buffer);
    expect(Buffer.concat(stored).equals(Buffer.concat(chunks))).toBe(true);
  });

  it('finishes chunks written in place by publishing their data file, nothing copied, parts mixed in', async () => {
    const ownerId = newOwner();
    const chunks = csvChunks(3);
    await sendInPlace(ownerId, 'u-7', chunks, 2);
    await send(ownerId, 'u-7', chunks, 1); // the spec's order: a part of its own, written in at the end
    expect(await partsOf(ownerId)).toHaveLength(2);
    const done = await sendInPlace(ownerId, 'u-7', chunks, 0);
    expect(done).toMatchObject({ outcome: 'completed', upload: { kind: 'csv', size: Buffer.concat(chunks).length } });
    const key = done.outcome === 'completed' ? done.upload.storagePath : '';
    expect((await storedBytes(key)).equals(Buffer.concat(chunks))).toBe(true);
    expect(await partsOf(ownerId)).toEqual([]);
  });

  it("hands the next chunk's in-place claim to whoever asks with claimNext, once, in the same record", async () => {
    const ownerId = newOwner();
    const chunks = csvChunks(3);
    const key = uploadDataKey(ownerId, 'u-next');
    const record = (chunkIndex: number, claimNext: boolean) => {
      const at = chunks.slice(0, chunkIndex).reduce((sum, chunk) => sum + chunk.length, 0);
      const bytes = chunks[chunkIndex]!;
      return storage
        .writeAt(key, at, Readable.from([bytes]), bytes.length)
        .then(() =>
          recordChunk(
            { storage, sessions },
            { ...csvChunkInput(ownerId, 'u-next', chunks, chunkIndex, { key, size: bytes.length, offset: at }), claimNext },
          ),
        );
    };
    expect(await record(0, true)).toMatchObject({ outcome: 'receiving', nextClaimed: true });
    // Held by the caller it was handed to: nobody else may write chunk 1 in place now.
    expect(await sessions.claimChunk(ownerId, 'u-next', 1)).toBe(false);
    // Chunk 2 was claimed by someone already: chunk 1 is recorded all the same, without it.
    expect(await sessions.claimChunk(ownerId, 'u-next', 2)).toBe(true);
    expect(await record(1, true)).toMatchObject({
      outcome: 'receiving',
      nextClaimed: false,
      progress: { receivedChunks: [0, 1] },
    });
    expect(await record(2, true)).toMatchObject({ outcome: 'completed' });
  });

  it('keeps the data file when a chunk written in place is not recorded while the upload goes on, and removes it after', async () => {
    const ownerId = newOwner();
    const chunks = csvChunks(2);
    await sendInPlace(ownerId, 'u-8', chunks, 0);
    // Sent again (a lost reply): not recorded twice, and the other chunks' file stays.
    expect(await sendInPlace(ownerId, 'u-8', chunks, 0)).toMatchObject({ progress: { receivedChunks: [0] } });
    expect(await partsOf(ownerId)).toEqual([uploadDataKey(ownerId, 'u-8')]);
    const done = await sendInPlace(ownerId, 'u-8', chunks, 1);
    expect(done.outcome).toBe('completed');
    // The last chunk sent again after the end: the same answer, and the file it made is removed.
    expect(await sendInPlace(ownerId, 'u-8', chunks, 1)).toEqual(done);
    expect(await partsOf(ownerId)).toEqual([]);
  });

  it('refuses chunks written at offsets that do not fit together, and removes what they wrote', async () => {
    const ownerId = newOwner();
    const chunks = csvChunks(2);
    await sendInPlace(ownerId, 'u-9', chunks, 0);
    const refused = await sendInPlace(ownerId, 'u-9', chunks, 1, chunks[0]!.length - 3).catch((error: unknown) => error);
    expect(refused).toMatchObject({
      code: 'BAD_INPUT',
      message: `The chunks do not fit together: chunk 1 was written at byte ${chunks[0]!.length - 3}, but the chunks before it end at byte ${chunks[0]!.length}.`,
    });
    expect(await partsOf(ownerId)).toEqual([]);
  });

  it('refuses a chunk that claims to be written into another upload', async () => {
    const ownerId = newOwner();
    const refused = await recordChunk(
      { storage, sessions },
      {
        ownerId,
        uploadId: 'u-10',
        agentId: AGENT_ID,
        fileName: 'a.csv',
        fileSize: 3,
        totalChunks: 1,
        chunkIndex: 0,
        part: { key: uploadDataKey(ownerId, 'u-other'), size: 3, offset: 0 },
      },
    ).catch((error: unknown) => error);
    expect(refused).toMatchObject({ code: 'FORBIDDEN' });
  });

  it('finishes an assembly whose process died after publishing the file, without the data file', async () => {
    const ownerId = newOwner();
    const chunks = csvChunks(2);
    await sendInPlace(ownerId, 'u-11', chunks, 0);
    const dying = Object.create(storage) as LocalStorage;
    dying.publish = async (...args) => {
      await storage.publish(...args);
      throw new Error('process killed right after the rename');
    };
    const key = uploadDataKey(ownerId, 'u-11');
    await storage.writeAt(key, chunks[0]!.length, Readable.from([chunks[1]!]), chunks[1]!.length);
    const part = { key, size: chunks[1]!.length, offset: chunks[0]!.length };
    await expect(recordChunk({ storage: dying, sessions }, csvChunkInput(ownerId, 'u-11', chunks, 1, part))).rejects.toThrow(
      'process killed',
    );
    expect(await storage.stat(key)).toBeNull(); // published, not yet recorded as done
    const done = await sendInPlace(ownerId, 'u-11', chunks, 1);
    expect(done).toMatchObject({ outcome: 'completed', upload: { kind: 'csv' } });
    const published = done.outcome === 'completed' ? done.upload.storagePath : '';
    expect((await storedBytes(published)).equals(Buffer.concat(chunks))).toBe(true);
  });

  it('assembles by copying the parts in order where the storage cannot write in place (S3)', async () => {
    const ownerId = newOwner();
    const chunks = csvChunks(3);
    const s3Like = Object.create(storage) as LocalStorage;
    Object.assign(s3Like, { writeAt: undefined, publish: undefined });
    for (const index of [2, 0, 1]) await send(ownerId, 'u-12', chunks, index, { storage: s3Like, sessions });
    const status = await getUploadStatus({ sessions }, { ownerId, uploadId: 'u-12' });
    const key = status.session?.result?.storagePath ?? '';
    expect((await storedBytes(key)).equals(Buffer.concat(chunks))).toBe(true);
    expect(await partsOf(ownerId)).toEqual([]);
  });

  it('never records or deletes a part stored under another owner', async () => {
    const ownerId = newOwner();
    const key = uploadPartKey(newOwner(), randomUUID());
    const input = { ownerId, uploadId: 'u-4', agentId: AGENT_ID, fileName: 'a.csv', fileSize: 3, totalChunks: 1, chunkIndex: 0 };
    const refused = await recordChunk({ storage, sessions }, { ...input, part: { key, size: 3 } }).catch(
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).code).toBe('FORBIDDEN');
  });
});

/** One chunk of an upload that declares `fileSize` (the gateway has checked the chunk count fits). */
async function sendDeclared(
  ownerId: string,
  uploadId: string,
  declared: { fileSize: number; totalChunks: number; chunkIndex?: number },
  deps: Parameters<typeof recordChunk>[0] = { storage, sessions },
) {
  const key = uploadPartKey(ownerId, randomUUID());
  // A one-chunk upload is the whole file; otherwise each chunk holds 20 bytes.
  const bytes = Buffer.alloc(declared.totalChunks === 1 ? declared.fileSize : 20, 'a');
  await storage.put(key, Readable.from([bytes]), 'application/octet-stream');
  return recordChunk(deps, {
    ownerId,
    uploadId,
    agentId: AGENT_ID,
    fileName: 'faq.csv',
    fileSize: declared.fileSize,
    totalChunks: declared.totalChunks,
    chunkIndex: declared.chunkIndex ?? 0,
    part: { key, size: bytes.length },
  });
}

const GiB = 1024 ** 3;

describe('per-user upload quotas', () => {
  it('allows 5 open uploads per user; the 6th is refused (429) until one is finished, others unaffected', async () => {
    const ownerId = newOwner();
    for (let n = 0; n < 5; n++) await sendDeclared(ownerId, `q-open-${ownerId}-${n}`, { fileSize: 40, totalChunks: 2 });
    const refused = await sendDeclared(ownerId, `q-open-${ownerId}-5`, { fileSize: 40, totalChunks: 2 }).catch(
      (error: unknown) => error,
    );
    expect(refused).toMatchObject({ code: 'RATE_LIMITED', message: expect.stringContaining('at most 5 at a time') });
    expect(await sessions.find(`q-open-${ownerId}-5`)).toBeNull();
    expect(await partsOf(ownerId)).toHaveLength(5); // the refused chunk's part is deleted
    // Chunks of the open uploads still go on, and another user is not limited by this one.
    await expect(
      sendDeclared(ownerId, `q-open-${ownerId}-0`, { fileSize: 40, totalChunks: 2, chunkIndex: 1 }),
    ).resolves.toMatchObject({ outcome: 'completed' });
    await expect(sendDeclared(ownerId, `q-open-${ownerId}-5`, { fileSize: 40, totalChunks: 2 })).resolves.toMatchObject({
      outcome: 'receiving',
    });
    await expect(sendDeclared(newOwner(), `q-open-${ownerId}-other`, { fileSize: 40, totalChunks: 2 })).resolves.toMatchObject({
      outcome: 'receiving',
    });
  });

  it('refuses a new upload that would take the declared bytes in flight past 4 GB', async () => {
    const ownerId = newOwner();
    await sendDeclared(ownerId, `q-bytes-${ownerId}-1`, { fileSize: 2 * GiB, totalChunks: 600 });
    await sendDeclared(ownerId, `q-bytes-${ownerId}-2`, { fileSize: 2 * GiB - 100, totalChunks: 600 });
    const refused = await sendDeclared(ownerId, `q-bytes-${ownerId}-3`, { fileSize: 101, totalChunks: 1 }).catch(
      (error: unknown) => error,
    );
    expect(refused).toMatchObject({ code: 'RATE_LIMITED', message: expect.stringContaining('at most 4 GB at a time') });
    await expect(sendDeclared(ownerId, `q-bytes-${ownerId}-4`, { fileSize: 100, totalChunks: 1 })).resolves.toBeDefined();
  });

  it('limits the bytes started in 24 hours by plan (refused uploads count), asking the plan once per new upload', async () => {
    const ownerId = newOwner();
    const asked: string[] = [];
    const plan = { current: 'FREE' as 'FREE' | 'PRO' };
    const deps = {
      storage,
      sessions,
      planOf: async (userId: string) => {
        asked.push(userId);
        return plan.current;
      },
    };
    for (let n = 0; n < 5; n++) {
      await sendDeclared(ownerId, `q-day-${ownerId}-${n}`, { fileSize: 2 * GiB, totalChunks: 600 }, deps);
      await sessions.fail(ownerId, `q-day-${ownerId}-${n}`, 'refused');
    }
    await sendDeclared(ownerId, `q-day-${ownerId}-0`, { fileSize: 2 * GiB, totalChunks: 600, chunkIndex: 1 }, deps).catch(
      () => undefined,
    );
    expect(asked).toHaveLength(5); // a chunk of a known upload does not ask
    const refused = await sendDeclared(ownerId, `q-day-${ownerId}-x`, { fileSize: 1, totalChunks: 1 }, deps).catch(
      (error: unknown) => error,
    );
    expect(refused).toMatchObject({
      code: 'RATE_LIMITED',
      message: expect.stringContaining('allows 10 GB of uploads in 24 hours'),
    });
    plan.current = 'PRO';
    await expect(sendDeclared(ownerId, `q-day-${ownerId}-x`, { fileSize: 1, totalChunks: 1 }, deps)).resolves.toMatchObject({
      outcome: 'completed',
    });
    // Without an answer about the plan, the Free plan's limit applies.
    const unknownPlan = { storage, sessions, planOf: () => Promise.reject(new Error('credits down')) };
    await expect(sendDeclared(ownerId, `q-day-${ownerId}-y`, { fileSize: 1, totalChunks: 1 }, unknownPlan)).rejects.toMatchObject(
      { code: 'RATE_LIMITED' },
    );
  });

  it('keeps at most 4 chunks before chunk 0 arrives (its bytes decide the type); then the rest are accepted', async () => {
    const ownerId = newOwner();
    const uploadId = `q-ahead-${ownerId}`;
    const declared = { fileSize: 1000, totalChunks: 8 };
    for (let index = 1; index <= 4; index++) await sendDeclared(ownerId, uploadId, { ...declared, chunkIndex: index });
    const refused = await sendDeclared(ownerId, uploadId, { ...declared, chunkIndex: 5 }).catch((error: unknown) => error);
    expect(refused).toMatchObject({ code: 'CONFLICT', message: expect.stringContaining('Send chunk 0 first') });
    expect(await partsOf(ownerId)).toHaveLength(4);
    expect((await sessions.find(uploadId))?.status).toBe('receiving'); // the upload itself is not failed
    await sendDeclared(ownerId, uploadId, { ...declared, chunkIndex: 0 });
    await expect(sendDeclared(ownerId, uploadId, { ...declared, chunkIndex: 5 })).resolves.toMatchObject({
      outcome: 'receiving',
      progress: { receivedChunks: [0, 1, 2, 3, 4, 5] },
    });
  });
});

describe('upload sweeper', () => {
  it('removes sessions abandoned for a day with their parts, and parts no session owns', async () => {
    const ownerId = newOwner();
    await send(ownerId, 'u-5', csvChunks(2), 0);
    await storage.put(uploadPartKey(ownerId, 'orphan'), Readable.from([Buffer.from('x')]), 'application/octet-stream');
    const swept = await sweepUploads({ storage, sessions }, new Date(Date.now() + 26 * 3600_000));
    expect(swept.sessions).toBeGreaterThanOrEqual(1);
    expect(swept.orphanParts).toBeGreaterThanOrEqual(1);
    expect(await sessions.findOwned(ownerId, 'u-5')).toBeNull();
    expect(await partsOf(ownerId)).toEqual([]);
  });
});

describe('a CSV written in place, judged by the text verdicts recorded with its chunks', () => {
  /** Three chunks of about 1 MB of text with 2-byte characters. */
  const bigCsvChunks = () => Array.from({ length: 3 }, () => Buffer.from('Zoë,Kraków\n'.repeat(80_000)));
  const WHOLE = 3 * Buffer.byteLength('Zoë,Kraków\n'.repeat(80_000));

  it('reads no more of the data file than its head to accept it; without verdicts it reads it through', async () => {
    const ownerId = newOwner();
    const chunks = bigCsvChunks();
    const scanned = countingReads(uploadDataKey(ownerId, 'u-scanned'));
    const deps = { storage: scanned.storage, sessions };
    for (const index of [0, 1]) await sendInPlace(ownerId, 'u-scanned', chunks, index, undefined, { scanned: true, deps });
    const done = await sendInPlace(ownerId, 'u-scanned', chunks, 2, undefined, { scanned: true, deps });
    expect(done).toMatchObject({ outcome: 'completed', upload: { kind: 'csv', size: WHOLE } });
    // The head the type is sniffed from (a read of 64 KiB, and what the stream reads ahead).
    expect(scanned.bytesRead()).toBeLessThanOrEqual(256 * 1024);

    const unscanned = countingReads(uploadDataKey(ownerId, 'u-unscanned'));
    const read = { storage: unscanned.storage, sessions };
    for (const index of [0, 1, 2]) await sendInPlace(ownerId, 'u-unscanned', chunks, index, undefined, { deps: read });
    expect(unscanned.bytesRead()).toBeGreaterThanOrEqual(WHOLE);
  });

  it('refuses the file by a middle chunk judged not text, removing it', async () => {
    const ownerId = newOwner();
    const chunks = bigCsvChunks();
    chunks[1]![100_000] = 0xff;
    await sendInPlace(ownerId, 'u-binary', chunks, 0, undefined, { scanned: true });
    await sendInPlace(ownerId, 'u-binary', chunks, 1, undefined, { scanned: true });
    const refused = await sendInPlace(ownerId, 'u-binary', chunks, 2, undefined, { scanned: true }).catch(
      (error: unknown) => error,
    );
    expect(uploadFailureOf(refused, createLogger('test', 'silent'))).toMatchObject({ code: 'BAD_INPUT' });
    expect(await partsOf(ownerId)).toEqual([]);
  });
});
