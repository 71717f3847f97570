import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../../../../testkit/agent-cards.js';
import { startStack, type TestStack } from '../../../../testkit/stack.js';
import { shortMp4 } from '../../../../testkit/uploads/upload-test-kit.js';
import { startS3Server, type S3ServerHandle } from '../../../../tools/infra/index.js';

// The intro video's three-step upload with S3 storage: the browser PUTs straight to a presigned
// URL on the S3 server (MinIO here), and confirming checks what landed there.
const BUCKET = 'avatarium-collections';
let server: S3ServerHandle;
let dataDir: string;
let stack: TestStack;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'collections-s3-'));
  server = await startS3Server({ dataDir });
  const admin = new S3Client({
    endpoint: server.endpoint,
    region: server.region,
    forcePathStyle: true,
    credentials: { accessKeyId: server.accessKeyId, secretAccessKey: server.secretAccessKey },
  });
  await admin.send(new CreateBucketCommand({ Bucket: BUCKET }));
  admin.destroy();
  stack = await startStack({
    S3_ENDPOINT: server.endpoint,
    S3_REGION: server.region,
    S3_BUCKET: BUCKET,
    S3_ACCESS_KEY_ID: server.accessKeyId,
    S3_SECRET_ACCESS_KEY: server.secretAccessKey,
  });
}, 15 * 60_000);

afterAll(async () => {
  await stack?.stop();
  await server?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('heroshot upload with S3 storage', () => {
  it('uploads to the presigned URL, confirms, and refuses a file that is not a video', async () => {
    const owner = await signedInUser(stack);
    const { collection } = (await owner.client.post('/api/collections', { name: 'On S3' })).data;
    const { uploadUrl, filePath, contentType } = (
      await owner.client.get(`/api/collections/${collection.id}/heroshot/upload-url?ext=mp4`)
    ).data;
    expect(uploadUrl).toMatch(new RegExp(`^${server.endpoint}/${BUCKET}/collections/`));

    // The content type is part of the signature.
    expect((await fetch(uploadUrl, { method: 'PUT', body: 'x', headers: { 'content-type': 'text/html' } })).status).toBe(403);
    const video = shortMp4();
    expect(
      (await fetch(uploadUrl, { method: 'PUT', body: new Uint8Array(video), headers: { 'content-type': contentType } })).status,
    ).toBe(200);
    const confirmed = await owner.client.post(`/api/collections/${collection.id}/heroshot/confirm`, { filePath });
    expect(confirmed.status).toBe(200);
    expect(confirmed.data.collection.heroshot_enabled).toBe(true);
    const played = await fetch(confirmed.data.collection.heroshot_video);
    expect(Buffer.from(await played.arrayBuffer()).equals(video)).toBe(true);

    const second = (await owner.client.get(`/api/collections/${collection.id}/heroshot/upload-url?ext=webm`)).data;
    await fetch(second.uploadUrl, { method: 'PUT', body: '<html>no</html>', headers: { 'content-type': second.contentType } });
    const refused = await owner.client.post(`/api/collections/${collection.id}/heroshot/confirm`, { filePath: second.filePath });
    expect(refused.status).toBe(400);
    expect(refused.data.error).toBe('Please upload an MP4, WebM, OGG or MOV video');
  });
});
