import { catalogActions, collectionPlans, collections, conversation } from '@avatarium/contracts';
import { describe, expect, it } from 'vitest';
import {
  balanceOf,
  newAccount,
  startSession,
  talk,
  talkableAgent,
  useConversationStack,
} from '../../../../testkit/conversation/conversation-stack.js';

const env = useConversationStack();

/** A public agent on its owner's public collection, which offers a free initial plan of 100 credits. */
async function collectionWithPlan() {
  const agent = await talkableAgent(env.bus);
  await env.bus.request(catalogActions.setVisibility, {
    agentId: agent.id,
    ownerId: agent.ownerId,
    visibility: 'public',
    category: 'Fiction',
  });
  const collection = await env.bus.request(collections.createCollection, {
    ownerId: agent.ownerId,
    fields: { name: 'Paid by plan', description: '', layout: 'grid', contact_link: '', agent_codes: [agent.id] },
  });
  await env.bus.request(collections.setCollectionSharing, {
    ownerId: agent.ownerId,
    collectionId: collection.id,
    public_enabled: true,
  });
  await env.bus.request(collectionPlans.setCollectionPlans, {
    ownerId: agent.ownerId,
    collectionId: collection.id,
    plans: [
      { code: 'membership_free', description: '', billing_period: 'monthly', credits: 100, is_initial: true, priceCents: 0 },
    ],
  });
  return { agent, collectionId: collection.id };
}

describe('a conversation started from a collection page', () => {
  it("is paid by the visitor's subscription to the collection, not by anyone's account", async () => {
    const { agent, collectionId } = await collectionWithPlan();
    const visitor = await newAccount(env.bus);
    const session = await env.bus.request(collectionPlans.getAppSubscription, { userId: visitor, collectionId });
    expect(session?.plan_credits_remaining).toBe(100);

    const started = await env.bus.request(conversation.startSession, {
      agentId: agent.id,
      userId: visitor,
      shareToken: null,
      collectionId,
    });
    expect(started.payer).toBe('collection');
    const ownerBefore = await balanceOf(env.bus, agent.ownerId);
    const visitorBefore = await balanceOf(env.bus, visitor);
    await talk(env.bus, { sessionId: started.sessionId, sessionToken: started.sessionToken }, 'Hello!');
    await expect
      .poll(
        async () =>
          (await env.bus.request(collectionPlans.getAppSubscription, { userId: visitor, collectionId }))?.plan_credits_remaining,
      )
      .toBe(98); // essence: 2 credits a minute
    expect(await balanceOf(env.bus, agent.ownerId)).toBe(ownerBefore);
    expect(await balanceOf(env.bus, visitor)).toBe(visitorBefore);
  });

  it('falls back to the usual payer without a collection, signed out, or for an agent not on it', async () => {
    const { agent, collectionId } = await collectionWithPlan();
    expect((await startSession(env.bus, agent.id, await newAccount(env.bus))).payer).toBe('owner');
    const signedOut = await env.bus.request(conversation.startSession, {
      agentId: agent.id,
      userId: null,
      shareToken: null,
      collectionId,
    });
    expect(signedOut.payer).toBe('owner');
    const other = await talkableAgent(env.bus);
    await env.bus.request(catalogActions.setVisibility, {
      agentId: other.id,
      ownerId: other.ownerId,
      visibility: 'public',
      category: 'Fiction',
    });
    const notListed = await env.bus.request(conversation.startSession, {
      agentId: other.id,
      userId: await newAccount(env.bus),
      shareToken: null,
      collectionId,
    });
    expect(notListed.payer).toBe('owner');
  });
});
