import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProviderEmbedder } from './provider-embedder.js';

// A local server speaking OpenAI's documented embeddings API (POST /v1/embeddings).
const calls: Array<{ auth?: string; body: { model: string; input: string[]; encoding_format?: string } }> = [];
let server: Server;
let baseUrl: string;

const readJson = async (request: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8'));
};

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const body = await readJson(request);
    calls.push({ auth: request.headers.authorization, body });
    if (request.url !== '/v1/embeddings' || request.headers.authorization !== 'Bearer sk-test') {
      response
        .writeHead(401, { 'content-type': 'application/json' })
        .end(JSON.stringify({ error: { message: 'Incorrect API key' } }));
      return;
    }
    // Answered out of order, as the API allows: each item names its input by index.
    const data = body.input
      .map((text: string, index: number) => ({ object: 'embedding', index, embedding: [text.length, 3, 4] }))
      .reverse();
    response
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify({ object: 'list', data, model: body.model }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe('embeddings on an OpenAI-format endpoint', () => {
  it('sends the texts with the model and key, and returns unit vectors in the order of the texts', async () => {
    const embedder = createProviderEmbedder({ baseUrl, apiKey: 'sk-test', model: 'text-embedding-3-small' });
    expect(embedder.model).toBe('openai:text-embedding-3-small');
    const [long, short] = await embedder.embed(['abcd', '']);
    expect(calls.at(-1)!.body).toEqual({ model: 'text-embedding-3-small', input: ['abcd', ''], encoding_format: 'float' });
    expect([...long!].map((x) => Math.round(x * 1000) / 1000)).toEqual([0.625, 0.469, 0.625]); // (4,3,4)/√41
    expect([...short!]).toEqual([0, 0.6000000238418579, 0.800000011920929]);
  });

  it('batches long lists and reports a refused key without it', async () => {
    const embedder = createProviderEmbedder({ baseUrl, apiKey: 'sk-test', model: 'm' });
    const before = calls.length;
    expect(await embedder.embed(Array.from({ length: 600 }, (_, i) => `text ${i}`))).toHaveLength(600);
    expect(calls.slice(before).map((call) => call.body.input.length)).toEqual([256, 256, 88]);
    const refused = createProviderEmbedder({ baseUrl, apiKey: 'sk-wrong-secret', model: 'm' });
    const error = await refused.embed(['x']).catch((caught: Error) => caught);
    expect(error).toBeInstanceOf(Error);
    expect(String(error)).not.toContain('sk-wrong-secret');
  });
});
