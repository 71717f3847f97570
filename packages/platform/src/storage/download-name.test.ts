import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalStorage } from './local-storage.js';
import { S3Storage } from './s3-storage.js';
import { attachmentDisposition } from './storage.js';

let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'download-name-'));
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe('signed URLs that download under a name (the model as {name}-model.imx)', () => {
  it('writes the name as Content-Disposition: an ASCII filename and the exact one as filename*', () => {
    expect(attachmentDisposition('Keeper Ada-model.imx')).toBe(
      `attachment; filename="Keeper Ada-model.imx"; filename*=UTF-8''Keeper%20Ada-model.imx`,
    );
    expect(attachmentDisposition("Zoë's (1)-model.imx")).toBe(
      `attachment; filename="Zo_'s (1)-model.imx"; filename*=UTF-8''Zo%C3%AB%27s%20%281%29-model.imx`,
    );
  });

  it('local storage binds the name into the signature: it cannot be changed, added or removed', async () => {
    const storage = new LocalStorage(root, 'a-signing-secret-of-some-length');
    const url = new URL(
      await storage.signedUrl('agents/A12BCD3456/model.imx', 60, { downloadName: 'Zoë-model.imx' }),
      'http://host',
    );
    expect(url.searchParams.get('download')).toBe('Zoë-model.imx');
    const expires = Number(url.searchParams.get('expires'));
    const signature = url.searchParams.get('signature')!;
    const key = 'agents/A12BCD3456/model.imx';
    expect(storage.verify(key, expires, signature, Date.now(), 'Zoë-model.imx')).toBe(true);
    expect(storage.verify(key, expires, signature, Date.now(), 'evil.html')).toBe(false);
    expect(storage.verify(key, expires, signature)).toBe(false);
    const plain = new URL(await storage.signedUrl(key, 60), 'http://host');
    expect(plain.searchParams.has('download')).toBe(false);
    expect(storage.verify(key, expires, plain.searchParams.get('signature')!, Date.now(), 'Zoë-model.imx')).toBe(false);
  });

  it('S3 presigns the Content-Disposition it will answer with', async () => {
    const storage = new S3Storage({
      endpoint: 'http://127.0.0.1:9',
      region: 'us-east-1',
      bucket: 'bucket',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      forcePathStyle: true,
    });
    const url = new URL(await storage.signedUrl('agents/A12BCD3456/model.imx', 60, { downloadName: 'Keeper Ada-model.imx' }));
    expect(url.searchParams.get('response-content-disposition')).toBe(attachmentDisposition('Keeper Ada-model.imx'));
    expect(url.searchParams.get('X-Amz-SignedHeaders')).toBe('host');
    const plain = new URL(await storage.signedUrl('agents/A12BCD3456/model.imx', 60));
    expect(plain.searchParams.has('response-content-disposition')).toBe(false);
  });
});
