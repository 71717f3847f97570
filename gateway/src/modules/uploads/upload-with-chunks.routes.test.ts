import { randomBytes, randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { request } from 'node:http';
import path from 'node:path';
import { media, UPLOAD_CHUNK_BYTES, uploadDataKey } from '@avatarium/contracts';
import { AppError, type Bus } from '@avatarium/platform';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TestClient } from '../../../../testkit/http-client.js';
import { signUpUser } from '../../../../testkit/seed.js';
import { startStack, type TestStack } from '../../../../testkit/stack.js';
import {
  AGENT_ID,
  chunksOf,
  paddedMp4,
  sendChunk,
  sendChunkInPlace,
  smallPng,
  type ChunkUpload,
} from '../../../../testkit/uploads/upload-test-kit.js';

let stack: TestStack;
let alice: TestClient;
let aliceId: string;
let video: Buffer;
let chunks: Buffer[];
beforeAll(async () => {
  stack = await startStack();
  alice = stack.client();
  ({ userId: aliceId } = await signUpUser(alice));
  video = paddedMp4(10_000_000);
  chunks = chunksOf(video, UPLOAD_CHUNK_BYTES);
});
afterAll(() => stack.stop());

const videoUpload = (): ChunkUpload => ({
  uploadId: `upload_${randomUUID()}`,
  fileName: 'moves.mp4',
  fileSize: video.length,
  totalChunks: 3,
});

/** A user of the test's own, so the parts it checks are only its own. */
async function freshUser(): Promise<{ client: TestClient; userId: string }> {
  const client = stack.client();
  return { client, userId: (await signUpUser(client)).userId };
}

async function parts(userId: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const object of stack.gateway.deps.storage.list(`upload-parts/${userId}`)) keys.push(object.key);
  return keys;
}

