import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendWebhook } from './webhook-sender.js';

// A receiver that never answers, and one that answers with a large body.
let server: Server;
let url: string;
beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url === '/large') {
      res.writeHead(200);
      res.end('x'.repeat(1_000_000));
    }
    // '/hang': no answer at all.
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const delivery = { eventId: 'evt_1', body: '{}' };

describe('sendWebhook', () => {
  it('gives up when the receiver does not answer in time', async () => {
    const result = await sendWebhook({ url: `${url}/hang`, secret: 'whsec_x' }, delivery, {
      allowLoopback: true,
      timeoutMs: 300,
    });
    expect(result).toEqual({ delivered: false, responseStatus: null, responseExcerpt: null, error: 'Timed out after 0.3 s' });
  });

  it('keeps only the start of a large answer', async () => {
    const result = await sendWebhook({ url: `${url}/large`, secret: 'whsec_x' }, delivery, { allowLoopback: true });
    expect(result).toMatchObject({ delivered: true, responseStatus: 200 });
    expect(result.responseExcerpt).toHaveLength(300);
  });

  it('refuses loopback and names resolving to it without the test switch', async () => {
    for (const target of [`${url}/x`, 'http://localhost:9/x']) {
      const result = await sendWebhook({ url: target, secret: 'whsec_x' }, delivery, { allowLoopback: false });
      expect(result.delivered).toBe(false);
      expect(result.error).toMatch(/public address/);
    }
  });
});
