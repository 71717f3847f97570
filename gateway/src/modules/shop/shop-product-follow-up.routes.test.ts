import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORE_UNREACHABLE } from '../../../../services/conversation/src/shop/shop-turn.js';
import { openAiChunks, sendEvents, sendJson } from '../../../../testkit/providers/provider-server.js';
import { shopAgentOn, type ConversationEvents } from '../../../../testkit/shop/shop-agent.js';
import { startShopWithModel, type ProviderServer, type ShopWithModel } from '../../../../testkit/shop/shop-with-model.js';
import { startTestStore, type TestStore } from '../../../../testkit/shop/test-store.js';
import type { TestStack } from '../../../../testkit/stack.js';

// get_product about a product shown earlier in the conversation (issue 28), through the gateway,
// the conversation service and the OpenAI-format adapter: the id comes from the stored reply.
let stack: TestStack;
let store: TestStore;
let model: ProviderServer;
let events: ConversationEvents;
let shop: ShopWithModel | undefined;
const ROAD = 'gid://shopify/Product/1002';

type Message = { role: string; content: string };
beforeAll(async () => {
  shop = await startShopWithModel(async (request, response) => {
    const messages = request.json.messages as Message[];
    const words = String(messages.at(-1)?.content ?? '');
    if (request.json?.tools) {
      const tools = (request.json.tools as Array<{ function: { name: string } }>).map((tool) => tool.function.name);
      // It searches for shoes; asked about "the second one" it calls get_product (offered only then) by name.
      const call = words.includes('running shoes')
        ? { name: 'search_catalog', arguments: JSON.stringify({ query: 'running shoes' }) }
        : words.includes('second') && tools.includes('get_product')
          ? { name: 'get_product', arguments: JSON.stringify({ product: 'Road Running Shoes' }) }
          : undefined;
      return sendJson(response, {
        id: 'chatcmpl-tools',
        object: 'chat.completion',
        choices: [
          {
            index: 0,
            message: {
              role: 'assistant',
              content: call ? null : 'No tool.',
              tool_calls: call && [{ id: 'call_1', type: 'function', function: call }],
            },
          },
        ],
      });
    }
    const told = messages.some((message) => String(message.content).includes("The store's details of the product"));
    // Told the product's details, it says its price, then invents a discount.
    await sendEvents(
      response,
      openAiChunks(
        told ? ['The Road Running Shoes', ' cost $119.00.', ' Today they are $79.00.'] : ['These', ' should suit you.'],
      ),
    );
  });
  ({ stack, store, model, events } = shop);
});
afterAll(() => shop?.stop());

describe('a follow-up about a product shown earlier', () => {
  it("asks get_product by the stored product's id and answers from its details, with its card", async () => {
    const { ask } = await shopAgentOn(stack, events, store, { tool_use: 'auto', show_qr_code: true });
    const shoes = await ask('I am looking for running shoes');
    expect((shoes.reply as { products: Array<{ title: string }> }).products.map((product) => product.title)).toContain(
      'Road Running Shoes',
    );

    const before = store.calls.length;
    const followUp = await ask('How much is the second one?');
    expect(store.calls.slice(before)).toEqual([{ name: 'get_product', args: { product_id: ROAD } }]);
    // The model's sentence with a price the store did not give is dropped.
    expect(followUp.text).toBe('The Road Running Shoes cost $119.00.');
    expect(followUp.reply).toEqual({
      kind: 'products',
      show_qr_code: true,
      response: 'The Road Running Shoes cost $119.00.',
      products: [expect.objectContaining({ title: 'Road Running Shoes', price: '$119.00', product_id: ROAD })],
    });
    const offered = model.requests.filter((request) => request.json?.tools).at(-1)?.json;
    expect(offered).toMatchObject({
      tools: [
        { function: { name: 'search_catalog' } },
        { function: { name: 'search_shop_policies_and_faqs' } },
        {
          function: {
            name: 'get_product',
            parameters: { properties: { product: { enum: expect.arrayContaining(['Road Running Shoes']) } } },
          },
        },
      ],
    });
  });

  it('says the store could not be reached when it is gone by the follow-up', async () => {
    const gone = await startTestStore('ok');
    const { ask } = await shopAgentOn(stack, events, gone, { tool_use: 'auto' });
    await ask('I am looking for running shoes');
    await gone.stop();
    const followUp = await ask('How much is the second one?');
    expect(followUp).toEqual({ text: STORE_UNREACHABLE, reply: { kind: 'products', response: STORE_UNREACHABLE, products: [] } });
  });
});
