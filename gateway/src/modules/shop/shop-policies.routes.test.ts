import { conversation } from '@avatarium/contracts';
import type { ChatRequest } from '@avatarium/conversation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startConversationOn } from '../../../../testkit/conversation/conversation-backend.js';
import { fakeEngines } from '../../../../testkit/conversation/fake-engines.js';
import { shopAgentOn, type ConversationEvents } from '../../../../testkit/shop/shop-agent.js';
import { startTestStore, type TestStore } from '../../../../testkit/shop/test-store.js';
import { startStack, type TestStack } from '../../../../testkit/stack.js';

// The store's policies and FAQs as a tool in conversations (issue 28): a policy question in Tool
// Use auto reaches search_shop_policies_and_faqs and the agent answers from what the store said.
const POLICIES = 'search_shop_policies_and_faqs';
const MODEL_REPLY = 'Hello there, how can I help?';
const POLICY_ANSWER = 'Returns are free within 30 days of delivery. You can also bring them to our Paris Outlet.';
let stack: TestStack;
let store: TestStore;
let gone: TestStore;
const events: ConversationEvents = [];
const told = (request: ChatRequest, words: string) => request.messages.some((message) => message.content.includes(words));

beforeAll(async () => {
  store = await startTestStore('ok');
  gone = await startTestStore('ok');
  stack = await startStack();
  const engines = fakeEngines();
  engines.chat.script.reply = (request) =>
    told(request, "The store's policies say")
      ? POLICY_ANSWER
      : told(request, "The store's catalogue search found")
        ? 'The Trail Running Shoes grip well.'
        : MODEL_REPLY;
  await startConversationOn(stack, { PROVIDERS_ALLOW_LOOPBACK: 'true' }, engines);
  stack.bus.subscribe(conversation.conversationEvent, (payload) => void events.push(payload));
});
afterAll(async () => {
  await stack.stop();
  await Promise.all([store.stop(), gone.stop()]);
});

const callsDuring = async <T>(on: TestStore, turn: () => Promise<T>) => {
  const before = on.calls.length;
  const result = await turn();
  return { result, calls: on.calls.slice(before).map((call) => call.name) };
};

describe("the store's policies in conversations", () => {
  it('auto: a policy question is answered from the store, without cards; a product question still gives cards', async () => {
    // Enabling selects every function the store lists, the policies search among them.
    const { ask } = await shopAgentOn(stack, events, store, { tool_use: 'auto' });
    const policy = await callsDuring(store, () => ask('What is your return policy?'));
    expect(policy.calls).toEqual([POLICIES]);
    // Only what the store said: the sentence naming a place it did not mention is dropped.
    expect(policy.result.text).toBe('Returns are free within 30 days of delivery.');
    expect(policy.result.reply).toEqual({ kind: 'products', products: [], response: policy.result.text });

    const unknown = await callsDuring(store, () => ask('Do you offer a warranty?'));
    expect(unknown.calls).toEqual([POLICIES]);
    expect(unknown.result.text).toBe("I don't know the store's policy on that. The store itself can tell you.");

    const product = await callsDuring(store, () => ask('Do you have trail shoes?'));
    expect(product.calls).toEqual(['search_catalog']);
    expect((product.result.reply as Extract<conversation.RichReply, { kind: 'products' }>).products[0]?.title).toBe(
      'Trail Running Shoes',
    );
  });

  it('a policies search the owner did not select is never called', async () => {
    const { ask } = await shopAgentOn(stack, events, store, { tool_use: 'auto', selected_functions: ['search_catalog'] });
    const policy = await callsDuring(store, () => ask('Do you ship to Canada?'));
    expect(policy.calls).toEqual([]);
    expect(policy.result).toEqual({ text: MODEL_REPLY, reply: null });
  });

  it('a store that is gone gives the fixed reply that its policies could not be looked up', async () => {
    const { ask } = await shopAgentOn(stack, events, gone, { tool_use: 'auto' });
    await gone.stop();
    expect((await ask('How long does delivery take?')).text).toBe(
      "I couldn't reach the store just now, so I can't look up its policies. Please try again in a moment.",
    );
  });
});
