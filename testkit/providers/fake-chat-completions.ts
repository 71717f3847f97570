import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

interface ChatBody {
  model: string;
  stream?: boolean;
  messages: Array<{ role: string; content: string }>;
}

/**
 * A local server speaking OpenAI's documented `POST /v1/chat/completions` (non-streaming reply
 * shape), with CORS as a local Ollama or LM Studio answers a page of another origin.
 */
export async function fakeChatCompletions(reply: (messages: ChatBody['messages']) => string) {
  const requests: ChatBody[] = [];
  const server = createServer((request, response) => {
    response.setHeader('access-control-allow-origin', '*');
    response.setHeader('access-control-allow-headers', 'content-type, authorization');
    if (request.method === 'OPTIONS') return void response.writeHead(204).end();
    if (request.method !== 'POST' || request.url !== '/v1/chat/completions') return void response.writeHead(404).end();
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    request.on('end', () => {
      const body = JSON.parse(raw) as ChatBody;
      requests.push(body);
      response.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          id: `chatcmpl-${requests.length}`,
          object: 'chat.completion',
          created: Math.floor(Date.now() / 1000),
          model: body.model,
          choices: [{ index: 0, message: { role: 'assistant', content: reply(body.messages) }, finish_reason: 'stop' }],
          usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
