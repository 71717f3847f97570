import { conversation } from '@avatarium/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicAgentOf, readyAgentOf, signedInUser, storedAgent } from '../../../../testkit/agent-cards.js';
import { startConversationOn } from '../../../../testkit/conversation/conversation-backend.js';
import { listen, testClock } from '../../../../testkit/conversation/conversation-stack.js';
import { fakeEngines } from '../../../../testkit/conversation/fake-engines.js';
import type { TestClient } from '../../../../testkit/http-client.js';
import { startStack, type TestStack } from '../../../../testkit/stack.js';

let stack: TestStack;
const clock = testClock();
beforeAll(async () => {
  stack = await startStack({ TRUST_PROXY: '1' });
  await startConversationOn(stack, { CONVERSATION_TURNS_PER_AGENT_PER_MINUTE: '6' }, fakeEngines(), undefined, clock.now);
});
afterAll(() => stack.stop());

const MINUTE = 60_000;
const putBudget = (client: TestClient, id: string, json: unknown) =>
  client.request('PUT', `/api/agents/${id}/conversation-budget`, { json });

/** A signed-out visitor's conversation from its own address. */
async function visitorSession(agentId: string, address: string) {
  const client = stack.client();
  const started = await client.post('/api/conversations', { agent_id: agentId }, { 'x-forwarded-for': address });
  const headers = { 'x-forwarded-for': address, 'x-conversation-token': String(started.data.sessionToken) };
  return {
    started,
    sessionId: String(started.data.sessionId),
    send: (text: string) => client.post(`/api/conversations/${started.data.sessionId}/messages`, { text }, headers),
  };
}

const spentOf = async (owner: TestClient, id: string) => (await owner.get(`/api/agents/${id}`)).data.conversation_budget;

describe('PUT /api/agents/{id}/conversation-budget', () => {
  it('sets and removes the owner’s monthly limit, readable by the owner alone (REST and GraphQL)', async () => {
    const owner = await signedInUser(stack);
    const agent = await publicAgentOf(stack, owner.userId);
    expect(await spentOf(owner.client, agent.id)).toEqual({ monthly_credits: null, spent_this_month: 0 });
    const saved = await putBudget(owner.client, agent.id, { monthly_credits: 500 });
    expect(saved.status, JSON.stringify(saved.data)).toBe(200);
    expect(saved.data).toEqual({ success: true, conversation_budget: { monthly_credits: 500, spent_this_month: 0 } });
    expect((await storedAgent(stack, agent))?.conversation_budget).toEqual({ monthly_credits: 500 });
    const visitor = await stack.client().get(`/api/agents/${agent.id}`);
    expect(visitor.status).toBe(200);
    expect(visitor.data).not.toHaveProperty('conversation_budget');

    const query = `query($id: ID!) { agent(id: $id) { conversationBudget { monthlyCredits spentThisMonth } } }`;
    expect((await owner.client.graphql(query, { id: agent.id })).data?.agent.conversationBudget).toEqual({
      monthlyCredits: 500,
      spentThisMonth: 0,
    });
    expect((await stack.client().graphql(query, { id: agent.id })).data?.agent.conversationBudget).toBeNull();
    const mutation = `mutation($id: ID!, $credits: Int) {
      setAgentConversationBudget(id: $id, monthlyCredits: $credits) { ok error { message code } agent { conversationBudget { monthlyCredits } } }
    }`;
    const removed = await owner.client.graphql(mutation, { id: agent.id, credits: null });
    expect(removed.data?.setAgentConversationBudget).toEqual({
      ok: true,
      error: null,
      agent: { conversationBudget: { monthlyCredits: null } },
    });
    const tooSmall = await owner.client.graphql(mutation, { id: agent.id, credits: 5 });
    expect(tooSmall.data?.setAgentConversationBudget.error).toEqual({
      message: 'monthly_credits must be at least 10',
      code: 'BAD_INPUT',
    });
  });

  it('refuses bad limits with a clear message, and anyone but the owner (401, 403, 404)', async () => {
    const owner = await signedInUser(stack);
    const agent = await publicAgentOf(stack, owner.userId);
    const bad: Array<[unknown, string]> = [
      [{ monthly_credits: 9 }, 'monthly_credits must be at least 10'],
      [{ monthly_credits: 1_000_001 }, 'monthly_credits must be at most 1,000,000'],
      [{ monthly_credits: 12.5 }, 'monthly_credits must be a whole number of credits'],
      [{ monthly_credits: '100' }, 'monthly_credits must be a number of credits, or null for no limit'],
      [{}, 'monthly_credits must be a number of credits, or null for no limit'],
    ];
    for (const [body, message] of bad) {
      const refused = await putBudget(owner.client, agent.id, body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.data.error).toBe(message);
    }
    expect((await storedAgent(stack, agent))?.conversation_budget).toEqual({ monthly_credits: null });
    expect((await putBudget(stack.client(), agent.id, { monthly_credits: 100 })).status).toBe(401);
    const stranger = await signedInUser(stack);
    expect((await putBudget(stranger.client, agent.id, { monthly_credits: 100 })).status).toBe(403);
    const hidden = await readyAgentOf(stack, owner.userId);
    expect((await putBudget(stranger.client, hidden.id, { monthly_credits: 100 })).status).toBe(404);
    expect((await storedAgent(stack, agent))?.conversation_budget).toEqual({ monthly_credits: null });
  });
});

