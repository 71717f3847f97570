import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type TestStack } from '../../../../testkit/stack.js';

let stack: TestStack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack.stop());

async function stored(key: string, contentType: string, body = 'bytes') {
  await stack.gateway.deps.storage.put(key, Readable.from([body]), contentType);
  return stack.gateway.deps.storage.signedUrl(key, 60);
}

describe('GET /files/{key}', () => {
  it.each([
    ['image/png', 'test/a.png'],
    ['audio/mpeg', 'test/a.mp3'],
    ['video/mp4', 'test/a.mp4'],
  ])('serves %s inline with its stored type', async (contentType, key) => {
    const response = await stack.client().get(await stored(key, contentType));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(contentType);
    expect(response.headers.get('content-disposition')).toBeNull();
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it.each([
    ['text/html', 'test/page.csv'],
    ['application/pdf', 'test/doc.pdf'],
    ['image/svg+xml', 'test/logo.svg'],
    ['text/plain', 'test/notes.txt'],
  ])('serves %s as a download, keeping its stored type', async (contentType, key) => {
    const response = await stack.client().get(await stored(key, contentType, '<script>alert(1)</script>'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename=${key.split('/')[1]}`);
    expect(response.headers.get('content-type')).toMatch(new RegExp(`^${contentType.replace('+', '\\+')}`));
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it.each(['/files', '/files/', '/files/test/missing.png?expires=1&signature=x'])(
    'answers %s with JSON, never HTML',
    async (route) => {
      const response = await stack.client().get(route);
      expect([403, 404]).toContain(response.status);
      expect(response.headers.get('content-type')).toMatch(/application\/json/);
    },
  );

  it('answers a signed link to a missing file 404 JSON', async () => {
    const url = await stack.gateway.deps.storage.signedUrl('test/gone.png', 60);
    const response = await stack.client().get(url);
    expect(response.status).toBe(404);
    expect(response.data).toEqual({ success: false, error: 'File not found.' });
  });
});
