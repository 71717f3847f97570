import { HeadObjectCommand, ListMultipartUploadsCommand, ListPartsCommand } from '@aws-sdk/client-s3';
import { randomUUID } from 'node:crypto';
import { UPLOAD_CHUNK_BYTES } from '@avatarium/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../../../../testkit/agent-cards.js';
import { startStack, type TestStack } from '../../../../testkit/stack.js';
import {
  chunksOf,
  paddedMp4,
  sendChunk,
  sendChunkInPlace,
  type ChunkUpload,
} from '../../../../testkit/uploads/upload-test-kit.js';
import { startS3Bucket, type S3Bucket } from '../../../../testkit/s3-bucket.js';

// Chunked uploads with S3 storage (MinIO here): the browser's 3.5 MiB chunks are grouped into
// parts of at least 5 MiB sent to a multipart object while the upload goes on, so the last
// chunk only completes it.
let s3: S3Bucket;
let stack: TestStack;

beforeAll(async () => {
  s3 = await startS3Bucket('avatarium-chunks');
  stack = await startStack(s3.env);
}, 15 * 60_000);

afterAll(async () => {
  await stack?.stop();
  await s3?.stop();
});

/** Multipart objects started and not completed under the user's uploads, with their parts. */
async function pendingObjects(userId: string): Promise<Array<{ key: string; parts: number[] }>> {
  // MinIO lists multipart uploads by exact key only: list them all and keep the user's.
  const listed = await s3.admin.send(new ListMultipartUploadsCommand({ Bucket: s3.bucket }));
  const mine = (listed.Uploads ?? []).filter((upload) => upload.Key?.startsWith(`uploads/${userId}/`));
  return Promise.all(
    mine.map(async (upload) => {
      const parts = await s3.admin.send(new ListPartsCommand({ Bucket: s3.bucket, Key: upload.Key, UploadId: upload.UploadId }));
      return { key: upload.Key!, parts: (parts.Parts ?? []).map((part) => part.PartNumber!) };
    }),
  );
}

async function partObjects(userId: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const object of stack.gateway.deps.storage.list(`upload-parts/${userId}`)) keys.push(object.key);
  return keys;
}

describe('POST /api/storage/upload-with-chunks with S3 storage', () => {
  const video = paddedMp4(12_000_000);
  const chunks = chunksOf(video, UPLOAD_CHUNK_BYTES);
  const upload = (): ChunkUpload => ({ uploadId: randomUUID(), fileName: 'walk.mp4', fileSize: video.length, totalChunks: 4 });

  it('sends the chunks as 5 MiB+ parts while they come, and completes the object with the last one', async () => {
    expect(chunks).toHaveLength(4);
    const { client, userId } = await signedInUser(stack);
    const sent = upload();
    // Our browser's order (fields first) and the spec's (chunk first) both end up as parts here.
    expect((await sendChunkInPlace(client, sent, 0, chunks[0]!, 0)).data).toMatchObject({ receivedChunks: [0] });
    expect((await sendChunk(client, sent, 1, chunks[1]!)).data).toMatchObject({ receivedChunks: [0, 1] });
    // Chunks 0 and 1 (7 MiB) are part 1 of the file's object, sent before the upload ends.
    await expect.poll(() => pendingObjects(userId), { timeout: 20_000 }).toEqual([{ key: expect.any(String), parts: [1] }]);
    const [pending] = await pendingObjects(userId);
    await sendChunkInPlace(client, sent, 2, chunks[2]!, 2 * UPLOAD_CHUNK_BYTES);
    const last = await sendChunk(client, sent, 3, chunks[3]!);
    expect(last.status, JSON.stringify(last.data)).toBe(200);
    expect(last.data).toMatchObject({ completed: true, size: video.length, type: 'video/mp4', kind: 'video' });
    expect(last.data.storagePath).toBe(pending!.key);
    // Two parts (chunks 0-1, chunks 2-3): a multipart object's ETag ends with "-<parts>".
    const head = await s3.admin.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: last.data.storagePath }));
    expect(head.ETag).toMatch(/-2"$/);
    const served = Buffer.from(await (await fetch(last.data.url)).arrayBuffer());
    expect(served.equals(video)).toBe(true);
    expect(await pendingObjects(userId)).toEqual([]);
    expect(await partObjects(userId)).toEqual([]);
  });

  it('drops the started object and every part when the upload is refused at the end', async () => {
    const { client, userId } = await signedInUser(stack);
    const sent = upload();
    await sendChunk(client, sent, 0, chunks[0]!);
    await sendChunk(client, sent, 1, chunks[1]!);
    await sendChunk(client, sent, 2, chunks[2]!);
    await expect.poll(() => pendingObjects(userId), { timeout: 20_000 }).toHaveLength(1);
    const short = await sendChunk(client, sent, 3, chunks[3]!.subarray(0, 1000));
    expect(short.status).toBe(400);
    expect(short.data.error).toBe(
      `The chunks add up to ${3 * UPLOAD_CHUNK_BYTES + 1000} bytes, but fileSize says ${video.length}.`,
    );
    expect(await pendingObjects(userId)).toEqual([]);
    expect(await partObjects(userId)).toEqual([]);
  });
});