describe('POST /api/storage/upload-with-chunks', () => {
  it('assembles a 10 MB video sent in 3 chunks, measured and served, leaving no parts behind', async () => {
    expect(chunks).toHaveLength(3);
    const upload = videoUpload();
    const first = await sendChunk(alice, upload, 0, chunks[0]!);
    expect(first.status, JSON.stringify(first.data)).toBe(200);
    expect(first.data).toMatchObject({ completed: false, chunkIndex: 0, receivedChunks: [0], nextChunkIndex: 1, totalChunks: 3 });
    expect((await sendChunk(alice, upload, 1, chunks[1]!)).data).toMatchObject({ completed: false, receivedChunks: [0, 1] });
    const last = await sendChunk(alice, upload, 2, chunks[2]!);
    expect(last.status, JSON.stringify(last.data)).toBe(200);
    expect(last.data).toMatchObject({
      completed: true,
      size: video.length,
      type: 'video/mp4',
      kind: 'video',
      originalName: 'moves.mp4',
    });
    expect(last.data.filename).toBe(last.data.storagePath);
    expect(last.data.storagePath).toMatch(new RegExp(`^uploads/${aliceId}/${AGENT_ID}/[0-9a-f-]{36}\\.mp4$`));
    expect(last.data.url).toBe(last.data.publicUrl);
    const served = Buffer.from(await (await fetch(stack.url + last.data.url)).arrayBuffer());
    expect(served.equals(video)).toBe(true);
    expect(await parts(aliceId)).toEqual([]);
  });

  it('answers 429 RATE_LIMITED for a 6th upload in progress of one user, storing none of it', async () => {
    const { client, userId } = await freshUser();
    for (let n = 0; n < 5; n++) {
      const started = await sendChunk(client, videoUpload(), 0, chunks[0]!);
      expect(started.status, JSON.stringify(started.data)).toBe(200);
    }
    const refused = await sendChunk(client, videoUpload(), 0, chunks[0]!);
    expect(refused.status).toBe(429);
    expect(refused.data).toEqual({
      success: false,
      error: 'Too many uploads in progress: at most 5 at a time. Finish one before starting another.',
      code: 'RATE_LIMITED',
    });
    expect(await parts(userId)).toHaveLength(5);
  });

  it('reserves quota atomically: of 40 first chunks at once, each declaring 2 GB, only what fits 4 GB open is accepted', async () => {
    const { client } = await freshUser();
    const head = chunks[0]!.subarray(0, 65_536);
    const fileSize = 2_000_000_000;
    const declared = (): ChunkUpload => ({ ...videoUpload(), fileSize, totalChunks: Math.ceil(fileSize / UPLOAD_CHUNK_BYTES) });
    const replies = await Promise.all(Array.from({ length: 40 }, () => sendChunk(client, declared(), 0, head)));
    const accepted = replies.filter((reply) => reply.status === 200);
    expect(accepted).toHaveLength(2);
    for (const reply of replies.filter((each) => each.status !== 200)) {
      expect(reply.status, JSON.stringify(reply.data)).toBe(429);
      expect(reply.data).toMatchObject({ code: 'RATE_LIMITED' });
    }
  });

  it('resumes an interrupted upload from the status the server keeps', async () => {
    const upload = videoUpload();
    await sendChunk(alice, upload, 0, chunks[0]!);
    await sendChunk(alice, upload, 1, chunks[1]!);
    const status = await alice.get(`/api/storage/upload-with-chunks/status?uploadId=${upload.uploadId}`);
    expect(status.status).toBe(200);
    expect(status.data).toMatchObject({
      uploadId: upload.uploadId,
      receivedChunks: [0, 1],
      nextChunkIndex: 2,
      completed: false,
      status: 'receiving',
    });
    const last = await sendChunk(alice, upload, status.data.nextChunkIndex, chunks[2]!);
    expect(last.data).toMatchObject({ completed: true, size: video.length });
    const done = await alice.get(`/api/storage/upload-with-chunks/status?uploadId=${upload.uploadId}`);
    expect(done.data).toMatchObject({
      completed: true,
      status: 'completed',
      storagePath: last.data.storagePath,
      nextChunkIndex: null,
    });
  });

  it('accepts a chunk sent again once, and answers a resent last chunk with the same file', async () => {
    const { client: alice, userId } = await freshUser();
    const upload = videoUpload();
    await sendChunk(alice, upload, 0, chunks[0]!);
    const again = await sendChunk(alice, upload, 0, chunks[0]!);
    expect(again.status).toBe(200);
    expect(again.data).toMatchObject({ completed: false, receivedChunks: [0], nextChunkIndex: 1 });
    await sendChunk(alice, upload, 1, chunks[1]!);
    const last = await sendChunk(alice, upload, 2, chunks[2]!);
    const resent = await sendChunk(alice, upload, 2, chunks[2]!);
    expect(resent.data).toMatchObject({ completed: true, storagePath: last.data.storagePath, size: video.length });
    expect(await parts(userId)).toEqual([]);
  });

  it('refuses a chunkIndex out of range and a chunk that changes the declared file', async () => {
    const upload = videoUpload();
    const out = await sendChunk(alice, upload, 3, chunks[0]!);
    expect(out.status).toBe(400);
    expect(out.data).toEqual({
      success: false,
      error: 'chunkIndex 3 is out of range: this upload has 3 chunks (0 to 2).',
      code: 'BAD_INPUT',
    });
    await sendChunk(alice, upload, 0, chunks[0]!);
    const changed = await sendChunk(alice, { ...upload, fileSize: video.length + 1 }, 1, chunks[1]!);
    expect(changed.status).toBe(409);
    const tooFew = await sendChunk(alice, { ...videoUpload(), totalChunks: 2 }, 0, chunks[0]!);
    expect(tooFew.status).toBe(400);
    expect(tooFew.data.error).toBe('totalChunks does not fit fileSize: each chunk holds 1 to 4,194,304 bytes.');
    const negative = await sendChunk(alice, upload, -1, chunks[0]!);
    expect(negative.data.error).toBe('chunkIndex must not be negative');
  });

  it("does not let another user send chunks into someone's upload or see it", async () => {
    const upload = videoUpload();
    await sendChunk(alice, upload, 0, chunks[0]!);
    const mallory = stack.client();
    await signUpUser(mallory);
    const foreign = await sendChunk(mallory, upload, 1, chunks[1]!);
    expect(foreign.status).toBe(403);
    expect(foreign.data).toEqual({ success: false, error: 'This upload belongs to another user.', code: 'FORBIDDEN' });
    expect((await mallory.get(`/api/storage/upload-with-chunks/status?uploadId=${upload.uploadId}`)).status).toBe(404);
    const status = await alice.get(`/api/storage/upload-with-chunks/status?uploadId=${upload.uploadId}`);
    expect(status.data.receivedChunks).toEqual([0]);
  });

  it('refuses a disallowed type on its first chunk, and later chunks get the same answer', async () => {
    const { client: alice, userId } = await freshUser();
    const upload: ChunkUpload = { uploadId: randomUUID(), fileName: 'archive.bin', fileSize: 5_000_000, totalChunks: 2 };
    const first = await sendChunk(alice, upload, 0, randomBytes(UPLOAD_CHUNK_BYTES));
    expect(first.status).toBe(400);
    expect(first.data.error).toMatch(/^Only \.pdf, .* files are allowed$/);
    const second = await sendChunk(alice, upload, 1, randomBytes(5_000_000 - UPLOAD_CHUNK_BYTES));
    expect(second.data.error).toBe(first.data.error);
    expect(await parts(userId)).toEqual([]);
  });

  it('refuses an image over 5MB with its size in the message', async () => {
    const png = smallPng();
    const image = Buffer.concat([png, Buffer.alloc(6_500_000 - png.length)]);
    const upload: ChunkUpload = { uploadId: randomUUID(), fileName: 'huge.png', fileSize: image.length, totalChunks: 2 };
    const response = await sendChunk(alice, upload, 0, image.subarray(0, UPLOAD_CHUNK_BYTES));
    expect(response.status).toBe(400);
    expect(response.data.error).toBe('Image file too large. Maximum size is 5MB, but your file is 6.2MB.');
  });

  it('refuses chunks that do not add up to the declared size', async () => {
    const { client: alice, userId } = await freshUser();
    const upload: ChunkUpload = { uploadId: randomUUID(), fileName: 'short.mp4', fileSize: video.length, totalChunks: 3 };
    await sendChunk(alice, upload, 0, chunks[0]!);
    await sendChunk(alice, upload, 1, chunks[1]!);
    const last = await sendChunk(alice, upload, 2, chunks[2]!.subarray(0, 1000));
    expect(last.status).toBe(400);
    expect(last.data.error).toBe(
      `The chunks add up to ${2 * UPLOAD_CHUNK_BYTES + 1000} bytes, but fileSize says ${video.length}.`,
    );
    expect(await parts(userId)).toEqual([]);
  });

  it('answers 401 when signed out', async () => {
    const response = await sendChunk(stack.client(), videoUpload(), 0, chunks[0]!);
    expect(response.status).toBe(401);
    expect(response.data).toMatchObject({ success: false, error: 'Unauthorized' });
    expect((await stack.client().get('/api/storage/upload-with-chunks/status?uploadId=x')).status).toBe(401);
  });
});

