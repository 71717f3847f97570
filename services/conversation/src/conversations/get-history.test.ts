import { conversation } from '@avatarium/contracts';
import { describe, expect, it } from 'vitest';
import {
  newAccount,
  startSession,
  storeRecording,
  talk,
  talkableAgent,
  listen,
  useConversationStack,
} from '../../../../testkit/conversation/conversation-stack.js';
import { makeWav } from '../../../../testkit/conversation/wav.js';

const env = useConversationStack();
const held = (session: { sessionId: string; sessionToken: string }) => ({
  sessionId: session.sessionId,
  sessionToken: session.sessionToken,
});
const history = (agentId: string, userId: string, from: string | null = null, to: string | null = null) =>
  env.bus.request(conversation.getHistory, { agentId, userId, from, to });
const day = (date: Date) => date.toISOString().slice(0, 10);

describe('conversation.history.get', () => {
  it('gives the owner conversations, grouped by UTC day, with stats, telemetry and a date filter', async () => {
    const agent = await talkableAgent(env.bus);
    const first = await startSession(env.bus, agent.id, agent.ownerId);
    const { turnId } = await talk(env.bus, held(first), 'Hello');
    await talk(env.bus, held(first), 'Again');
    expect(await env.bus.request(conversation.reportFirstFrame, { ...held(first), turnId, firstFrameMs: 123.4 })).toEqual({
      recorded: true,
    });
    // A session without messages is no conversation to show.
    await startSession(env.bus, agent.id, agent.ownerId);
    const firstDay = day(env.clock.now());
    env.clock.advance(2 * 24 * 3600_000);
    const second = await startSession(env.bus, agent.id, agent.ownerId);
    await talk(env.bus, held(second), 'Two days later');
    const secondDay = day(env.clock.now());

    const all = await history(agent.id, agent.ownerId);
    expect(all.data.map((item) => item.session_id)).toEqual([second.sessionId, first.sessionId]);
    expect(Object.keys(all.conversationsByDate).sort()).toEqual([firstDay, secondDay]);
    expect(all.stats).toEqual({
      totalConversations: 2,
      totalMessages: 6,
      averageMessagesPerConversation: 3,
      dateRange: { earliest: all.data[1]!.created_at, latest: all.data[0]!.created_at },
    });
    const older = all.data[1]!;
    expect(older).toMatchObject({ id: first.conversationId, pricing_code: 'essence-cloud' });
    expect(older.messages.map(({ role, message }) => [role, message])).toEqual([
      ['user', 'Hello'],
      ['agent', 'Hello there.'],
      ['user', 'Again'],
      ['agent', 'Hello there.'],
    ]);
    expect(older.telemetry).toHaveLength(2);
    expect(older.telemetry[0]).toMatchObject({ turnId, firstFrameMs: 123.4, sttMs: null });
    expect(older.telemetry[0]!.totalMs).toBeGreaterThan(0);

    expect((await history(agent.id, agent.ownerId, secondDay, null)).data.map((item) => item.id)).toEqual([
      second.conversationId,
    ]);
    expect((await history(agent.id, agent.ownerId, null, firstDay)).data.map((item) => item.id)).toEqual([first.conversationId]);
    expect((await history(agent.id, agent.ownerId, firstDay, firstDay)).stats.totalConversations).toBe(1);
  });

  it('is for the owner only', async () => {
    const agent = await talkableAgent(env.bus);
    await expect(history(agent.id, await newAccount(env.bus))).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});

describe('a spoken turn', () => {
  it('transcribes the stored recording, shows the transcript, then answers', async () => {
    const agent = await talkableAgent(env.bus);
    const session = await startSession(env.bus, agent.id, agent.ownerId);
    const audioKey = await storeRecording(env.storage, session.sessionId, makeWav(800));
    const events = listen(env.bus, session.sessionId);
    const { turnId } = await env.bus.request(conversation.sendSpeech, { ...held(session), audioKey, contentType: 'audio/wav' });
    await events.until((event) => event.type === 'turn.done');
    events.stop();
    expect(events.events.slice(0, 2)).toEqual([
      { type: 'turn.started', turnId, source: 'speech', text: '' },
      { type: 'turn.transcript', turnId, text: 'What is your ship called?' },
    ]);
    const done = events.events.at(-1) as Extract<conversation.ConversationEvent, { type: 'turn.done' }>;
    expect(done.telemetry.sttMs).toBeGreaterThan(0);
    expect(env.engines.recognizer.requests.at(-1)).toMatchObject({ contentType: 'audio/wav', language: 'en' });
    expect(env.engines.chat.requests.at(-1)!.messages.at(-1)).toEqual({ role: 'user', content: 'What is your ship called?' });

    // A key outside the session's speech folder is refused before any turn starts.
    await expect(
      env.bus.request(conversation.sendSpeech, {
        ...held(session),
        audioKey: `agents/${agent.id}/voice.mp3`,
        contentType: 'audio/mpeg',
      }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});
