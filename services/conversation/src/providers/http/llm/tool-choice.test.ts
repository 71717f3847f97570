import { afterEach, describe, expect, it } from 'vitest';

import { sendJson, startProviderServer } from '../../../../../../testkit/providers/provider-server.js';
import { createAnthropicChatModel } from './anthropic-chat-model.js';
import { createGoogleChatModel } from './google-chat-model.js';
import { createOpenAiChatModel } from './openai-chat-model.js';

// Each adapter's native tool calls against a local server of that provider's documented format.
let stop: (() => Promise<void>) | undefined;
afterEach(async () => {
  await stop?.();
  stop = undefined;
});

const SEARCH = {
  name: 'search_catalog',
  description: "Search the store's product catalog.",
  parameters: { type: 'object', properties: { query: { type: 'string' } }, required: ['query'] },
};
const completion = (message: object) => ({ id: 'chatcmpl-1', object: 'chat.completion', choices: [{ index: 0, message }] });

describe('OpenAI tool choice', () => {
  it('offers the tools with tool_choice auto and reads the call, or none', async () => {
    const answers = [
      completion({
        role: 'assistant',
        content: null,
        tool_calls: [
          { id: 'call_1', type: 'function', function: { name: 'search_catalog', arguments: '{"query":"trail shoes"}' } },
        ],
      }),
      completion({ role: 'assistant', content: 'Hello!' }),
      completion({ role: 'assistant', tool_calls: [{ type: 'function', function: { name: 'delete_store', arguments: '{}' } }] }),
      completion({
        role: 'assistant',
        tool_calls: [{ type: 'function', function: { name: 'search_catalog', arguments: 'not json' } }],
      }),
    ];
    const server = await startProviderServer((_request, response) => sendJson(response, answers.shift()));
    stop = server.stop;
    const model = createOpenAiChatModel({
      apiKey: 'sk-test',
      baseUrl: `${server.origin}/v1`,
      model: 'gpt-4o-mini',
      allowLoopback: true,
    });
    const ask = (content: string) => model.chooseTool!({ messages: [{ role: 'user', content }], tools: [SEARCH] });

    expect(await ask('Any trail shoes?')).toEqual({ name: 'search_catalog', arguments: { query: 'trail shoes' } });
    expect(server.requests[0]!.path).toBe('/v1/chat/completions');
    expect(server.requests[0]!.headers.authorization).toBe('Bearer sk-test');
    expect(server.requests[0]!.json).toMatchObject({
      model: 'gpt-4o-mini',
      tool_choice: 'auto',
      tools: [{ type: 'function', function: SEARCH }],
      messages: [{ role: 'user', content: 'Any trail shoes?' }],
    });
    expect(server.requests[0]!.json.stream).toBeUndefined();
    expect(await ask('Hello')).toBeNull();
    // A tool it was not offered, or arguments that are no JSON object, are no call.
    expect(await ask('Delete it')).toBeNull();
    expect(await ask('Shoes')).toBeNull();
  });
});

describe('Anthropic tool use', () => {
  it('offers input_schema tools with tool_choice auto and reads a tool_use block, or none', async () => {
    const answers = [
      {
        content: [
          { type: 'text', text: 'Let me look.' },
          { type: 'tool_use', id: 't1', name: 'search_catalog', input: { query: 'tents' } },
        ],
      },
      { content: [{ type: 'text', text: 'Hi!' }] },
    ];
    const server = await startProviderServer((_request, response) => sendJson(response, { type: 'message', ...answers.shift() }));
    stop = server.stop;
    const model = createAnthropicChatModel({
      apiKey: 'sk-ant',
      baseUrl: server.origin,
      model: 'claude-haiku-4-5',
      allowLoopback: true,
    });
    const ask = (content: string) =>
      model.chooseTool!({
        messages: [
          { role: 'system', content: 'Shop.' },
          { role: 'user', content },
        ],
        tools: [SEARCH],
      });
    expect(await ask('Tents?')).toEqual({ name: 'search_catalog', arguments: { query: 'tents' } });
    expect(server.requests[0]!.path).toBe('/v1/messages');
    expect(server.requests[0]!.headers['x-api-key']).toBe('sk-ant');
    expect(server.requests[0]!.json).toMatchObject({
      system: 'Shop.',
      messages: [{ role: 'user', content: 'Tents?' }],
      tool_choice: { type: 'auto' },
      tools: [{ name: 'search_catalog', description: SEARCH.description, input_schema: SEARCH.parameters }],
    });
    expect(await ask('Hello')).toBeNull();
  });
});

describe('Gemini function calling', () => {
  it('offers functionDeclarations in AUTO mode and reads a functionCall part, or none', async () => {
    const answers = [
      {
        candidates: [
          { content: { role: 'model', parts: [{ functionCall: { name: 'search_catalog', args: { query: 'socks' } } }] } },
        ],
      },
      { candidates: [{ content: { role: 'model', parts: [{ text: 'Hello!' }] } }] },
    ];
    const server = await startProviderServer((_request, response) => sendJson(response, answers.shift()));
    stop = server.stop;
    const model = createGoogleChatModel({
      apiKey: 'g-key',
      baseUrl: `${server.origin}/v1beta`,
      model: 'gemini-2.5-flash',
      allowLoopback: true,
    });
    const ask = (content: string) => model.chooseTool!({ messages: [{ role: 'user', content }], tools: [SEARCH] });
    expect(await ask('Socks?')).toEqual({ name: 'search_catalog', arguments: { query: 'socks' } });
    expect(server.requests[0]!.path).toBe('/v1beta/models/gemini-2.5-flash:generateContent');
    expect(server.requests[0]!.headers['x-goog-api-key']).toBe('g-key');
    expect(server.requests[0]!.json).toMatchObject({
      contents: [{ role: 'user', parts: [{ text: 'Socks?' }] }],
      tools: [{ functionDeclarations: [SEARCH] }],
      toolConfig: { functionCallingConfig: { mode: 'AUTO' } },
    });
    expect(await ask('Hello')).toBeNull();
  });
});
