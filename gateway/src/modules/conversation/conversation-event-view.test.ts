import { readFileSync } from 'node:fs';
import { conversation } from '@avatarium/contracts';
import { buildASTSchema, GraphQLEnumType, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { audioUrlOf, eventTypeOf, toConversationEvent } from './conversation-event-view.js';

const SESSION = 'session_0123456789abcdef';
const TURN = 'turn_0123456';
const at = '2026-01-02T03:04:05.000Z';
const sdl = readFileSync(new URL('./conversation.graphql', import.meta.url), 'utf8');
const schema = buildASTSchema(
  parse(`type Query { ok: Boolean } type Mutation { ok: Boolean } type Subscription { ok: Boolean } ${sdl}`),
);

describe('the GraphQL ConversationEvent', () => {
  it('has an enum value for every event type of the contract, and no other', () => {
    const values = (schema.getType('ConversationEventType') as GraphQLEnumType).getValues().map((value) => value.name);
    const types = conversation.ConversationEvent.options.map((option) => option.shape.type.value);
    expect(types.map(eventTypeOf)).toEqual(values);
  });

  it('ConversationPayer mirrors the contract', () => {
    const values = (schema.getType('ConversationPayer') as GraphQLEnumType).getValues().map((value) => value.name);
    expect(values).toEqual(conversation.Payer.options.map((payer) => payer.toUpperCase()));
  });

  it("points a sentence's audio at the gateway's audio route, never at storage", () => {
    const audioKey = conversation.conversationAudioKey(SESSION, TURN, 2, 'mp3');
    const event = toConversationEvent({
      sessionId: SESSION,
      at,
      event: {
        type: 'turn.audio',
        turnId: TURN,
        seq: 2,
        audioKey,
        contentType: 'audio/mpeg',
        durationMs: 812,
        text: 'Hi.',
        visemes: [],
      },
    });
    expect(event).toEqual({
      type: 'TURN_AUDIO',
      at,
      turnId: TURN,
      seq: 2,
      text: 'Hi.',
      audioUrl: `/api/conversations/${SESSION}/audio/${TURN}/2.mp3`,
      contentType: 'audio/mpeg',
      durationMs: 812,
      visemes: [],
    });
  });

  it('gives no audioUrl for a key outside the session or the turn', () => {
    expect(audioUrlOf(SESSION, TURN, 0, conversation.conversationAudioKey('session_other_0123456', TURN, 0, 'wav'))).toBeNull();
    expect(audioUrlOf(SESSION, TURN, 0, conversation.conversationAudioKey(SESSION, TURN, 1, 'wav'))).toBeNull();
    expect(audioUrlOf(SESSION, TURN, 0, `conversations/${SESSION}/${TURN}/0.ogg`)).toBeNull();
    expect(audioUrlOf(SESSION, TURN, 0, 'uploads/someone/else.wav')).toBeNull();
  });

  it('carries a rich reply as the JSON the history stores', () => {
    const reply = { kind: 'suggestions', response: 'Ask me', question_1: 'What?' } as const;
    const event = toConversationEvent({ sessionId: SESSION, at, event: { type: 'turn.rich', turnId: TURN, reply } });
    expect(JSON.parse(event.richJson!)).toEqual(reply);
  });

  it('says why a session ended and why a turn failed', () => {
    expect(
      toConversationEvent({
        sessionId: SESSION,
        at,
        event: { type: 'session.ended', reason: 'credits', message: 'Out of credits' },
      }),
    ).toEqual({ type: 'SESSION_ENDED', at, reason: 'credits', message: 'Out of credits' });
    expect(
      toConversationEvent({
        sessionId: SESSION,
        at,
        event: { type: 'turn.failed', turnId: null, code: 'UNAVAILABLE', message: 'No language model' },
      }),
    ).toEqual({ type: 'TURN_FAILED', at, turnId: null, code: 'UNAVAILABLE', message: 'No language model' });
  });
});
