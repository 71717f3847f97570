import { afterEach, describe, expect, it } from 'vitest';

import {
  openAiChunks,
  sendEvents,
  sendJson,
  startProviderServer,
  type ProviderHandler,
} from '../../../../../../testkit/providers/provider-server.js';
import { EngineUnavailableError, type ChatModel, type ChatRequest } from '../../types.js';
import { createAnthropicChatModel } from './anthropic-chat-model.js';
import { createGoogleChatModel } from './google-chat-model.js';
import { createOpenAiChatModel } from './openai-chat-model.js';

// Each adapter against a local server speaking that provider's documented streaming format.
let stop: (() => Promise<void>) | undefined;
afterEach(async () => {
  await stop?.();
  stop = undefined;
});

async function serve(handler: ProviderHandler) {
  const server = await startProviderServer(handler);
  stop = server.stop;
  return server;
}

async function collect(model: ChatModel, request: ChatRequest): Promise<string[]> {
  const pieces: string[] = [];
  for await (const piece of model.stream(request)) pieces.push(piece);
  return pieces;
}

const conversation: ChatRequest = {
  messages: [
    { role: 'system', content: 'You are Nova.' },
    { role: 'user', content: 'Hi' },
    { role: 'assistant', content: 'Hello!' },
    { role: 'user', content: 'Who are you?' },
  ],
  maxTokens: 100,
  temperature: 0.5,
};

describe('OpenAI chat (and OpenAI-compatible servers)', () => {
  it('streams the reply pieces in order, sending the conversation and the key', async () => {
    const server = await serve((_, res) => sendEvents(res, openAiChunks(['I am', ' Nova', '.'])));
    const model = createOpenAiChatModel({
      apiKey: 'sk-test',
      baseUrl: `${server.origin}/v1`,
      model: 'gpt-test',
      allowLoopback: true,
    });

    expect(await collect(model, conversation)).toEqual(['I am', ' Nova', '.']);
    expect(model.name).toBe('openai:gpt-test');
    const [request] = server.requests;
    expect(request!.path).toBe('/v1/chat/completions');
    expect(request!.headers.authorization).toBe('Bearer sk-test');
    expect(request!.json).toMatchObject({
      model: 'gpt-test',
      stream: true,
      max_tokens: 100,
      temperature: 0.5,
      messages: conversation.messages,
    });
  });

  it('sends no key to a keyless local server', async () => {
    const server = await serve((_, res) => sendEvents(res, openAiChunks(['ok'])));
    const model = createOpenAiChatModel({ apiKey: '', baseUrl: server.origin, allowLoopback: true });
    expect(await collect(model, conversation)).toEqual(['ok']);
    expect(server.requests[0]!.headers.authorization).toBeUndefined();
  });

  it('names a refused key without repeating it', async () => {
    const server = await serve((_, res) =>
      sendJson(res, { error: { message: 'Incorrect API key provided: sk-secr****cret' } }, 401),
    );
    const model = createOpenAiChatModel({ apiKey: 'sk-secret', baseUrl: server.origin, allowLoopback: true });
    const failure = await collect(model, conversation).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(EngineUnavailableError);
    expect((failure as EngineUnavailableError).stage).toBe('llm');
    expect((failure as Error).message).toBe('OpenAI refused the API key (HTTP 401)');
  });

  it('reports rate limits and server errors as the model being unavailable', async () => {
    let status = 429;
    const server = await serve((_, res) => sendJson(res, { error: { message: 'overloaded' } }, status));
    const model = createOpenAiChatModel({ apiKey: 'k', baseUrl: server.origin, allowLoopback: true });
    await expect(collect(model, conversation)).rejects.toThrow(/rate-limiting/);
    status = 503;
    await expect(collect(model, conversation)).rejects.toThrow(/HTTP 503: overloaded/);
  });

  it('refuses a base URL on a private network unless loopback is allowed for it', async () => {
    const server = await serve((_, res) => sendEvents(res, openAiChunks(['never'])));
    const refused = createOpenAiChatModel({ apiKey: 'k', baseUrl: server.origin, allowLoopback: false });
    await expect(collect(refused, conversation)).rejects.toThrow(/internal address/);
    const privateNet = createOpenAiChatModel({ apiKey: 'k', baseUrl: 'http://10.0.0.5:8080/v1', allowLoopback: true });
    await expect(collect(privateNet, conversation)).rejects.toThrow(/internal address/);
    expect(server.requests).toHaveLength(0);
  });

  it('stops reading and closes the call when the turn is interrupted', async () => {
    let closed = false;
    const server = await serve(async (_, res) => {
      res.on('close', () => (closed = true));
      await sendEvents(res, openAiChunks(Array.from({ length: 200 }, (_, i) => `${i} `)), 20);
    });
    const model = createOpenAiChatModel({ apiKey: 'k', baseUrl: server.origin, allowLoopback: true });
    const interrupt = new AbortController();
    const pieces: string[] = [];
    await expect(
      (async () => {
        for await (const piece of model.stream({ ...conversation, signal: interrupt.signal })) {
          pieces.push(piece);
          if (pieces.length === 3) interrupt.abort();
        }
      })(),
    ).rejects.toThrow();
    expect(pieces).toHaveLength(3);
    await expect.poll(() => closed).toBe(true);
  });
});

