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

describe('unknown /api paths', () => {
  it('answer 404 JSON', async () => {
    const response = await stack.client().get('/api/nope');
    expect(response.status).toBe(404);
    expect(response.data).toEqual({ success: false, error: 'Not found' });
  });
});
