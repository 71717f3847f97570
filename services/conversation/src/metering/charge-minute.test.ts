import { catalogActions, conversation, credits } from '@avatarium/contracts';
import { AppError } from '@avatarium/platform';
import { describe, expect, it } from 'vitest';
import {
  balanceOf,
  listen,
  newAccount,
  shareTokenOf,
  startSession,
  talk,
  talkableAgent,
  useConversationStack,
} from '../../../../testkit/conversation/conversation-stack.js';

const env = useConversationStack();
const FREE_PLAN = 199;
const held = (session: { sessionId: string; sessionToken: string }) => ({
  sessionId: session.sessionId,
  sessionToken: session.sessionToken,
});

describe('metering conversation time', () => {
  it('debits the owner once per minute with activity, and nothing for idle minutes', async () => {
    const agent = await talkableAgent(env.bus);
    const session = await startSession(env.bus, agent.id, agent.ownerId);
    await talk(env.bus, held(session), 'One');
    env.clock.advance(10_000);
    await talk(env.bus, held(session), 'Two, same minute');
    await expect.poll(() => balanceOf(env.bus, agent.ownerId)).toBe(FREE_PLAN - 2);
    // Minute 1 passes in silence; a turn in minute 2 is charged.
    env.clock.advance(120_000);
    await talk(env.bus, held(session), 'Three, two minutes later');
    await expect.poll(() => balanceOf(env.bus, agent.ownerId)).toBe(FREE_PLAN - 4);
  });

  it('debits the viewer who came through a login-required link, not the owner', async () => {
    const agent = await talkableAgent(env.bus);
    const viewer = await newAccount(env.bus);
    const session = await startSession(env.bus, agent.id, viewer, await shareTokenOf(env.bus, agent));
    expect(session.payer).toBe('viewer');
    await talk(env.bus, held(session), 'Hello');
    await expect.poll(() => balanceOf(env.bus, viewer)).toBe(FREE_PLAN - 2);
    expect(await balanceOf(env.bus, agent.ownerId)).toBe(FREE_PLAN);
  });

  it('debits the owner for an anonymous link', async () => {
    const agent = await talkableAgent(env.bus);
    const token = await shareTokenOf(env.bus, agent);
    await env.bus.request(catalogActions.setSharing, { agentId: agent.id, ownerId: agent.ownerId, anonymous_enabled: true });
    const session = await startSession(env.bus, agent.id, null, token);
    expect(session.payer).toBe('owner');
    await talk(env.bus, held(session), 'Hello');
    await expect.poll(() => balanceOf(env.bus, agent.ownerId)).toBe(FREE_PLAN - 2);
  });

  it('ends the session when credits run out, after the running turn is stored', async () => {
    const agent = await talkableAgent(env.bus);
    // Leave 3 credits: one minute (2) fits, the next does not.
    await env.bus.request(credits.debitCredits, {
      userId: agent.ownerId,
      amount: FREE_PLAN - 3,
      idempotencyKey: `drain-${agent.id}`,
      reason: 'test',
    });
    const session = await startSession(env.bus, agent.id, agent.ownerId);
    await talk(env.bus, held(session), 'First minute');
    env.clock.advance(60_000);
    const events = listen(env.bus, session.sessionId);
    const { events: turn } = await talk(env.bus, held(session), 'Second minute');
    expect(turn.at(-1)?.type).toBe('turn.done');
    await events.until((event) => event.type === 'session.ended');
    events.stop();
    expect(events.events.at(-1)).toEqual({
      type: 'session.ended',
      reason: 'credits',
      message: 'You are out of credits: top up to keep talking.',
    });
    expect(await balanceOf(env.bus, agent.ownerId)).toBe(1);

    const refused = await env.bus
      .request(conversation.sendText, { ...held(session), text: 'More?' })
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ code: 'INSUFFICIENT_CREDITS', message: 'You are out of credits: top up to keep talking.' });
    await expect(startSession(env.bus, agent.id, agent.ownerId)).rejects.toMatchObject({
      code: 'INSUFFICIENT_CREDITS',
      message: 'Not enough credits to talk to this agent',
    });
    // Nothing was lost: the second minute's question and answer are in the history.
    const history = await env.bus.request(conversation.getHistory, {
      agentId: agent.id,
      userId: agent.ownerId,
      from: null,
      to: null,
    });
    expect(history.data.find((item) => item.session_id === session.sessionId)?.messages.map((m) => m.message)).toEqual([
      'First minute',
      'Hello there.',
      'Second minute',
      'Hello there.',
    ]);
  });
});
