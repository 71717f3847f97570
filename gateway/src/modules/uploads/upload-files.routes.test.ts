import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser } from '../../../../testkit/seed.js';
import { startStack, type TestStack } from '../../../../testkit/stack.js';
import type { TestClient } from '../../../../testkit/http-client.js';
import { AGENT_ID, makeMedia, sendFiles, smallPng } from '../../../../testkit/uploads/upload-test-kit.js';

const ONLY_ALLOWED =
  'Only .pdf, .mp4, .mov, .avi, .webm, .jpg, .jpeg, .png, .gif, .webp, .csv, .mp3, .wav, .m4a, .ogg, .opus files are allowed';

let stack: TestStack;
let client: TestClient;
let userId: string;
beforeAll(async () => {
  stack = await startStack();
  client = stack.client();
  ({ userId } = await signUpUser(client));
});
afterAll(() => stack.stop());

async function storedKeys(): Promise<string[]> {
  const keys: string[] = [];
  for await (const object of stack.gateway.deps.storage.list('uploads')) keys.push(object.key);
  return keys;
}

describe('POST /api/upload-files', () => {
  it('stores an image under the sniffed type, measured, behind a signed URL that serves it', async () => {
    const png = smallPng();
    const response = await sendFiles(client, [{ name: 'portrait.png', bytes: png, type: 'image/png' }]);
    expect(response.status, JSON.stringify(response.data)).toBe(200);
    expect(response.data).toMatchObject({ success: true, error: null, code: null, message: 'File uploaded successfully' });
    const [upload] = response.data.uploads;
    expect(upload).toMatchObject({
      originalName: 'portrait.png',
      type: 'image/png',
      kind: 'image',
      size: png.length,
      width: 160,
      height: 120,
    });
    expect(upload.storagePath).toMatch(new RegExp(`^uploads/${userId}/${AGENT_ID}/[0-9a-f-]{36}\\.png$`));
    const served = await fetch(stack.url + upload.publicUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);
  });

  it('keeps a UTF-8 file name as sent (multipart parameters are read as UTF-8, not latin1)', async () => {
    const name = 'Ünïcödé 名前.png';
    const response = await sendFiles(client, [{ name, bytes: smallPng(), type: 'image/png' }]);
    expect(response.status, JSON.stringify(response.data)).toBe(200);
    expect(response.data.uploads[0]).toMatchObject({ originalName: name, kind: 'image' });
  });

  it('goes by the bytes, not the name: a .png holding a PDF is stored as a PDF', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
    const response = await sendFiles(client, [{ name: 'looks-like.png', bytes: pdf, type: 'image/png' }]);
    expect(response.status, JSON.stringify(response.data)).toBe(200);
    expect(response.data.uploads[0]).toMatchObject({ type: 'application/pdf', kind: 'pdf', originalName: 'looks-like.png' });
    expect(response.data.uploads[0].storagePath).toMatch(/\.pdf$/);
  });

  it('accepts a CSV by its name and text, and refuses binary bytes named .csv', async () => {
    const ok = await sendFiles(client, [{ name: 'faq.csv', bytes: Buffer.from('question,answer\nHi?,Héllo\n') }]);
    expect(ok.data.uploads[0]).toMatchObject({ type: 'text/csv', kind: 'csv' });
    const binary = Buffer.concat([Buffer.from('a,b\n'), randomBytes(2000)]);
    const refused = await sendFiles(client, [{ name: 'data.csv', bytes: binary }]);
    expect(refused.status).toBe(400);
    expect(refused.data.error).toBe(ONLY_ALLOWED);
  });

  it('refuses a type outside the list with the spec message and keeps nothing', async () => {
    const before = await storedKeys();
    const mkv = makeMedia('mkv', ['-f', 'lavfi', '-i', 'testsrc=duration=1:size=160x120:rate=10']);
    const response = await sendFiles(client, [
      { name: 'ok.png', bytes: smallPng() },
      { name: 'clip.mkv', bytes: mkv },
    ]);
    expect(response.status).toBe(400);
    expect(response.data).toEqual({
      success: false,
      uploads: [],
      message: 'Upload failed',
      error: ONLY_ALLOWED,
      code: 'BAD_INPUT',
    });
    expect(await storedKeys()).toEqual(before);
  });

  it('refuses a video over 30 seconds and deletes it', async () => {
    const before = await storedKeys();
    const video = makeMedia('mp4', ['-f', 'lavfi', '-i', 'testsrc=duration=31:size=160x120:rate=10']);
    const response = await sendFiles(client, [{ name: 'long.mp4', bytes: video }]);
    expect(response.status).toBe(400);
    expect(response.data.error).toBe('Video too long. Maximum duration is 30 seconds, but your video is 31 seconds.');
    expect(await storedKeys()).toEqual(before);
  });

  it('refuses audio over 2 minutes', async () => {
    const audio = makeMedia('mp3', ['-f', 'lavfi', '-i', 'sine=duration=130']);
    const response = await sendFiles(client, [{ name: 'voice.mp3', bytes: audio }]);
    expect(response.status).toBe(400);
    expect(response.data.error).toBe('Audio too long. Maximum duration is 2 minutes, but your audio is 2.2 minutes.');
  });

  it('accepts a voice sample and reports its duration', async () => {
    const audio = makeMedia('m4a', ['-f', 'lavfi', '-i', 'sine=duration=5']);
    const response = await sendFiles(client, [{ name: 'voice.m4a', bytes: audio }]);
    expect(response.status, JSON.stringify(response.data)).toBe(200);
    expect(response.data.uploads[0]).toMatchObject({ kind: 'audio', type: 'audio/mp4' });
    expect(response.data.uploads[0].durationSeconds).toBeCloseTo(5, 0);
  });

  it('refuses an unreadable video', async () => {
    const header = Buffer.from('00000018667479706973736f6d0000020069736f6d69736f32', 'hex');
    const response = await sendFiles(client, [{ name: 'broken.mp4', bytes: Buffer.concat([header, randomBytes(5000)]) }]);
    expect(response.status).toBe(400);
    expect(response.data.error).toBe('Invalid video file or unable to read video metadata.');
  });

  it('sends a file over 4,194,304 bytes to chunked upload', async () => {
    const before = await storedKeys();
    const big = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(4_194_304)]);
    const response = await sendFiles(client, [{ name: 'big.pdf', bytes: big }]);
    expect(response.status).toBe(413);
    expect(response.data.error).toContain('POST /api/storage/upload-with-chunks');
    expect(await storedKeys()).toEqual(before);
    const exact = await sendFiles(client, [{ name: 'exact.pdf', bytes: big.subarray(0, 4_194_304) }]);
    expect(exact.status, JSON.stringify(exact.data)).toBe(200);
  });

  it('needs a valid agentId before the files', async () => {
    const response = await sendFiles(client, [{ name: 'a.png', bytes: smallPng() }], 'not-an-id');
    expect(response.status).toBe(400);
    expect(response.data.error).toBe('Invalid agentId.');
  });

  it('answers 401 when signed out', async () => {
    const response = await sendFiles(stack.client(), [{ name: 'a.png', bytes: smallPng() }]);
    expect(response.status).toBe(401);
    expect(response.data).toMatchObject({ success: false, error: 'Unauthorized' });
  });
});

