import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readyAgentOf, signedInUser } from '../../../../testkit/agent-cards.js';
import { ensureConversationBackend } from '../../../../testkit/conversation/conversation-backend.js';
import { holding, startSessionOver } from '../../../../testkit/conversation/conversation-test-kit.js';
import type { FakeEngines } from '../../../../testkit/conversation/fake-engines.js';
import { startStack, type TestStack } from '../../../../testkit/stack.js';
import { collect, wsClient } from '../../../../testkit/ws-client.js';

// Spec 002 2.13: a product list reply reaches the viewer with each product's title,
// description, price, image_url and product_url.
let stack: TestStack;
let engines: FakeEngines;
beforeAll(async () => {
  stack = await startStack();
  const fake = await ensureConversationBackend(stack);
  if (!fake) throw new Error('these checks script the model: they need the fake engines');
  engines = fake;
});
afterAll(() => stack.stop());

type Event = { conversationEvents: { type: string; turnId?: string; richJson?: string | null } };
const eventsOf = (sessionId: string, sessionToken: string) =>
  `subscription { conversationEvents(sessionId: ${JSON.stringify(sessionId)}, sessionToken: ${JSON.stringify(sessionToken)}) { type turnId richJson } }`;

async function productReplyFor(modelReply: object) {
  engines.chat.script.reply = JSON.stringify(modelReply);
  const owner = await signedInUser(stack);
  const agent = await readyAgentOf(stack, owner.userId);
  const session = await startSessionOver(owner.client, agent.id);
  const socket = wsClient(stack.url, '');
  const events = collect<Event>(socket, eventsOf(session.sessionId, session.sessionToken));
  await new Promise((resolve) => setTimeout(resolve, 300));
  const sent = await owner.client.post(
    `/api/conversations/${session.sessionId}/messages`,
    { text: 'Which boots do you have?' },
    holding(session.sessionToken),
  );
  expect(sent.status, JSON.stringify(sent.data)).toBe(200);
  const rich = await events.next((value) => value.conversationEvents.type === 'TURN_RICH', 20_000);
  events.dispose();
  await socket.dispose();
  return JSON.parse(rich.conversationEvents.richJson!);
}

describe('product replies in a conversation (spec 002 2.13)', () => {
  it('carries title, description, price, image_url and product_url of every product', async () => {
    const reply = await productReplyFor({
      response: 'Here are our boots.',
      products: [
        {
          title: 'Moon boot',
          description: 'Warm and light, for snowy walks.',
          price: '$49.50',
          image_url: 'https://shop.example/moon.png',
          product_url: 'https://shop.example/moon',
        },
      ],
    });
    expect(reply).toEqual({
      kind: 'products',
      response: 'Here are our boots.',
      products: [
        {
          title: 'Moon boot',
          description: 'Warm and light, for snowy walks.',
          price: '$49.50',
          image_url: 'https://shop.example/moon.png',
          product_url: 'https://shop.example/moon',
        },
      ],
    });
  });

  it('gives the spec fields also when the model used other names (name, image, url), null for what it left out', async () => {
    const reply = await productReplyFor({
      response: 'One more.',
      recommended_products: [{ name: 'Star boot', image: 'https://shop.example/star.png', url: 'https://shop.example/star' }],
    });
    expect(reply.products).toEqual([
      {
        title: 'Star boot',
        description: null,
        price: null,
        image_url: 'https://shop.example/star.png',
        product_url: 'https://shop.example/star',
      },
    ]);
  });
});
