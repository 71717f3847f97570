import { randomUUID } from 'node:crypto';
import { UPLOAD_CHUNK_BYTES } from '@avatarium/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../testkit/http-client.js';
import { signUpUser } from '../../../../testkit/seed.js';
import { startStack, type TestStack } from '../../../../testkit/stack.js';
import { sendChunk, type ChunkUpload } from '../../../../testkit/uploads/upload-test-kit.js';

let stack: TestStack;
let client: TestClient;
beforeAll(async () => {
  stack = await startStack();
  client = stack.client();
  await signUpUser(client);
});
afterAll(() => stack.stop());

/** One chunk's worth of CSV rows, reused for every chunk: the test itself holds no big file either. */
function csvChunk(): Buffer {
  const row = 'agent,prompt,voice,language\nA12BCD3456,"a friendly guide",nova,en\n';
  return Buffer.from(row.repeat(Math.ceil(UPLOAD_CHUNK_BYTES / row.length))).subarray(0, UPLOAD_CHUNK_BYTES);
}

async function upload(fileSize: number): Promise<Record<string, any>> {
  const chunk = csvChunk();
  const totalChunks = Math.ceil(fileSize / UPLOAD_CHUNK_BYTES);
  const target: ChunkUpload = { uploadId: randomUUID(), fileName: 'rows.csv', fileSize, totalChunks };
  let last: Record<string, any> = {};
  for (let index = 0; index < totalChunks; index++) {
    const size = Math.min(UPLOAD_CHUNK_BYTES, fileSize - index * UPLOAD_CHUNK_BYTES);
    const response = await sendChunk(client, target, index, chunk.subarray(0, size));
    expect(response.status, JSON.stringify(response.data)).toBe(200);
    last = response.data;
  }
  return last;
}

describe('POST /api/storage/upload-with-chunks memory', () => {
  it('streams a 200 MB upload: the process grows by far less than the file', async () => {
    await upload(20 * UPLOAD_CHUNK_BYTES); // warm up buffers, JIT and connections first
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
    const fileSize = 200 * 1024 * 1024;
    const result = await upload(fileSize);
    clearInterval(sampler);
    peak = Math.max(peak, process.memoryUsage().rss);
    expect(result).toMatchObject({ completed: true, size: fileSize, kind: 'csv' });
    const growthMb = (peak - before) / 1024 / 1024;
    console.log(`RSS before ${(before / 1048576).toFixed(0)} MB, peak growth ${growthMb.toFixed(1)} MB while uploading 200 MB`);
    expect(growthMb).toBeLessThan(100);
  });
});
