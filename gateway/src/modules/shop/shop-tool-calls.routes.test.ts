import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAiChunks, sendEvents, sendJson, type ProviderRequest } from '../../../../testkit/providers/provider-server.js';
import { shopAgentOn, type ConversationEvents } from '../../../../testkit/shop/shop-agent.js';
import { startShopWithModel, type ProviderServer, type ShopWithModel } from '../../../../testkit/shop/shop-with-model.js';
import type { TestStore } from '../../../../testkit/shop/test-store.js';
import type { TestStack } from '../../../../testkit/stack.js';

// Tool Use auto with the OpenAI-format adapter (issue 28): the model is offered the catalogue
// search as a native tool and decides; its query is what the store is asked.
let stack: TestStack;
let store: TestStore;
let model: ProviderServer;
let events: ConversationEvents;
let shop: ShopWithModel | undefined;

const lastUserWords = (request: ProviderRequest) =>
  String((request.json.messages as Array<{ role: string; content: string }>).at(-1)?.content ?? '');

beforeAll(async () => {
  shop = await startShopWithModel(async (request, response) => {
    if (request.json?.tools) {
      // The model calls the search only for the feet question, the policies for a returns one,
      // each with a query of its own.
      const words = lastUserWords(request);
      const called = (name: string, query: string) => [
        { id: 'call_1', type: 'function', function: { name, arguments: JSON.stringify({ query }) } },
      ];
      const call = words.includes('feet')
        ? called('search_catalog', 'trail running shoes')
        : words.includes('send back')
          ? called('search_shop_policies_and_faqs', 'returns')
          : undefined;
      return sendJson(response, {
        id: 'chatcmpl-tools',
        object: 'chat.completion',
        choices: [{ index: 0, message: { role: 'assistant', content: call ? null : 'No tool.', tool_calls: call } }],
      });
    }
    // Told the search's products, it recommends one of them, then invents another.
    // Where the note sits in the prompt is the prompt builder's business: any message may hold it.
    const toldWords = (words: string) =>
      (request.json.messages as Array<{ content: string }>).some((message) => String(message.content).includes(words));
    const told = toldWords('1. Trail Running Shoes, $89.50');
    const toldPolicies = toldWords('Returns are free within 30 days of delivery.');
    await sendEvents(
      response,
      openAiChunks(
        told
          ? ['The Trail Running', ' Shoes grip well on mud.', ' We also stock the', ' Summit Pro Boots.']
          : toldPolicies
            ? ['Returns are free', ' within 30 days of delivery.']
            : ['Happy', ' to', ' chat', '.'],
      ),
    );
  });
  ({ stack, store, model, events } = shop);
});
afterAll(() => shop?.stop());

describe('Tool Use auto with native tool calls', () => {
  it("searches the model's query when it calls the search, and lets it answer when it does not", async () => {
    // Enabling selects every function the store lists: the policies search is offered too.
    const { ask } = await shopAgentOn(stack, events, store, { tool_use: 'auto' });

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
      tools: [
        { type: 'function', function: { name: 'search_catalog' } },
        { type: 'function', function: { name: 'search_shop_policies_and_faqs' } },
      ],
    });

    // Shopping words, but the model calls no tool: no search, the model's streamed answer.
    const plain = await ask('Do you sell tents? Just curious.');
    expect([plain.text, plain.reply]).toEqual(['Happy to chat.', null]);
    expect(store.calls.length).toBe(before + 1);

    // It calls the policies search: the store's answer is what the model answers from, no cards.
    const policy = await ask('Can I send back shoes that do not fit?');
    expect(store.calls.slice(before + 1)).toEqual([
      { name: 'search_shop_policies_and_faqs', args: { query: 'returns', context: expect.any(String) } },
    ]);
    expect(policy).toEqual({
      text: 'Returns are free within 30 days of delivery.',
      reply: { kind: 'products', products: [], response: 'Returns are free within 30 days of delivery.' },
    });
  });
});