describe('the budget at work: strangers cannot drain the owner’s credits', () => {
  it('a visitor talks until the month’s budget is used; the next start is refused, the running session ends; the owner still talks; per agent and per month', async () => {
    const owner = await signedInUser(stack);
    const agent = await publicAgentOf(stack, owner.userId);
    const other = await publicAgentOf(stack, owner.userId);
    await putBudget(owner.client, agent.id, { monthly_credits: 10 });
    await putBudget(owner.client, other.id, { monthly_credits: 10 });

    // Essence: 2 credits a minute, so minutes 0 to 4 fit in 10 credits.
    const visitor = await visitorSession(agent.id, '198.51.100.20');
    expect(visitor.started.status, JSON.stringify(visitor.started.data)).toBe(200);
    const ended = listen(stack.bus, visitor.sessionId);
    for (let minute = 0; minute < 5; minute++) {
      expect((await visitor.send(`question ${minute}`)).status).toBe(200);
      // A second turn in the same minute is the same debit: counted once.
      expect((await visitor.send(`again ${minute}`)).status).toBe(200);
      clock.advance(MINUTE);
    }
    await expect.poll(async () => (await spentOf(owner.client, agent.id)).spent_this_month).toBe(10);

    // Minute 5 would pass the budget: the turn still answers, then the session ends with the message.
    expect((await visitor.send('one more')).status).toBe(200);
    const events = await ended.until((event) => event.type === 'session.ended');
    ended.stop();
    expect(events.find((event) => event.type === 'session.ended')).toEqual({
      type: 'session.ended',
      reason: 'budget',
      message: conversation.CONVERSATION_BUDGET_USED,
    });
    const after = await visitor.send('still there?');
    expect(after.status).toBe(503);
    expect(after.data).toMatchObject({ code: 'UNAVAILABLE', error: conversation.CONVERSATION_BUDGET_USED });
    expect((await spentOf(owner.client, agent.id)).spent_this_month).toBe(10);

    // A new visitor is refused before anything starts.
    const late = await visitorSession(agent.id, '198.51.100.21');
    expect(late.started.status).toBe(503);
    expect(late.started.data).toMatchObject({ code: 'UNAVAILABLE', error: conversation.CONVERSATION_BUDGET_USED });
    const signedIn = await signedInUser(stack);
    const refused = await signedIn.client.post('/api/conversations', { agent_id: agent.id });
    expect(refused.data.error).toBe(conversation.CONVERSATION_BUDGET_USED);

    // The owner is never blocked by it, and their minutes are not counted.
    const own = await owner.client.post('/api/conversations', { agent_id: agent.id });
    expect(own.status, JSON.stringify(own.data)).toBe(200);
    const ownSend = await owner.client.post(
      `/api/conversations/${own.data.sessionId}/messages`,
      { text: 'my own question' },
      { 'x-conversation-token': String(own.data.sessionToken) },
    );
    expect(ownSend.status).toBe(200);

    // Another agent of the same owner has its own budget.
    const elsewhere = await visitorSession(other.id, '198.51.100.22');
    expect(elsewhere.started.status).toBe(200);
    expect((await elsewhere.send('hello')).status).toBe(200);
    await expect.poll(async () => (await spentOf(owner.client, other.id)).spent_this_month).toBe(2);
    expect((await spentOf(owner.client, agent.id)).spent_this_month).toBe(10);

    // Next month the budget is whole again.
    clock.advance(32 * 24 * 60 * MINUTE);
    expect(await spentOf(owner.client, agent.id)).toEqual({ monthly_credits: 10, spent_this_month: 0 });
    const nextMonth = await visitorSession(agent.id, '198.51.100.23');
    expect(nextMonth.started.status, JSON.stringify(nextMonth.started.data)).toBe(200);
  });

  it('turns on one agent from visitors’ owner-paid sessions: 6 a minute over all addresses, then 429 with Retry-After; the owner’s own are not counted', async () => {
    const owner = await signedInUser(stack);
    const agent = await publicAgentOf(stack, owner.userId);
    const visitors = await Promise.all(['192.0.2.81', '192.0.2.82', '192.0.2.83'].map((a) => visitorSession(agent.id, a)));
    // Start at the top of a clock minute, so the burst falls in one window.
    const now = clock.now().getTime();
    clock.advance(MINUTE - (now % MINUTE) + 100);
    const replies = await Promise.all(Array.from({ length: 12 }, (_, n) => visitors[n % 3]!.send(`question ${n}`)));
    expect(replies.filter((reply) => reply.status === 200)).toHaveLength(6);
    const limited = replies.filter((reply) => reply.status !== 200);
    expect(limited.every((reply) => reply.status === 429)).toBe(true);
    expect(limited[0]!.data).toMatchObject({ success: false, code: 'RATE_LIMITED' });
    expect(Number(limited[0]!.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(Number(limited[0]!.headers.get('retry-after'))).toBeLessThanOrEqual(60);

    const own = await owner.client.post('/api/conversations', { agent_id: agent.id });
    const ownSend = await owner.client.post(
      `/api/conversations/${own.data.sessionId}/messages`,
      { text: 'my own question' },
      { 'x-conversation-token': String(own.data.sessionToken) },
    );
    expect(ownSend.status).toBe(200);
  });
});
