import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AppError, type Bus } from '@avatarium/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser } from '../../../../testkit/seed.js';
import { startStack, type TestStack } from '../../../../testkit/stack.js';

interface Received {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: unknown;
}

/** A local stand-in for the GPU function host: answers per function name. */
function gpuHost(received: Received[]): Server {
  return createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || 'null') as unknown;
      received.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      const reply = (status: number, payload: unknown, type = 'application/json') => {
        res.writeHead(status, { 'content-type': type });
        res.end(typeof payload === 'string' ? payload : JSON.stringify(payload));
      };
      if (req.url === '/v1/functions/lip-sync') return reply(200, { job_id: 'job-1', status: 'queued', input: body });
      if (req.url === '/v1/functions/plain-text') return reply(200, 'done', 'text/plain');
      if (req.url === '/v1/functions/needs-image') return reply(422, { error: 'image is required' });
      if (req.url === '/v1/functions/bad-token') return reply(401, { error: 'invalid token' });
      if (req.url === '/v1/functions/redirect') {
        res.writeHead(302, { location: `http://127.0.0.1:${(host.address() as AddressInfo).port}/v1/functions/lip-sync` });
        return res.end();
      }
      return reply(500, { error: 'CUDA out of memory' });
    });
  });
}

const received: Received[] = [];
let host: Server;
let stack: TestStack;
beforeAll(async () => {
  host = gpuHost(received);
  await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
  const { port } = host.address() as AddressInfo;
  stack = await startStack({ GPU_HOST_URL: `http://127.0.0.1:${port}/`, GPU_HOST_TOKEN: 'gpu-secret-token' });
});
afterAll(async () => {
  await stack.stop();
  await new Promise((resolve) => host.close(resolve));
});

async function signedIn() {
  const client = stack.client();
  await signUpUser(client);
  return client;
}

describe('POST /api/cerebrium/:name', () => {
  it('limits each user to 30 direct GPU calls a minute', async () => {
    const client = await signedIn();
    const statuses: number[] = [];
    for (let call = 0; call < 31; call += 1) statuses.push((await client.post('/api/cerebrium/lip-sync', { n: call })).status);
    expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
    expect((await (await signedIn()).post('/api/cerebrium/lip-sync', {})).status).toBe(200); // others unaffected
  });

  it('forwards the JSON body to {GPU_HOST_URL}/v1/functions/{name} with the bearer token', async () => {
    const client = await signedIn();
    const response = await client.post('/api/cerebrium/lip-sync', { video_url: 'https://x/v.mp4', fps: 25 });
    expect(response.status).toBe(200);
    expect(response.data).toEqual({
      success: true,
      job_id: 'job-1',
      status: 'queued',
      input: { video_url: 'https://x/v.mp4', fps: 25 },
    });
    const call = received.at(-1);
    expect(call).toMatchObject({
      method: 'POST',
      url: '/v1/functions/lip-sync',
      body: { video_url: 'https://x/v.mp4', fps: 25 },
    });
    expect(call?.headers.authorization).toBe('Bearer gpu-secret-token');
    expect(call?.headers['content-type']).toBe('application/json');
    expect(call?.headers.cookie).toBeUndefined();
  });

  it('wraps a reply that is not a JSON object', async () => {
    const response = await (await signedIn()).post('/api/cerebrium/plain-text', {});
    expect(response.data).toEqual({ success: true, data: 'done' });
  });

  it("answers 'Failed to call {name}' with the host's error as details", async () => {
    const client = await signedIn();
    const invalid = await client.post('/api/cerebrium/needs-image', {});
    expect(invalid.status).toBe(422);
    expect(invalid.data).toEqual({ success: false, error: 'Failed to call needs-image', details: 'image is required' });
    const crashed = await client.post('/api/cerebrium/crash', {});
    expect(crashed.status).toBe(502);
    expect(crashed.data).toEqual({ success: false, error: 'Failed to call crash', details: 'CUDA out of memory' });
    // The host refusing our token is a deployment problem, not the user's session.
    expect((await client.post('/api/cerebrium/bad-token', {})).status).toBe(502);
  });

  it('does not follow a redirect (here to a loopback address): 502 saying so', async () => {
    const calls = received.length;
    const response = await (await signedIn()).post('/api/cerebrium/redirect', { secret: 1 });
    expect(response.status).toBe(502);
    expect(response.data).toEqual({
      success: false,
      error: 'Failed to call redirect',
      details: 'The GPU function host answered with a redirect (302), which is not followed.',
    });
    // Only the redirecting call itself reached the host; its target was never called.
    expect(received.slice(calls).map((call) => call.url)).toEqual(['/v1/functions/redirect']);
  });

  it('answers 401 when signed out and 400 for a name outside [a-z0-9-]{1,64}', async () => {
    const calls = received.length;
    const anonymous = await stack.client().post('/api/cerebrium/lip-sync', {});
    expect(anonymous.status).toBe(401);
    expect(anonymous.data).toMatchObject({ success: false, error: 'Unauthorized' });
    const client = await signedIn();
    for (const name of ['Lip_Sync', 'a'.repeat(65), 'a.b', 'x%2F..%2Fadmin']) {
      const response = await client.post(`/api/cerebrium/${name}`, {});
      expect(response.status, name).toBe(400);
      expect(response.data).toMatchObject({ success: false, error: 'Invalid function name' });
    }
    expect(received.length).toBe(calls);
  });

  it('answers 503 saying what to set when no GPU function host is configured', async () => {
    // The media service makes the call: a platform whose media service has no GPU host.
    const bare = await startStack();
    try {
      const client = bare.client();
      await signUpUser(client);
      const response = await client.post('/api/cerebrium/lip-sync', {});
      expect(response.status).toBe(503);
      expect(response.data).toEqual({
        success: false,
        error: 'Failed to call lip-sync',
        details: 'The GPU function host is not configured: set GPU_HOST_URL.',
      });
    } finally {
      await bare.stop();
    }
  });

  it('answers 503 in the same shape when the media service does not answer', async () => {
    const bus = stack.gateway.deps.bus;
    const original = bus.request.bind(bus);
    bus.request = (async (contract, payload, options) => {
      if (contract.subject !== 'media.gpu.call') return original(contract, payload, options);
      throw new AppError('UNAVAILABLE', 'The service is not available right now. Please try again.');
    }) as Bus['request'];
    try {
      const response = await (await signedIn()).post('/api/cerebrium/lip-sync', {});
      expect(response.status).toBe(503);
      expect(response.data).toEqual({
        success: false,
        error: 'Failed to call lip-sync',
        details: 'The service is not available right now. Please try again.',
      });
    } finally {
      delete (bus as Partial<Bus>).request;
    }
  });
});
