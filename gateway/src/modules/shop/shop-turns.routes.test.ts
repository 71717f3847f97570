import { conversation } from '@avatarium/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startConversationOn } from '../../../../testkit/conversation/conversation-backend.js';
import type { ChatRequest } from '@avatarium/conversation';
import { fakeEngines, toldModel } from '../../../../testkit/conversation/fake-engines.js';
import { shopAgentOn, type ConversationEvents } from '../../../../testkit/shop/shop-agent.js';
import { startTestStore, type TestStore } from '../../../../testkit/shop/test-store.js';
import { startStack, type TestStack } from '../../../../testkit/stack.js';

// Tool use in conversations (issue 28): the store's catalogue search answers shopping questions
// with product replies; the model answers everything else.
let stack: TestStack;
const stores: Record<'ok' | 'slow' | 'malformed' | 'gone', TestStore> = {} as never;
const events: ConversationEvents = [];
const MODEL_REPLY = 'Hello there, how can I help?';
// What the model says when it is told the search's products (changed per test).
let productAnswer = '';
const toldProducts = (request: ChatRequest) => toldModel(request).includes("The store's catalogue search found");
let engines: ReturnType<typeof fakeEngines>;

beforeAll(async () => {
  stores.ok = await startTestStore('ok');
  stores.slow = await startTestStore('ok', { latencyMs: 8000 });
  stores.malformed = await startTestStore('malformed');
  stores.gone = await startTestStore('ok');
  stack = await startStack();
  engines = fakeEngines();
  engines.chat.script.reply = (request) => (toldProducts(request) ? productAnswer : MODEL_REPLY);
  await startConversationOn(stack, { PROVIDERS_ALLOW_LOOPBACK: 'true' }, engines);
  stack.bus.subscribe(conversation.conversationEvent, (payload) => void events.push(payload));
});
afterAll(async () => {
  await stack.stop();
  await Promise.all(Object.values(stores).map((store) => store.stop()));
});

const shopAgent = (store: TestStore, settings: Record<string, unknown>) => shopAgentOn(stack, events, store, settings);

describe('tool use in conversations', () => {
  it('required: every turn searches with the visitor words; products in the chosen currency, with QR, named only from the store', async () => {
    const { ask } = await shopAgent(stores.ok, { tool_use: 'required', currency: 'euro', show_qr_code: true });
    const before = stores.ok.calls.length;
    productAnswer = 'The Trail Running Shoes at €89.50 grip well. You may also like our Summit Pro Boots. They are great.';
    const answer = await ask('Do you have trail shoes?');
    expect(stores.ok.calls.slice(before)).toEqual([
      { name: 'search_catalog', args: { query: 'Do you have trail shoes?', context: expect.stringContaining('EUR') } },
    ]);
    expect(answer.reply).toMatchObject({ kind: 'products', show_qr_code: true });
    const products = (answer.reply as Extract<conversation.RichReply, { kind: 'products' }>).products;
    expect(products[0]).toEqual({
      title: 'Trail Running Shoes',
      description: 'Light shoes with a grippy sole for muddy trails.',
      price: '€89.50',
      image_url: 'https://cdn.test-store.example/products/1001.jpg',
      product_url: 'https://test-store.example/products/trail-running-shoes',
      // The store's id, kept so a later question about it asks the store by it (get_product).
      product_id: 'gid://shopify/Product/1001',
    });
    // The model was told the search's top products with their prices, and wrote the answer; its
    // sentence naming a product the store did not return is dropped and the model stopped there.
    const told = toldModel(engines.chat.requests.at(-1)!);
    expect(told).toContain('1. Trail Running Shoes, €89.50: Light shoes with a grippy sole for muddy trails.');
    expect(answer.text).toBe('The Trail Running Shoes at €89.50 grip well.');
    expect((answer.reply as { response: string }).response).toBe(answer.text);

    // Nothing in the catalogue: the model answers as usual.
    const small = await ask('Good morning!');
    expect([small.reply, small.text]).toEqual([null, MODEL_REPLY]);
    expect(stores.ok.calls.length).toBe(before + 2);
  });

  it('a model that names only products the store did not return says nothing: the cards are shown silently', async () => {
    const { ask } = await shopAgent(stores.ok, { tool_use: 'required' });
    productAnswer = 'Try the Alpine Parka for $349.00. Everyone loves it.';
    const answer = await ask('Do you have a rain jacket?');
    expect(answer.text).toBe('');
    expect(answer.reply).toMatchObject({ kind: 'products', response: '' });
    expect((answer.reply as Extract<conversation.RichReply, { kind: 'products' }>).products[0]?.title).toBe('Rain Jacket');
  });

  it('auto: small talk goes to the model without a search; a shopping question searches', async () => {
    const { ask } = await shopAgent(stores.ok, { tool_use: 'auto' });
    const before = stores.ok.calls.length;
    expect((await ask('How are you today?')).text).toBe(MODEL_REPLY);
    expect(stores.ok.calls.length).toBe(before);
    const answer = await ask("I'm looking for a rain jacket");
    expect(stores.ok.calls.length).toBe(before + 1);
    expect((answer.reply as Extract<conversation.RichReply, { kind: 'products' }>).products[0]).toMatchObject({
      title: 'Rain Jacket',
      price: '$149.99',
    });
    expect((answer.reply as { show_qr_code?: boolean }).show_qr_code).toBeUndefined();
  });

  it('a store that hangs past the cap or is gone gives the plain sentence; a malformed answer a normal one', async () => {
    const slow = await shopAgent(stores.slow, { tool_use: 'required' });
    const started = Date.now();
    const late = await slow.ask('Can you recommend running shoes?');
    expect(late.text).toBe("I couldn't reach the store just now, so I can't look up its products. Please try again in a moment.");
    expect(Date.now() - started).toBeLessThan(6000);

    const gone = await shopAgent(stores.gone, { tool_use: 'auto' });
    await stores.gone.stop();
    expect((await gone.ask('What is the price of the camping tent?')).text).toMatch(/couldn't reach the store/);
    expect((await gone.ask('Tell me a joke')).text).toBe(MODEL_REPLY);

    const malformed = await shopAgent(stores.malformed, { tool_use: 'required' });
    expect(await malformed.ask('Show me your water bottles')).toEqual({ text: MODEL_REPLY, reply: null });
  });

  it('a disabled integration or an unselected search leaves the model alone, from the next turn on', async () => {
    const { owner, agent, ask } = await shopAgent(stores.ok, { tool_use: 'required' });
    // A turn first: the conversation service keeps the settings it read, and hears each change.
    const fresh = stores.ok.calls.length;
    await ask('Do you sell socks?');
    expect(stores.ok.calls.length).toBeGreaterThan(fresh);
    const before = stores.ok.calls.length;
    await owner.client.request('PUT', `/api/agents/${agent.id}/shopify`, {
      json: { shopify_mcp: { selected_functions: ['get_product'] } },
    });
    expect((await ask('Do you sell socks?')).text).toBe(MODEL_REPLY);
    await owner.client.request('PUT', `/api/agents/${agent.id}/shopify`, {
      json: { shopify_mcp: { selected_functions: ['search_catalog'], enabled: false } },
    });
    expect((await ask('Do you sell socks?')).text).toBe(MODEL_REPLY);
    expect(stores.ok.calls.length).toBe(before);
  });
});