describe('POST /api/storage/upload-with-chunks with the fields first (our browser): chunks written in place', () => {
  const offsetOf = (index: number) => index * UPLOAD_CHUNK_BYTES;

  it('writes every chunk into one file at its offset and publishes it: no part per chunk, nothing left behind', async () => {
    const { client, userId } = await freshUser();
    const upload = videoUpload();
    expect((await sendChunkInPlace(client, upload, 0, chunks[0]!, 0)).data).toMatchObject({ receivedChunks: [0] });
    expect((await sendChunkInPlace(client, upload, 1, chunks[1]!, offsetOf(1))).data).toMatchObject({ receivedChunks: [0, 1] });
    // One data file holds the chunks so far; no part was stored.
    expect(await filesOnDisk(userId)).toEqual([path.basename(uploadDataKey(userId, upload.uploadId))]);
    // Sent again (a lost reply): the same bytes over themselves, recorded once.
    expect((await sendChunkInPlace(client, upload, 1, chunks[1]!, offsetOf(1))).data).toMatchObject({ receivedChunks: [0, 1] });
    const last = await sendChunkInPlace(client, upload, 2, chunks[2]!, offsetOf(2));
    expect(last.status, JSON.stringify(last.data)).toBe(200);
    expect(last.data).toMatchObject({ completed: true, size: video.length, type: 'video/mp4', kind: 'video' });
    const served = Buffer.from(await (await fetch(stack.url + last.data.url)).arrayBuffer());
    expect(served.equals(video)).toBe(true);
    expect(await filesOnDisk(userId)).toEqual([]);
  });

  it('keeps the first copy of chunk 0 when it is sent again with other bytes, answering as for the first', async () => {
    const { client, userId } = await freshUser();
    const upload = videoUpload();
    const first = await sendChunkInPlace(client, upload, 0, chunks[0]!, 0);
    expect(first.data).toMatchObject({ completed: false, receivedChunks: [0], nextChunkIndex: 1 });
    const garbage = randomBytes(chunks[0]!.length);
    const again = await sendChunkInPlace(client, upload, 0, garbage, 0);
    expect(again.status, JSON.stringify(again.data)).toBe(200);
    expect(again.data).toEqual(first.data);
    expect((await sendChunkInPlace(client, upload, 1, chunks[1]!, offsetOf(1))).data).toMatchObject({ receivedChunks: [0, 1] });
    const last = await sendChunkInPlace(client, upload, 2, chunks[2]!, offsetOf(2));
    expect(last.status, JSON.stringify(last.data)).toBe(200);
    expect(last.data).toMatchObject({ completed: true, size: video.length, type: 'video/mp4' });
    const served = Buffer.from(await (await fetch(stack.url + last.data.url)).arrayBuffer());
    expect(served.equals(video)).toBe(true);
    expect(await filesOnDisk(userId)).toEqual([]);
  });

  it('asks for an in-place claim only without one in hand: each reply hands over the next, and a resent chunk keeps its first copy', async () => {
    const { client, userId } = await freshUser();
    const upload = videoUpload();
    const spy = vi.spyOn(stack.gateway.deps.bus, 'request');
    try {
      await sendChunkInPlace(client, upload, 0, chunks[0]!, 0);
      const first = await sendChunkInPlace(client, upload, 1, chunks[1]!, offsetOf(1));
      const again = await sendChunkInPlace(client, upload, 1, randomBytes(chunks[1]!.length), offsetOf(1));
      expect(again.status, JSON.stringify(again.data)).toBe(200);
      expect(again.data).toEqual(first.data);
      const last = await sendChunkInPlace(client, upload, 2, chunks[2]!, offsetOf(2));
      expect(last.data).toMatchObject({ completed: true, size: video.length });
      const served = Buffer.from(await (await fetch(stack.url + last.data.url)).arrayBuffer());
      expect(served.equals(video)).toBe(true);
      const claimed = spy.mock.calls
        .filter(([contract]) => contract.subject === media.claimChunk.subject)
        .map(([, input]) => (input as { chunkIndex: number }).chunkIndex);
      // Chunk 0 (no reply before it) and the resent chunk 1 (its handed-over claim was used up).
      expect(claimed).toEqual([0, 1]);
    } finally {
      spy.mockRestore();
    }
    expect(await filesOnDisk(userId)).toEqual([]);
  });

  it('takes chunks in either order within one upload (a client that sends the chunk first gets a part)', async () => {
    const { client, userId } = await freshUser();
    const upload = videoUpload();
    await sendChunkInPlace(client, upload, 0, chunks[0]!, 0);
    await sendChunk(client, upload, 1, chunks[1]!);
    const last = await sendChunkInPlace(client, upload, 2, chunks[2]!, offsetOf(2));
    expect(last.data).toMatchObject({ completed: true, size: video.length });
    const served = Buffer.from(await (await fetch(stack.url + last.data.url)).arrayBuffer());
    expect(served.equals(video)).toBe(true);
    expect(await filesOnDisk(userId)).toEqual([]);
  });

  it('refuses a chunk that would run past the end of the file, writing nothing past it', async () => {
    const { client } = await freshUser();
    const upload = videoUpload();
    const past = await sendChunkInPlace(client, upload, 2, chunks[1]!, video.length - 10);
    expect(past.status).toBe(400);
    expect(past.data).toEqual({
      success: false,
      error: `The chunk goes past the end of the file: 10 bytes remain after chunkOffset ${video.length - 10}.`,
      code: 'BAD_INPUT',
    });
    const outside = await sendChunkInPlace(client, upload, 2, chunks[2]!, video.length);
    expect(outside.data.error).toBe(`chunkOffset ${video.length} is past the end of the file (fileSize ${video.length}).`);
  });

  it('refuses fields after the chunk that change the ones it was written by', async () => {
    const { client } = await freshUser();
    const upload = videoUpload();
    const changed = await sendChunkInPlace(client, upload, 0, chunks[0]!, 0, { chunkIndex: '1' });
    expect(changed.status).toBe(400);
    expect(changed.data.error).toBe('The fields after the chunk must not change the ones before it.');
    const status = await client.get(`/api/storage/upload-with-chunks/status?uploadId=${upload.uploadId}`);
    expect(status.status).toBe(404);
  });

  it('refuses chunks written at offsets that leave a gap, when the last one comes', async () => {
    const { client, userId } = await freshUser();
    const upload = videoUpload();
    await sendChunkInPlace(client, upload, 0, chunks[0]!, 0);
    await sendChunkInPlace(client, upload, 1, chunks[1]!, offsetOf(1) + 7);
    const last = await sendChunkInPlace(client, upload, 2, chunks[2]!, offsetOf(2));
    expect(last.status).toBe(400);
    expect(last.data.error).toBe(
      `The chunks do not fit together: chunk 1 was written at byte ${offsetOf(1) + 7}, but the chunks before it end at byte ${offsetOf(1)}.`,
    );
    expect(await filesOnDisk(userId)).toEqual([]);
  });

  it("keeps another user's chunk out of someone's upload, removing the file it made in its own folder", async () => {
    const upload = videoUpload();
    await sendChunkInPlace(alice, upload, 0, chunks[0]!, 0);
    const { client: mallory, userId: malloryId } = await freshUser();
    const foreign = await sendChunkInPlace(mallory, upload, 1, chunks[1]!, offsetOf(1));
    expect(foreign.status).toBe(403);
    expect(await filesOnDisk(malloryId)).toEqual([]);
    const status = await alice.get(`/api/storage/upload-with-chunks/status?uploadId=${upload.uploadId}`);
    expect(status.data.receivedChunks).toEqual([0]);
    expect((await sendChunkInPlace(alice, upload, 1, chunks[1]!, offsetOf(1))).status).toBe(200);
    const last = await sendChunkInPlace(alice, upload, 2, chunks[2]!, offsetOf(2));
    expect(Buffer.from(await (await fetch(stack.url + last.data.url)).arrayBuffer()).equals(video)).toBe(true);
  });
});