describe('POST /api/upload-files when storage fails', () => {
  async function withFailingStorage(error: Error) {
    const storage = stack.gateway.deps.storage;
    storage.put = async () => {
      throw error;
    };
    try {
      return await sendFiles(client, [{ name: 'a.png', bytes: smallPng() }]);
    } finally {
      delete (storage as { put?: unknown }).put;
    }
  }

  it('answers RLS_POLICY_ERROR when the store refuses by policy', async () => {
    const response = await withFailingStorage(Object.assign(new Error('Access Denied'), { name: 'AccessDenied' }));
    expect(response.status).toBe(403);
    expect(response.data).toMatchObject({
      success: false,
      code: 'RLS_POLICY_ERROR',
      error:
        'Storage upload denied. Please setup the storage bucket and access policies. Visit /api/setup-storage for instructions.',
    });
  });

  it('names a missing storage configuration, and says File upload failed otherwise', async () => {
    const missing = await withFailingStorage(Object.assign(new Error('no bucket'), { name: 'NoSuchBucket' }));
    expect(missing.data).toMatchObject({
      code: 'STORAGE_NOT_CONFIGURED',
      error:
        'Server configuration error: the storage service is not configured on the server. Please check server environment variables.',
    });
    const other = await withFailingStorage(new Error('disk on fire'));
    expect(other.status).toBe(500);
    expect(other.data).toMatchObject({ code: 'UPLOAD_FAILED', error: 'File upload failed.' });
    expect((await sendFiles(client, [{ name: 'a.png', bytes: smallPng() }])).status).toBe(200);
  });
});

describe('GET /api/setup-storage', () => {
  it('explains how to set up storage', async () => {
    const response = await stack.client().get('/api/setup-storage');
    expect(response.status).toBe(200);
    expect(response.data.instructions.join(' ')).toContain('S3_BUCKET');
  });
});
