import { conversation, defineEvent } from '@avatarium/contracts';
import type { Bus } from '@avatarium/platform';

/**
 * Publishes one event to a session's holder on `conversation.events.{sessionId}`. The
 * contract's subject is the wildcard the gateway listens on; a publish needs the concrete one.
 */
export function publishEvent(bus: Bus, sessionId: string, event: conversation.ConversationEvent, at = new Date()): void {
  const contract = defineEvent(conversation.conversationEventSubject(sessionId), conversation.conversationEvent.payload);
  bus.publish(contract, { sessionId, at: at.toISOString(), event });
}

export type PublishTurnEvent = (event: conversation.ConversationEvent) => void;
