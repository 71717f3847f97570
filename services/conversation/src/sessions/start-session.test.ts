import { catalogActions, conversation } from '@avatarium/contracts';
import { describe, expect, it } from 'vitest';
import { generatingAgent } from '../../../../testkit/catalog/agent-actions-stack.js';
import {
  listen,
  newAccount,
  shareTokenOf,
  startSession,
  talkableAgent,
  useConversationStack,
} from '../../../../testkit/conversation/conversation-stack.js';

// A fast sweeper, so the idle test does not wait.
const env = useConversationStack({ CONVERSATION_SWEEP_MS: '100' });
const held = (session: { sessionId: string; sessionToken: string }) => ({
  sessionId: session.sessionId,
  sessionToken: session.sessionToken,
});

describe('conversation.session.start', () => {
  it('follows the viewer access rules per link type and names the payer', async () => {
    const agent = await talkableAgent(env.bus);
    const stranger = await newAccount(env.bus);
    const token = await shareTokenOf(env.bus, agent);

    const own = await startSession(env.bus, agent.id, agent.ownerId);
    expect(own).toMatchObject({
      agentId: agent.id,
      payer: 'owner',
      voice: 'nova',
      language: 'en',
      providers: { llm: 'fake:scripted-chat', tts: 'fake:tone-voice', stt: 'fake:recognizer' },
    });
    expect(own.sessionToken.length).toBeGreaterThanOrEqual(40);

    // Private, no link: nothing to see.
    await expect(startSession(env.bus, agent.id, stranger)).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Agent not found',
    });
    await expect(startSession(env.bus, agent.id, null)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    // Login-required link: signed out is asked to sign in; signed in, the viewer pays.
    await expect(startSession(env.bus, agent.id, null, token)).rejects.toMatchObject({
      code: 'UNAUTHENTICATED',
      message: 'Sign in to talk to this agent',
    });
    expect(await startSession(env.bus, agent.id, stranger, token)).toMatchObject({ payer: 'viewer' });
    // Anonymous link: anyone, the owner pays.
    await env.bus.request(catalogActions.setSharing, { agentId: agent.id, ownerId: agent.ownerId, anonymous_enabled: true });
    expect(await startSession(env.bus, agent.id, null, token)).toMatchObject({ payer: 'owner' });
    expect(await startSession(env.bus, agent.id, stranger, token)).toMatchObject({ payer: 'owner' });
    // Public: anyone without a link, the owner pays.
    await env.bus.request(catalogActions.setSharing, { agentId: agent.id, ownerId: agent.ownerId, anonymous_enabled: false });
    await env.bus.request(catalogActions.setVisibility, { agentId: agent.id, ownerId: agent.ownerId, visibility: 'public' });
    expect(await startSession(env.bus, agent.id, stranger)).toMatchObject({ payer: 'owner' });
    expect(await startSession(env.bus, agent.id, null)).toMatchObject({ payer: 'owner' });
  });

  it('refuses an agent that is not ready yet', async () => {
    const generating = await generatingAgent(env.bus, await newAccount(env.bus));
    await expect(startSession(env.bus, generating.id, generating.ownerId)).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'This agent is not ready to talk yet',
    });
  });
});

describe('holding a session', () => {
  it('checks the token, ends once, and refuses turns after the end', async () => {
    const agent = await talkableAgent(env.bus);
    const session = await startSession(env.bus, agent.id, agent.ownerId);
    expect(await env.bus.request(conversation.checkSession, held(session))).toEqual({ agentId: agent.id, active: true });
    const forged = { ...held(session), sessionToken: 'x'.repeat(43) };
    await expect(env.bus.request(conversation.checkSession, forged)).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: 'This conversation belongs to someone else',
    });
    await expect(env.bus.request(conversation.sendText, { ...forged, text: 'hi' })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(
      env.bus.request(conversation.checkSession, { ...held(session), sessionId: 'A'.repeat(22) }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Conversation not found' });

    const events = listen(env.bus, session.sessionId);
    expect(await env.bus.request(conversation.endSession, held(session))).toEqual({ ended: true });
    expect(await env.bus.request(conversation.endSession, held(session))).toEqual({ ended: false });
    await events.until((event) => event.type === 'session.ended');
    events.stop();
    expect(events.events).toEqual([{ type: 'session.ended', reason: 'ended', message: 'The conversation has ended.' }]);
    expect(await env.bus.request(conversation.checkSession, held(session))).toEqual({ agentId: agent.id, active: false });
    await expect(env.bus.request(conversation.sendText, { ...held(session), text: 'hi' })).rejects.toMatchObject({
      code: 'CONFLICT',
    });
  });

  it('ends a session after 10 minutes without activity', async () => {
    const agent = await talkableAgent(env.bus);
    const session = await startSession(env.bus, agent.id, agent.ownerId);
    const events = listen(env.bus, session.sessionId);
    env.clock.advance(9 * 60_000);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(events.events).toEqual([]);
    env.clock.advance(2 * 60_000);
    await events.until((event) => event.type === 'session.ended');
    events.stop();
    expect(events.events).toEqual([
      { type: 'session.ended', reason: 'idle', message: 'The conversation ended after 10 minutes without activity.' },
    ]);
  });
});
