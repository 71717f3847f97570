import { afterEach, describe, expect, it } from 'vitest';

import { sendJson, startProviderServer } from '../../../../../../testkit/providers/provider-server.js';
import { createOpenAiChatModel } from './openai-chat-model.js';

// OpenAI's native tool calls (Chat Completions `tools`) against a local server of that wire format.
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
