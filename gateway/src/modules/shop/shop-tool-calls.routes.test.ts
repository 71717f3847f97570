import { conversation } from '@avatarium/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOpenAiChatModel } from '../../../../services/conversation/src/providers/http/llm/openai-chat-model.js';
import { readyAgentOf, signedInUser } from '../../../../testkit/agent-cards.js';
import { startConversationOn } from '../../../../testkit/conversation/conversation-backend.js';
import { holding, startSessionOver } from '../../../../testkit/conversation/conversation-test-kit.js';
import { fakeEngines } from '../../../../testkit/conversation/fake-engines.js';
import {
  openAiChunks,
  sendEvents,
  sendJson,
  startProviderServer,
  type ProviderRequest,
} from '../../../../testkit/providers/provider-server.js';
import { startTestStore, type TestStore } from '../../../../testkit/shop/test-store.js';
import { startStack, type TestStack } from '../../../../testkit/stack.js';

// Tool Use auto with the OpenAI-format adapter (issue 28): the model is offered the catalogue
// search as a native tool and decides; its query is what the store is asked.
let stack: TestStack;
let store: TestStore;
let model: Awaited<ReturnType<typeof startProviderServer>>;
const events: Array<{ sessionId: string; event: conversation.ConversationEvent }> = [];

const lastUserWords = (request: ProviderRequest) =>
  String((request.json.messages as Array<{ role: string; content: string }>).at(-1)?.content ?? '');

beforeAll(async () => {
  store = await startTestStore('ok');
  model = await startProviderServer(async (request, response) => {
    if (request.json?.tools) {
      // The model calls the search only for the feet question, with a query of its own.
      const call = lastUserWords(request).includes('feet')
        ? [{ id: 'call_1', type: 'function', function: { name: 'search_catalog', arguments: '{"query":"trail running shoes"}' } }]
        : undefined;
      return sendJson(response, {
        id: 'chatcmpl-tools',
        object: 'chat.completion',
        choices: [{ index: 0, message: { role: 'assistant', content: call ? null : 'No tool.', tool_calls: call } }],
      });
    }
    // Told the search's products, it recommends one of them, then invents another.
    const system = String((request.json.messages as Array<{ content: string }>)[0]?.content);
    const told = system.includes('1. Trail Running Shoes, $89.50');
    await sendEvents(
      response,
      openAiChunks(
        told
          ? ['The Trail Running', ' Shoes grip well on mud.', ' We also stock the', ' Summit Pro Boots.']
          : ['Happy', ' to', ' chat', '.'],
      ),
    );
  });
  stack = await startStack();
  const engines = {
    ...fakeEngines(),
    chat: createOpenAiChatModel({ apiKey: 'sk-test', baseUrl: `${model.origin}/v1`, model: 'gpt-4o-mini', allowLoopback: true }),
  };
  await startConversationOn(stack, { PROVIDERS_ALLOW_LOOPBACK: 'true' }, engines as never);
  stack.bus.subscribe(conversation.conversationEvent, (payload) => void events.push(payload));
});
afterAll(async () => {
  await stack.stop();
  await Promise.all([store.stop(), model.stop()]);
});

describe('Tool Use auto with native tool calls', () => {
  it("searches the model's query when it calls the search, and lets it answer when it does not", async () => {
    const owner = await signedInUser(stack);
    const agent = await readyAgentOf(stack, owner.userId);
    await owner.client.request('PUT', `/api/agents/${agent.id}/shopify`, {
      json: { shopify_mcp: { url: store.url, enabled: true, tool_use: 'auto' } },
    });
    const session = await startSessionOver(owner.client, agent.id);
    const ask = async (text: string) => {
      const sent = await owner.client.post(
        `/api/conversations/${session.sessionId}/messages`,
        { text },
        holding(session.sessionToken),
      );
      const ofTurn = () =>
        events.filter((e) => e.sessionId === session.sessionId && 'turnId' in e.event && e.event.turnId === sent.data.turnId);
      await expect.poll(() => ofTurn().some((e) => e.event.type === 'turn.done'), { timeout: 20_000 }).toBe(true);
      const rich = ofTurn().find((e) => e.event.type === 'turn.rich')?.event as { reply: conversation.RichReply } | undefined;
      return { text: (ofTurn().find((e) => e.event.type === 'turn.done')!.event as { text: string }).text, reply: rich?.reply };
    };

    const before = store.calls.length;
    const products = await ask('Something for my feet on muddy paths?');
    expect(store.calls.slice(before).map((call) => call.args.query)).toEqual(['trail running shoes']);
    expect(products.reply).toMatchObject({
      kind: 'products',
      products: expect.arrayContaining([expect.objectContaining({ title: 'Trail Running Shoes' })]),
    });
    // The model's own words about the returned products; its sentence naming another product is dropped.
    expect(products.text).toBe('The Trail Running Shoes grip well on mud.');
    expect((products.reply as { response: string }).response).toBe('The Trail Running Shoes grip well on mud.');
    const toolRequest = model.requests.find((request) => request.json?.tools);
    expect(toolRequest?.json).toMatchObject({
      tool_choice: 'auto',
      tools: [{ type: 'function', function: { name: 'search_catalog' } }],
    });

    // Shopping words, but the model calls no tool: no search, the model's streamed answer.
    const plain = await ask('Do you sell tents? Just curious.');
    expect([plain.text, plain.reply]).toEqual(['Happy to chat.', undefined]);
    expect(store.calls.length).toBe(before + 1);
  });
});
