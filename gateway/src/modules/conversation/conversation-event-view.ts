import { conversation } from '@avatarium/contracts';
import type { z } from 'zod';
import type { ConversationEvent, ConversationEventType } from '../../generated/resolvers-types.js';
import { AUDIO_CONTENT_TYPES, type AudioExtension } from './validation.js';

export type ConversationEventPayload = z.output<typeof conversation.conversationEvent.payload>;
type ContractEventType = conversation.ConversationEvent['type'];

/** 'turn.started' -> TURN_STARTED. */
export const eventTypeOf = (type: ContractEventType) => type.replace('.', '_').toUpperCase() as ConversationEventType;

/**
 * Where the holder fetches a sentence's audio: the gateway's audio route, which serves exactly
 * the key the event names. Null for a key outside the session's layout (nothing would serve it).
 */
export function audioUrlOf(sessionId: string, turnId: string, seq: number, audioKey: string): string | null {
  const extension = audioKey.slice(audioKey.lastIndexOf('.') + 1);
  if (!(extension in AUDIO_CONTENT_TYPES)) return null;
  if (audioKey !== conversation.conversationAudioKey(sessionId, turnId, seq, extension as AudioExtension)) return null;
  return `/api/conversations/${sessionId}/audio/${turnId}/${seq}.${extension}`;
}

/** The GraphQL ConversationEvent of a contract event: one flat shape, the fields of its type set. */
export function toConversationEvent({ sessionId, at, event }: ConversationEventPayload): ConversationEvent {
  const base = { type: eventTypeOf(event.type), at };
  switch (event.type) {
    case 'turn.started':
      return { ...base, turnId: event.turnId, source: event.source, text: event.text };
    case 'turn.transcript':
    case 'turn.delta':
      return { ...base, turnId: event.turnId, text: event.text };
    case 'turn.audio':
      return {
        ...base,
        turnId: event.turnId,
        seq: event.seq,
        text: event.text,
        audioUrl: audioUrlOf(sessionId, event.turnId, event.seq, event.audioKey),
        contentType: event.contentType,
        durationMs: event.durationMs,
        visemes: event.visemes,
      };
    case 'turn.rich':
      return { ...base, turnId: event.turnId, richJson: JSON.stringify(event.reply) };
    case 'turn.done':
      return { ...base, turnId: event.turnId, text: event.text, telemetry: event.telemetry, sources: event.sources };
    case 'turn.interrupted':
      return { ...base, turnId: event.turnId };
    case 'turn.failed':
      return { ...base, turnId: event.turnId, code: event.code, message: event.message };
    case 'session.ended':
      return { ...base, reason: event.reason, message: event.message };
  }
}
