import { shop } from '@avatarium/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureLlmEngine } from '../../../../tools/engines/llm-engine.js';
import { startTestStore, type TestStore } from '../../../../testkit/shop/test-store.js';
import { createLocalChatModel, type LocalChatModel } from '../providers/local/llm/local-chat-model.js';
import type { ChatModel } from '../providers/types.js';
import { DECISION_TIMEOUT_MS, modelDecision } from './shop-decision.js';
import { AgentShopSettings } from './agent-shop-settings.js';
import { shopTurn } from './shop-turn.js';

// Tool Use auto on the default offline model (issue 28): the model decides whether to search
// and with what query (an answer under a JSON grammar); the keyword rule decides when it cannot.
let store: TestStore;
let llm: LocalChatModel;
beforeAll(async () => {
  store = await startTestStore('ok');
  llm = createLocalChatModel(await ensureLlmEngine());
  await llm.warm();
}, 300_000);
afterAll(async () => {
  await llm?.close();
  await store?.stop();
});

const failures: unknown[] = [];
const logged = { logger: { warn: (_message: string, fields?: unknown) => void failures.push(fields) } } as never;
const session = { agentId: 'AGENT000001', ownerId: 'user-1', persona: { name: 'Nova' } };
const deps = () =>
  ({
    bus: {
      request: async () => ({
        shopify_mcp: shop.ShopifyMcp.parse({
          url: store.url,
          enabled: true,
          tool_use: 'auto',
          available_functions: ['search_catalog'],
          selected_functions: ['search_catalog'],
        }),
      }),
    },
    logger: { warn: () => undefined },
    providerKeys: { allowLoopback: true },
    shopSettings: new AgentShopSettings(),
  }) as never;
const searchedFor = async (question: string, chat: ChatModel) => {
  const before = store.calls.length;
  const shelf = await shopTurn(deps(), session, question, new AbortController().signal, chat);
  return { queries: store.calls.slice(before).map((call) => call.args.query), shelf };
};

describe('Tool Use auto on the offline model', { timeout: 120_000 }, () => {
  it('decides with a query of its own for a product question, and calls nothing for small talk', async () => {
    // Its choice, not its speed (the machine running the tests is loaded): a generous cap here.
    const decide = (question: string) =>
      modelDecision(logged, llm, [{ kind: 'search', name: 'search_catalog' }], question, new AbortController().signal, 30_000);
    const asked = await decide('Do you have anything waterproof for a rainy hike?');
    expect(asked?.query).toBeTruthy();
    expect(asked?.query).not.toBe('Do you have anything waterproof for a rainy hike?');
    expect(await decide('What is your return policy?')).toBeNull();
    expect(failures).toEqual([]);
  });

  it('picks the policies search for a policy question and the catalogue search for a product one, when both are offered', async () => {
    const both = [
      { kind: 'search' as const, name: 'search_catalog' },
      { kind: 'policies' as const, name: 'search_shop_policies_and_faqs' },
    ];
    const decide = (question: string) => modelDecision(logged, llm, both, question, new AbortController().signal, 30_000);
    expect((await decide('What is your return policy?'))?.tool.name).toBe('search_shop_policies_and_faqs');
    expect((await decide('Do you ship to Canada?'))?.tool.name).toBe('search_shop_policies_and_faqs');
    expect((await decide('How much is the tent?'))?.tool.name).toBe('search_catalog');
    expect(failures).toEqual([]);
  });

  it('names a shown product for a follow-up about it when get_product is offered (an enum of the shown titles)', async () => {
    const shown = ['Trail Running Shoes', 'Road Running Shoes', 'Rain Jacket'];
    const offered = [
      { kind: 'search' as const, name: 'search_catalog' },
      { kind: 'product' as const, name: 'get_product', products: shown },
    ];
    // A new tool set makes a new grammar first (seconds on a loaded machine): a longer cap.
    const decide = (question: string) => modelDecision(logged, llm, offered, question, new AbortController().signal, 90_000);
    const more = await decide('Tell me more about the Rain Jacket.');
    expect([more?.tool.name, more?.product]).toEqual(['get_product', 'Rain Jacket']);
    expect(failures).toEqual([]);
  });

  it('falls back to the keyword rule when the model does not decide in time', async () => {
    const hanging: ChatModel = {
      name: 'fake:hanging',
      stream: async function* () {},
      chooseTool: ({ signal }) =>
        new Promise((_, reject) => signal?.addEventListener('abort', () => reject(new Error('aborted')), { once: true })),
    };
    const started = performance.now();
    const asked = await searchedFor('I am looking for a rain jacket', hanging);
    expect(asked.queries).toEqual(['I am looking for a rain jacket']);
    expect(asked.shelf?.products[0]?.title).toBe('Rain Jacket');
    expect(performance.now() - started).toBeLessThan(DECISION_TIMEOUT_MS + 2_000);
    expect((await searchedFor('Good morning', hanging)).queries).toEqual([]);
  });
});