describe('Anthropic messages', () => {
  it('sends the persona as the system prompt and streams the text deltas', async () => {
    const server = await serve((_, res) =>
      sendEvents(res, [
        { event: 'message_start', data: { type: 'message_start', message: { id: 'msg_1', content: [] } } },
        {
          event: 'content_block_start',
          data: { type: 'content_block_start', index: 0, content_block: { type: 'text', text: '' } },
        },
        { event: 'ping', data: { type: 'ping' } },
        {
          event: 'content_block_delta',
          data: { type: 'content_block_delta', index: 0, delta: { type: 'text_delta', text: 'I am' } },
        },
        {
          event: 'content_block_delta',
          data: { type: 'content_block_delta', index: 0, delta: { type: 'text_delta', text: ' Nova.' } },
        },
        { event: 'content_block_stop', data: { type: 'content_block_stop', index: 0 } },
        { event: 'message_delta', data: { type: 'message_delta', delta: { stop_reason: 'end_turn' } } },
        { event: 'message_stop', data: { type: 'message_stop' } },
      ]),
    );
    const model = createAnthropicChatModel({ apiKey: 'ak', baseUrl: server.origin, model: 'claude-test', allowLoopback: true });
    expect(await collect(model, conversation)).toEqual(['I am', ' Nova.']);
    const [request] = server.requests;
    expect(request!.path).toBe('/v1/messages');
    expect(request!.headers['x-api-key']).toBe('ak');
    expect(request!.headers['anthropic-version']).toBe('2023-06-01');
    expect(request!.json).toMatchObject({ model: 'claude-test', system: 'You are Nova.', max_tokens: 100, stream: true });
    expect(request!.json.messages).toEqual(conversation.messages.slice(1));
  });

  it('reports an error event in the stream as the model being unavailable', async () => {
    const server = await serve((_, res) =>
      sendEvents(res, [{ event: 'error', data: { type: 'error', error: { type: 'overloaded_error', message: 'Overloaded' } } }]),
    );
    const model = createAnthropicChatModel({ apiKey: 'ak', baseUrl: server.origin, allowLoopback: true });
    await expect(collect(model, conversation)).rejects.toThrow(/Anthropic: Overloaded/);
  });
});

describe('Google Gemini', () => {
  it('sends the persona as the system instruction, assistant turns as the model, and streams the parts', async () => {
    const chunk = (text: string) => ({ candidates: [{ content: { role: 'model', parts: [{ text }] } }] });
    const server = await serve((_, res) => sendEvents(res, [{ data: chunk('I am') }, { data: chunk(' Nova.') }]));
    const model = createGoogleChatModel({
      apiKey: 'gk',
      baseUrl: `${server.origin}/v1beta`,
      model: 'gemini-test',
      allowLoopback: true,
    });
    expect(await collect(model, conversation)).toEqual(['I am', ' Nova.']);
    const [request] = server.requests;
    expect(request!.path).toBe('/v1beta/models/gemini-test:streamGenerateContent?alt=sse');
    expect(request!.headers['x-goog-api-key']).toBe('gk');
    expect(request!.json).toEqual({
      systemInstruction: { parts: [{ text: 'You are Nova.' }] },
      contents: [
        { role: 'user', parts: [{ text: 'Hi' }] },
        { role: 'model', parts: [{ text: 'Hello!' }] },
        { role: 'user', parts: [{ text: 'Who are you?' }] },
      ],
      generationConfig: { maxOutputTokens: 100, temperature: 0.5 },
    });
  });
});
