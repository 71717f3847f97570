import { shop } from '@avatarium/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStore, type TestStore } from '../../../../testkit/shop/test-store.js';
import { productsIn } from '../analytics/product-mentions.js';
import type { ChatModel, ToolChoiceRequest } from '../providers/types.js';
import { shopTurn } from './shop-turn.js';

// Tool Use auto with an engine that has native tool calls: the model decides, and its query is searched.
let store: TestStore;
beforeAll(async () => {
  store = await startTestStore('ok');
});
afterAll(() => store.stop());

const session = { agentId: 'AGENT000001', ownerId: 'user-1' };
const depsWith = (settings: Partial<shop.ShopifyMcp>) => ({
  bus: { request: async () => ({ shopify_mcp: shop.ShopifyMcp.parse({ ...settings }) }) },
  logger: { warn: () => undefined },
  providerKeys: { allowLoopback: true },
});
const enabled = {
  url: '',
  enabled: true,
  tool_use: 'auto' as const,
  available_functions: ['search_catalog'],
  selected_functions: ['search_catalog'],
};

function modelChoosing(answer: (request: ToolChoiceRequest) => { query: string } | null | Error) {
  const asked: ToolChoiceRequest[] = [];
  const chat: ChatModel = {
    name: 'fake:tools',
    stream: async function* () {},
    chooseTool: async (request) => {
      asked.push(request);
      const choice = answer(request);
      if (choice instanceof Error) throw choice;
      return choice && { name: 'search_catalog', arguments: choice };
    },
  };
  return { chat, asked };
}

describe('shopTurn with a model that calls tools', () => {
  it("searches the model's query when it calls the search, and nothing when it does not", async () => {
    const deps = depsWith({ ...enabled, url: store.url }) as never;
    const { chat, asked } = modelChoosing((request) =>
      request.messages.at(-1)!.content.includes('feet') ? { query: 'trail running shoes' } : null,
    );
    const before = store.calls.length;
    // No shopping words, but the model calls the search: its query is what is searched.
    const reply = await shopTurn(deps, session, 'Something for my feet on muddy paths?', new AbortController().signal, chat);
    expect(store.calls.slice(before).map((call) => call.args.query)).toEqual(['trail running shoes']);
    expect(reply?.products[0]?.title).toBe('Trail Running Shoes');
    // Stored as the turn's message, it is what the analytics Products tile counts.
    expect(reply?.kind).toBe('shelf');
    const shown = reply?.kind === 'shelf' ? reply.replyWith('The Trail Running Shoes grip well.') : null;
    expect(productsIn(JSON.stringify(shown))[0]).toEqual({
      name: 'Trail Running Shoes',
      image: 'https://cdn.test-store.example/products/1001.jpg',
    });
    expect(asked[0]!.tools.map((tool) => tool.name)).toEqual(['search_catalog']);
    // Shopping words, but the model calls nothing: no search.
    expect(await shopTurn(deps, session, 'Do you sell tents? Just curious.', new AbortController().signal, chat)).toBeNull();
    expect(store.calls.length).toBe(before + 1);
  });

  it('falls back to the keyword rule when the model cannot say', async () => {
    const deps = depsWith({ ...enabled, url: store.url }) as never;
    const { chat } = modelChoosing(() => new Error('the provider is down'));
    const reply = await shopTurn(deps, session, 'I am looking for a rain jacket', new AbortController().signal, chat);
    expect(reply?.products[0]?.title).toBe('Rain Jacket');
    expect(await shopTurn(deps, session, 'Good morning', new AbortController().signal, chat)).toBeNull();
  });
});
