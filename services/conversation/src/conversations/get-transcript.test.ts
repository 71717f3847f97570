import { catalogActions, conversation } from '@avatarium/contracts';
import { describe, expect, it } from 'vitest';
import {
  newAccount,
  shareTokenOf,
  startSession,
  talk,
  talkableAgent,
  useConversationStack,
} from '../../../../testkit/conversation/conversation-stack.js';

const env = useConversationStack();
const transcript = (session: { sessionId: string; sessionToken: string }, userId: string | null) =>
  env.bus.request(conversation.getTranscript, { sessionId: session.sessionId, sessionToken: session.sessionToken, userId });

describe('conversation.transcript.get', () => {
  it("gives the session's starter its messages, oldest first, and says when it has ended", async () => {
    const agent = await talkableAgent(env.bus);
    const session = await startSession(env.bus, agent.id, agent.ownerId);
    const first = await talk(env.bus, session, 'Hello');
    const second = await talk(env.bus, session, 'Again');

    const read = await transcript(session, agent.ownerId);
    expect(read).toMatchObject({
      sessionId: session.sessionId,
      conversationId: session.conversationId,
      agentId: agent.id,
      active: true,
      endReason: null,
      runningTurnId: null,
    });
    expect(read.messages.map(({ turnId, role, text, richJson }) => [turnId, role, text, richJson])).toEqual([
      [first.turnId, 'user', 'Hello', null],
      [first.turnId, 'agent', 'Hello there.', null],
      [second.turnId, 'user', 'Again', null],
      [second.turnId, 'agent', 'Hello there.', null],
    ]);

    await env.bus.request(conversation.endSession, { sessionId: session.sessionId, sessionToken: session.sessionToken });
    expect(await transcript(session, agent.ownerId)).toMatchObject({
      active: false,
      endReason: 'ended',
      messages: read.messages,
    });
  });

  it('is for the holder who started it: not with another token, not as another person', async () => {
    const agent = await talkableAgent(env.bus);
    const mine = await startSession(env.bus, agent.id, agent.ownerId);
    const other = await startSession(env.bus, agent.id, agent.ownerId);
    const stranger = await newAccount(env.bus);
    const refused = { code: 'FORBIDDEN', message: 'This conversation belongs to someone else' };
    await expect(transcript({ ...mine, sessionToken: other.sessionToken }, agent.ownerId)).rejects.toMatchObject(refused);
    await expect(transcript(mine, stranger)).rejects.toMatchObject(refused);
    await expect(transcript(mine, null)).rejects.toMatchObject(refused);
    await expect(
      transcript({ sessionId: 'no_such_session_000000', sessionToken: mine.sessionToken }, agent.ownerId),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });

    // Started signed out (an anonymous link): the token alone is the visitor, and no account reads it.
    await env.bus.request(conversation.endSession, mine);
    const anonymousAgent = await talkableAgent(env.bus);
    await env.bus.request(catalogActions.setSharing, {
      agentId: anonymousAgent.id,
      ownerId: anonymousAgent.ownerId,
      anonymous_enabled: true,
    });
    const visitor = await startSession(env.bus, anonymousAgent.id, null, await shareTokenOf(env.bus, anonymousAgent));
    expect((await transcript(visitor, null)).messages).toEqual([]);
    await expect(transcript(visitor, anonymousAgent.ownerId)).rejects.toMatchObject(refused);
  });
});