/** The next media.upload.record-chunk the gateway sends fails as if the media service were down. */
function failNextRecord(bus: Bus): void {
  const original = bus.request.bind(bus);
  bus.request = (async (contract, payload, options) => {
    if (contract.subject !== 'media.upload.record-chunk') return original(contract, payload, options);
    delete (bus as Partial<Bus>).request;
    throw new AppError('UNAVAILABLE', 'The service is not available right now. Please try again.');
  }) as Bus['request'];
}

/** Every file under the user's part folder, those still being written included. */
async function filesOnDisk(userId: string): Promise<string[]> {
  const dir = path.join(stack.gateway.deps.config.DATA_DIR, 'storage', 'upload-parts', userId);
  return readdir(dir, { recursive: true }).catch(() => []);
}

describe('POST /api/storage/upload-with-chunks when things go wrong', () => {
  it('answers 503 when the media service does not answer, and finishes when the chunk is sent again', async () => {
    const { client, userId } = await freshUser();
    const upload = videoUpload();
    await sendChunk(client, upload, 0, chunks[0]!);
    await sendChunk(client, upload, 1, chunks[1]!);
    failNextRecord(stack.gateway.deps.bus);
    const failed = await sendChunk(client, upload, 2, chunks[2]!);
    expect(failed.status).toBe(503);
    expect(failed.data).toEqual({
      success: false,
      error: 'The service is not available right now. Please try again.',
      code: 'UNAVAILABLE',
    });
    const status = await client.get(`/api/storage/upload-with-chunks/status?uploadId=${upload.uploadId}`);
    expect(status.data).toMatchObject({ status: 'receiving', receivedChunks: [0, 1], nextChunkIndex: 2, completed: false });
    const again = await sendChunk(client, upload, 2, chunks[2]!);
    expect(again.data).toMatchObject({ completed: true, size: video.length });
    const stored: string[] = [];
    for await (const object of stack.gateway.deps.storage.list(`uploads/${userId}`)) stored.push(object.key);
    expect(stored).toEqual([again.data.storagePath]);
    // The part nobody recorded stays until the media service's sweeper removes unrecorded parts.
    expect(await parts(userId)).toHaveLength(1);
  });

  it('leaves nothing behind when a chunk is cut off mid-request', async () => {
    const { client, userId } = await freshUser();
    const boundary = 'cut-off-boundary';
    const req = request(`${stack.url}/api/storage/upload-with-chunks`, {
      method: 'POST',
      headers: {
        cookie: client.cookieHeader,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': '3000000',
      },
    });
    req.on('error', () => undefined);
    req.write(`--${boundary}\r\nContent-Disposition: form-data; name="chunk"; filename="a.csv"\r\n\r\n`);
    req.write(Buffer.alloc(1_000_000, 97));
    await expect.poll(() => filesOnDisk(userId)).toHaveLength(1); // the part being written, aside
    req.destroy();
    await expect.poll(() => filesOnDisk(userId)).toEqual([]);
    expect((await sendChunk(client, videoUpload(), 0, chunks[0]!)).status).toBe(200);
  });
});

