import { analytics, conversation, type ReplyOf, type RequestOf } from '@avatarium/contracts';
import type { ConversationDeps } from '../conversation-deps.js';
import { publishEvent } from '../events/publish-event.js';
import { abortTurn } from '../turns/turn-aborts.js';
import { heldSession, OUT_OF_CREDITS } from './held-session.js';
import type { SessionEndReason } from './session.js';

const END_MESSAGES: Record<SessionEndReason, string> = {
  ended: 'The conversation has ended.',
  credits: OUT_OF_CREDITS,
  budget: conversation.CONVERSATION_BUDGET_USED,
  idle: 'The conversation ended after 10 minutes without activity.',
};

/**
 * Ends a session once (whoever asks first announces it): its running turn stops and its
 * holder gets session.ended with the reason, and the agent's analytics hear it ended. False when it had ended already.
 */
export async function endSession(
  deps: Pick<ConversationDeps, 'sessions' | 'bus' | 'turns' | 'now'>,
  sessionId: string,
  reason: SessionEndReason,
): Promise<boolean> {
  const before = await deps.sessions.find(sessionId);
  const ended = await deps.sessions.end(sessionId, reason);
  if (!ended) return false;
  if (before?.currentTurnId) abortTurn(deps, sessionId, before.currentTurnId);
  publishEvent(deps.bus, sessionId, { type: 'session.ended', reason, message: END_MESSAGES[reason] }, deps.now());
  // For the owner's open Analytics (the holder's event above names no agent).
  deps.bus.publish(analytics.conversationEnded, {
    agentId: ended.agentId,
    ownerId: ended.ownerId,
    conversationId: ended.conversationId,
    at: deps.now().toISOString(),
  });
  return true;
}

/** The holder ends the conversation. */
export async function endHeldSession(
  deps: ConversationDeps,
  input: RequestOf<typeof conversation.endSession>,
): Promise<ReplyOf<typeof conversation.endSession>> {
  const session = await heldSession(deps, input);
  return { ended: await endSession(deps, session.id, 'ended') };
}
