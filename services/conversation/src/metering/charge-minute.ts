import { collectionPlans, conversation, credits } from '@avatarium/contracts';
import { AppError } from '@avatarium/platform';
import type { ConversationDeps } from '../conversation-deps.js';
import type { ConversationSession } from '../sessions/session.js';

/** The conversation minute `at` falls in, counted from the session's start (0, 1, 2 ...). */
export const minuteOf = (session: Pick<ConversationSession, 'startedAt'>, at: Date) =>
  Math.max(0, Math.floor((at.getTime() - session.startedAt.getTime()) / 60_000));

export const minuteKey = (sessionId: string, minute: number) => `conversation:${sessionId}:${minute}`;

/**
 * Debits the payer for the minute a turn starts in, at the agent model's rate. A minute is
 * charged once however many turns start in it (the key is idempotent), and a minute in which
 * no turn starts is never charged. 'out' when the payer has run out of credits.
 */
export async function chargeMinute(
  deps: Pick<ConversationDeps, 'bus' | 'logger'>,
  session: ConversationSession,
  at: Date,
): Promise<'charged' | 'out'> {
  const minute = minuteOf(session, at);
  try {
    const amount = conversation.CONVERSATION_CREDITS_PER_MINUTE[session.model];
    const idempotencyKey = minuteKey(session.id, minute);
    if (session.payer === 'collection' && session.collectionId) {
      await deps.bus.request(collectionPlans.debitAppSubscription, {
        userId: session.payerUserId,
        collectionId: session.collectionId,
        amount,
        idempotencyKey,
      });
    } else {
      await deps.bus.request(credits.debitCredits, {
        userId: session.payerUserId,
        amount,
        idempotencyKey,
        reason: 'conversation',
      });
    }
    return 'charged';
  } catch (error) {
    if (error instanceof AppError && error.code === 'INSUFFICIENT_CREDITS') return 'out';
    // Credits unreachable: the talk goes on; the next turn of this minute retries the same key.
    deps.logger.warn('conversation minute not charged', { sessionId: session.id, minute, error });
    return 'charged';
  }
}