describe('POST /api/storage/upload-with-chunks: a CSV is judged text chunk by chunk, by content', () => {
  /** Text with 2-, 3- and 4-byte characters, about 30 KB. */
  const csv = Buffer.from('question,answer\n' + 'Zoë,"€ 😀 naïve"\n'.repeat(1500));
  /** Where `character` next occurs after byte `from`, plus `into` bytes: a cut inside it. */
  const inside = (character: string, into: number, from: number) => csv.indexOf(Buffer.from(character), from) + into;
  const cuts = [inside('€', 1, 10_000), inside('😀', 3, 20_000)];
  const pieces = (bytes: Buffer) => [bytes.subarray(0, cuts[0]), bytes.subarray(cuts[0], cuts[1]), bytes.subarray(cuts[1])];
  const csvUpload = (bytes: Buffer = csv): ChunkUpload => ({
    uploadId: `upload_${randomUUID()}`,
    fileName: 'faq.csv',
    fileSize: bytes.length,
    totalChunks: 3,
  });
  /** Chunk 1 as a part (the chunk first), 0 and 2 written in place: both kinds of chunk at each boundary. */
  async function sendCsv(client: TestClient, bytes: Buffer, upload = csvUpload(bytes)) {
    const [first, middle, last] = pieces(bytes);
    expect((await sendChunkInPlace(client, upload, 0, first!, 0)).status).toBe(200);
    expect((await sendChunk(client, upload, 1, middle!)).status).toBe(200);
    return sendChunkInPlace(client, upload, 2, last!, cuts[1]!);
  }
  const refusedAsNotText = (reply: { status: number; data: Record<string, unknown> }) => {
    expect(reply.status, JSON.stringify(reply.data)).toBe(400);
    expect(reply.data.error).toMatch(/^Only \.pdf, .* files are allowed$/);
  };

  it('accepts characters split across chunk boundaries (in place and as parts), storing the bytes as sent', async () => {
    const { client, userId } = await freshUser();
    const last = await sendCsv(client, csv);
    expect(last.status, JSON.stringify(last.data)).toBe(200);
    expect(last.data).toMatchObject({ completed: true, kind: 'csv', type: 'text/csv', size: csv.length });
    const served = Buffer.from(await (await fetch(stack.url + last.data.url)).arrayBuffer());
    expect(served.equals(csv)).toBe(true);
    expect(await filesOnDisk(userId)).toEqual([]);
  });

  it('refuses a binary byte in a middle chunk (invalid UTF-8 or a NUL), keeping nothing', async () => {
    const { client, userId } = await freshUser();
    for (const byte of [0xff, 0x00]) {
      const bytes = Buffer.from(csv);
      bytes[15_000] = byte;
      refusedAsNotText(await sendCsv(client, bytes));
    }
    expect(await filesOnDisk(userId)).toEqual([]);
  });

  it('refuses a character left unfinished at a chunk boundary, and continuation bytes that continue nothing', async () => {
    const { client } = await freshUser();
    const unfinished = Buffer.from(csv);
    unfinished[cuts[0]!] = 0x61; // '€' is E2 82 AC: the chunk after the cut starts with 'a' instead of 82
    refusedAsNotText(await sendCsv(client, unfinished));
    const stray = Buffer.from(csv);
    stray[cuts[1]! - 3] = 0x61; // '😀' loses its lead byte: its 3 continuation bytes straddle the cut
    refusedAsNotText(await sendCsv(client, stray));
  });

  it('takes the chunks sent all at once, in place, and serves the file as sent', async () => {
    const { client, userId } = await freshUser();
    const upload = csvUpload();
    const offsets = [0, cuts[0]!, cuts[1]!];
    const replies = await Promise.all(
      pieces(csv).map((piece, index) => sendChunkInPlace(client, upload, index, piece, offsets[index]!)),
    );
    for (const reply of replies) expect(reply.status, JSON.stringify(reply.data)).toBe(200);
    const done = replies.find((reply) => reply.data.completed === true);
    expect(done?.data).toMatchObject({ kind: 'csv', size: csv.length });
    const served = Buffer.from(await (await fetch(stack.url + done!.data.url)).arrayBuffer());
    expect(served.equals(csv)).toBe(true);
    expect(await filesOnDisk(userId)).toEqual([]);
  });

  it('still reads the file when a chunk written in place was never recorded: its bytes may be in it', async () => {
    const { client } = await freshUser();
    const upload = csvUpload();
    const [first, middle, last] = pieces(csv);
    expect((await sendChunkInPlace(client, upload, 0, first!, 0)).status).toBe(200);
    // Text at the start (it sniffs as CSV), a NUL after the sniffed bytes, written over chunk 0
    // by a chunk 1 whose record is refused (another totalChunks): its bytes stay in the file.
    const overwrite = Buffer.from(first!);
    overwrite[8_000] = 0;
    expect((await sendChunkInPlace(client, { ...upload, totalChunks: 2 }, 1, overwrite, 0)).status).toBe(409);
    expect((await sendChunkInPlace(client, upload, 1, middle!, cuts[0]!)).status).toBe(200);
    refusedAsNotText(await sendChunkInPlace(client, upload, 2, last!, cuts[1]!));
  });
});
