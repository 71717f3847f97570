import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedWebhook {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** What a receiver does with the Avatarium-Signature header (docs/decisions/developer-webhooks.md). */
export function signedWith(secret: string, delivery: ReceivedWebhook): boolean {
  const header = String(delivery.headers['avatarium-signature']);
  const parts = Object.fromEntries(header.split(',').map((part) => part.split('=', 2)));
  return parts.v1 === createHmac('sha256', secret).update(`${parts.t}.${delivery.body}`).digest('hex');
}

/** How the receiver answers a path: a status (and a Location for a redirect). */
export type Answer = { status: number; body?: string; location?: string };

/**
 * A local HTTP receiver for webhook tests (loopback only): records every request and answers
 * each path with the next of its scripted answers (then 200).
 */
export async function startWebhookReceiver() {
  const received: ReceivedWebhook[] = [];
  const scripts = new Map<string, Answer[]>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const path = req.url ?? '/';
      received.push({ path, headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      const answer = scripts.get(path)?.shift() ?? { status: 200, body: 'ok' };
      res.writeHead(answer.status, answer.location ? { location: answer.location } : {});
      res.end(answer.body ?? '');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    received,
    at: (path: string) => received.filter((request) => request.path === path),
    answer: (path: string, ...answers: Answer[]) => void scripts.set(path, answers),
    /** Goes away (connections refused) for `ms`, then listens again on the same port, as after a restart. */
    async restart(ms: number) {
      const port = (server.address() as AddressInfo).port;
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await new Promise((resolve) => setTimeout(resolve, ms));
      await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Polls until `check` passes (or fails with its last error after `ms`). */
export async function eventually<T>(check: () => T | Promise<T>, ms = 10_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > until) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}
