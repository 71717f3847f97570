import { agentSettingsActions, catalogActions, conversation, credits, type Agent } from '@avatarium/contracts';
import { describe, expect, it } from 'vitest';
import {
  balanceOf,
  listen,
  startSession,
  talk,
  talkableAgent,
  useConversationStack,
} from '../../../../testkit/conversation/conversation-stack.js';

const env = useConversationStack();
const FREE_PLAN = 199;

/** A Ready agent any signed-out visitor may talk to (on the owner's credits), with a monthly budget. */
async function publicAgentWithBudget(monthlyCredits: number | null): Promise<Agent> {
  const agent = await talkableAgent(env.bus);
  await env.bus.request(catalogActions.setVisibility, { agentId: agent.id, ownerId: agent.ownerId, visibility: 'public' });
  await env.bus.request(agentSettingsActions.setConversationBudget, {
    agentId: agent.id,
    ownerId: agent.ownerId,
    conversation_budget: { monthly_credits: monthlyCredits },
  });
  return agent;
}

const spent = async (agentId: string) => (await env.bus.request(conversation.getBudgetSpend, { agentId })).spent;

describe('the owner’s monthly conversation budget', () => {
  it('sessions talking at once cannot pass it together: exactly the budget is spent, the rest end', async () => {
    const agent = await publicAgentWithBudget(10);
    const sessions = await Promise.all(Array.from({ length: 8 }, () => startSession(env.bus, agent.id, null)));
    const streams = sessions.map((session) => listen(env.bus, session.sessionId));
    await Promise.all(sessions.map((session) => talk(env.bus, session, 'Hello')));
    // 8 minutes of 2 credits were asked for at once: 5 fit in 10.
    await expect.poll(() => spent(agent.id)).toBe(10);
    await expect.poll(() => balanceOf(env.bus, agent.ownerId)).toBe(FREE_PLAN - 10);
    await Promise.all(streams.map((stream) => stream.until((event) => event.type === 'turn.done')));
    const ended = async () => {
      const reasons = streams.flatMap((stream) =>
        stream.events.flatMap((event) => (event.type === 'session.ended' ? [event.reason] : [])),
      );
      return reasons.filter((reason) => reason === 'budget').length;
    };
    await expect.poll(ended).toBe(3);
    streams.forEach((stream) => stream.stop());
  });

  it('gives a minute back when the owner cannot pay it', async () => {
    const agent = await publicAgentWithBudget(100);
    // Leave 3 credits: the visitor's first minute (2) is paid, the next is not.
    await env.bus.request(credits.debitCredits, {
      userId: agent.ownerId,
      amount: FREE_PLAN - 3,
      idempotencyKey: `drain-${agent.id}`,
      reason: 'test',
    });
    const visitor = await startSession(env.bus, agent.id, null);
    await talk(env.bus, visitor, 'First minute');
    await expect.poll(() => spent(agent.id)).toBe(2);
    env.clock.advance(60_000);
    const events = listen(env.bus, visitor.sessionId);
    await talk(env.bus, visitor, 'Second minute');
    await events.until((event) => event.type === 'session.ended');
    events.stop();
    expect(events.events.at(-1)).toMatchObject({ type: 'session.ended', reason: 'credits' });
    expect(await spent(agent.id)).toBe(2);
  });

  it('a lower limit set while a visitor talks applies to the session’s next minute', async () => {
    const agent = await publicAgentWithBudget(null);
    const visitor = await startSession(env.bus, agent.id, null);
    await talk(env.bus, visitor, 'First minute');
    await expect.poll(() => spent(agent.id)).toBe(2);
    await env.bus.request(agentSettingsActions.setConversationBudget, {
      agentId: agent.id,
      ownerId: agent.ownerId,
      conversation_budget: { monthly_credits: 10 },
    });
    // 2 spent + 2 a minute: minutes 1 to 4 fit in 10, minute 5 does not.
    for (let minute = 1; minute <= 4; minute++) {
      env.clock.advance(60_000);
      await talk(env.bus, visitor, `Minute ${minute}`);
    }
    await expect.poll(() => spent(agent.id)).toBe(10);
    env.clock.advance(60_000);
    const events = listen(env.bus, visitor.sessionId);
    await talk(env.bus, visitor, 'Minute 5');
    await events.until((event) => event.type === 'session.ended');
    events.stop();
    expect(events.events.at(-1)).toEqual({
      type: 'session.ended',
      reason: 'budget',
      message: conversation.CONVERSATION_BUDGET_USED,
    });
    await expect(startSession(env.bus, agent.id, null)).rejects.toMatchObject({
      code: 'UNAVAILABLE',
      message: conversation.CONVERSATION_BUDGET_USED,
    });
    // The owner talks on.
    const own = await startSession(env.bus, agent.id, agent.ownerId);
    expect(own.payer).toBe('owner');
  });
});
