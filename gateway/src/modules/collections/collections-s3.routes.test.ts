import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../../../../testkit/agent-cards.js';
import { startStack, type TestStack } from '../../../../testkit/stack.js';
import { shortMp4 } from '../../../../testkit/uploads/upload-test-kit.js';
import { startS3Bucket, type S3Bucket } from '../../../../testkit/s3-bucket.js';

// The intro video's three-step upload with S3 storage: the browser PUTs straight to a presigned
// URL on the S3 server (MinIO here), and confirming checks what landed there.
let s3: S3Bucket;
let stack: TestStack;

beforeAll(async () => {
  s3 = await startS3Bucket('avatarium-collections');
  stack = await startStack(s3.env);
}, 15 * 60_000);

afterAll(async () => {
  await stack?.stop();
  await s3?.stop();
});

describe('heroshot upload with S3 storage', () => {
  it('uploads to the presigned URL, confirms, and refuses a file that is not a video', async () => {
    const owner = await signedInUser(stack);
    const { collection } = (await owner.client.post('/api/collections', { name: 'On S3' })).data;
    const { uploadUrl, filePath, contentType } = (
      await owner.client.get(`/api/collections/${collection.id}/heroshot/upload-url?ext=mp4`)
    ).data;
    expect(uploadUrl).toMatch(new RegExp(`^${s3.server.endpoint}/${s3.bucket}/collections/`));

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
