import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type TestStack } from '../../../../testkit/stack.js';

let stack: TestStack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack.stop());

describe('GET /healthz and GET /readyz', () => {
  it('report the process alive and its MongoDB and NATS reachable', async () => {
    expect((await stack.client().get('/healthz')).data).toEqual({ status: 'ok' });
    const ready = await stack.client().get('/readyz');
    expect(ready.status).toBe(200);
    expect(ready.data).toEqual({ status: 'ready', mongodb: 'ok', nats: 'ok' });
  });
});

describe('GET /files/{key}', () => {
  it('serves a stored file only through its signed URL', async () => {
    const storage = stack.gateway.deps.storage;
    await storage.put('test/hello.txt', Readable.from(['hi there']), 'text/plain');
    const url = await storage.signedUrl('test/hello.txt', 60);
    const ok = await stack.client().get(url);
    expect(ok.status).toBe(200);
    expect(ok.data).toBe('hi there');
    expect(ok.headers.get('content-type')).toMatch(/^text\/plain/);
    const tampered = await stack.client().get(url.replace('hello.txt', 'other.txt'));
    expect(tampered.status).toBe(403);
    const unsigned = await stack.client().get('/files/test/hello.txt');
    expect(unsigned.status).toBe(403);
  });
});

describe('errors answer JSON, never an HTML page', () => {
  it('refuses a malformed JSON body with 400', async () => {
    const response = await stack.client().request('POST', '/api/auth/signin', {
      body: '{"email": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(400);
    expect(response.data).toEqual({ success: false, error: 'The request body is not valid JSON.', code: 'BAD_INPUT' });
  });

  it('refuses an oversized JSON body with 413', async () => {
    const response = await stack.client().post('/api/auth/signin', { email: 'a@b.c', password: 'x'.repeat(2_000_000) });
    expect(response.status).toBe(413);
    expect(response.data).toMatchObject({ success: false, error: 'The request body is too large.' });
  });
});

describe('unknown /api paths', () => {
  it('answer 404 JSON', async () => {
    const response = await stack.client().get('/api/nope');
    expect(response.status).toBe(404);
    expect(response.data).toEqual({ success: false, error: 'Not found' });
  });
});
