import { dynamics } from '@avatarium/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readyAgentOf, signedInUser } from '../../../../testkit/agent-cards.js';
import { startStack, type TestStack } from '../../../../testkit/stack.js';
import { faceMp4, faceWebm, patternMp4 } from '../../../../testkit/uploads/movement-videos.js';
import { chunksOf, smallPng } from '../../../../testkit/uploads/upload-test-kit.js';

let stack: TestStack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack.stop());

type Client = Awaited<ReturnType<typeof signedInUser>>['client'];

/** The Add Video tile's single upload: agentId and purpose, then the file. */
function sendMovement(client: Client, agentId: string, name: string, bytes: Buffer, purpose = 'movement-video') {
  const form = new FormData();
  form.append('agentId', agentId);
  form.append('purpose', purpose);
  form.append('file_0', new Blob([bytes], { type: 'video/mp4' }), name);
  return client.request('POST', '/api/upload-files', { body: form });
}

/** One chunk as our browser sends it (fields, offset and purpose first, then the chunk). */
function sendMovementChunk(
  client: Client,
  upload: { uploadId: string; agentId: string; fileSize: number; totalChunks: number },
  chunkIndex: number,
  chunkOffset: number,
  bytes: Buffer,
) {
  const form = new FormData();
  const fields = {
    chunkIndex: String(chunkIndex),
    totalChunks: String(upload.totalChunks),
    uploadId: upload.uploadId,
    fileName: 'wave.mp4',
    fileSize: String(upload.fileSize),
    agentId: upload.agentId,
    chunkOffset: String(chunkOffset),
    purpose: 'movement-video',
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('chunk', new Blob([bytes]), 'wave.mp4');
  return client.request('POST', '/api/storage/upload-with-chunks', { body: form });
}

async function storedUploads(userId: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const object of stack.gateway.deps.storage.list(`uploads/${userId}`)) keys.push(object.key);
  return keys;
}

describe('uploads declared as a movement video (purpose movement-video)', () => {
  it('refuses a WebM named .mp4, a video without a face, one too long, an image; stores none of them', async () => {
    const owner = await signedInUser(stack);
    const agent = await readyAgentOf(stack, owner.userId);
    const refusal = async (name: string, bytes: Buffer) => {
      const response = await sendMovement(owner.client, agent.id, name, bytes);
      return [response.status, response.data.success, response.data.error];
    };
    expect(await refusal('wave.mp4', faceWebm())).toEqual([400, false, dynamics.ONLY_MP4]);
    expect(await refusal('pattern.mp4', patternMp4())).toEqual([400, false, dynamics.NO_FACE_IN_VIDEO]);
    const [status, , message] = await refusal('long.mp4', faceMp4(22));
    expect([status, message]).toEqual([400, dynamics.movementTooLongMessage(22)]);
    expect(await refusal('still.mp4', smallPng())).toEqual([400, false, dynamics.ONLY_MP4]);
    expect(await storedUploads(owner.userId)).toEqual([]);
    // Without the purpose the same clip is an ordinary video upload.
    const form = new FormData();
    form.append('agentId', agent.id);
    form.append('file_0', new Blob([patternMp4()], { type: 'video/mp4' }), 'pattern.mp4');
    expect((await owner.client.request('POST', '/api/upload-files', { body: form })).status).toBe(200);
  });

  it('accepts a short H.264 clip of a face, which then saves as a movement video', async () => {
    const owner = await signedInUser(stack);
    const agent = await readyAgentOf(stack, owner.userId);
    const response = await sendMovement(owner.client, agent.id, 'wave.mp4', faceMp4());
    expect(response.status, JSON.stringify(response.data)).toBe(200);
    const [upload] = response.data.uploads;
    expect(upload).toMatchObject({ kind: 'video', type: 'video/mp4' });
    expect(await storedUploads(owner.userId)).toEqual([upload.storagePath]);
    const saved = await owner.client.request('PUT', `/api/agents/${agent.id}/dynamics`, {
      json: { dynamics: { enabled: true, batch_results: { abcdefghijkl: { video_url: upload.storagePath } } } },
    });
    expect([saved.status, saved.data.dynamics.enabled]).toEqual([200, true]);
  });

  it('chunked: refuses a 2 GB movement at its first chunk, and a finished upload without a face; stores nothing', async () => {
    const owner = await signedInUser(stack);
    const agent = await readyAgentOf(stack, owner.userId);
    const huge = { uploadId: 'movement-huge-1', agentId: agent.id, fileSize: 2 * 1024 ** 3, totalChunks: 600 };
    const first = await sendMovementChunk(owner.client, huge, 0, 0, Buffer.alloc(1024));
    expect([first.status, first.data.error]).toEqual([400, dynamics.movementFileTooBigMessage(2 * 1024 ** 3)]);

    const bytes = patternMp4(3);
    const chunks = chunksOf(bytes, Math.ceil(bytes.length / 2));
    const upload = { uploadId: 'movement-pattern-1', agentId: agent.id, fileSize: bytes.length, totalChunks: chunks.length };
    const replies = [];
    for (let index = 0, offset = 0; index < chunks.length; offset += chunks[index]!.length, index++) {
      replies.push(await sendMovementChunk(owner.client, upload, index, offset, chunks[index]!));
    }
    expect(replies[0]!.status).toBe(200);
    expect([replies.at(-1)!.status, replies.at(-1)!.data.error]).toEqual([400, dynamics.NO_FACE_IN_VIDEO]);
    expect(await storedUploads(owner.userId)).toEqual([]);
  });

  it('refuses an unknown purpose', async () => {
    const owner = await signedInUser(stack);
    const agent = await readyAgentOf(stack, owner.userId);
    const response = await sendMovement(owner.client, agent.id, 'wave.mp4', faceMp4(), 'wallpaper');
    expect([response.status, response.data.error]).toEqual([
      400,
      'Unknown upload purpose: the one known purpose is movement-video.',
    ]);
  });
});
