import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ProviderRequest {
  method: string;
  /** Path and query, e.g. /v1/chat/completions */
  path: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
  /** The body parsed as JSON, or undefined when it is not JSON. */
  json: any;
}

export type ProviderHandler = (request: ProviderRequest, response: ServerResponse) => unknown;

/**
 * A local HTTP server standing in for a cloud provider: it records every request and lets the
 * test answer in the provider's documented wire format (JSON, server-sent events, audio).
 */
export async function startProviderServer(handler: ProviderHandler) {
  const requests: ProviderRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      let json: unknown;
      try {
        json = body.length > 0 ? JSON.parse(body.toString('utf8')) : undefined;
      } catch {
        json = undefined;
      }
      const request = { method: req.method ?? 'GET', path: req.url ?? '/', headers: req.headers, body, json };
      requests.push(request);
      Promise.resolve(handler(request, res)).catch((error: unknown) => {
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: String(error) } }));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Writes server-sent events (`data:` lines, optionally named), `gapMs` apart, then ends. */
export async function sendEvents(
  response: ServerResponse,
  events: Array<{ event?: string; data: unknown }>,
  gapMs = 0,
): Promise<void> {
  response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  for (const { event, data } of events) {
    if (response.destroyed) return;
    const payload = typeof data === 'string' ? data : JSON.stringify(data);
    response.write(`${event ? `event: ${event}\n` : ''}data: ${payload}\n\n`);
    if (gapMs > 0) await new Promise((resolve) => setTimeout(resolve, gapMs));
  }
  response.end();
}

/** Answers with a JSON body. */
export function sendJson(response: ServerResponse, body: unknown, status = 200): void {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

/** A 16-bit mono WAV of a 440 Hz tone, `ms` long: stands in for a provider's speech. */
export function toneWav(ms: number, sampleRate = 24_000): Buffer {
  const frames = Math.round((ms / 1000) * sampleRate);
  const data = Buffer.alloc(frames * 2);
  for (let i = 0; i < frames; i++) data.writeInt16LE(Math.round(Math.sin((2 * Math.PI * 440 * i) / sampleRate) * 12_000), i * 2);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8, 'ascii');
  header.write('fmt ', 12, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

/** Pieces of an OpenAI chat completion stream (chat.completion.chunk), then [DONE]. */
export function openAiChunks(pieces: string[]): Array<{ data: unknown }> {
  return [
    ...pieces.map((content, index) => ({
      data: {
        id: 'chatcmpl-test',
        object: 'chat.completion.chunk',
        choices: [{ index: 0, delta: index === 0 ? { role: 'assistant', content } : { content }, finish_reason: null }],
      },
    })),
    { data: { id: 'chatcmpl-test', object: 'chat.completion.chunk', choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] } },
    { data: '[DONE]' },
  ];
}
