import { collectionPlans, conversation, credits } from '@avatarium/contracts';
import { AppError } from '@avatarium/platform';
import { budgetLimitOf, monthOf, spendsOwnerBudget } from '../budget/conversation-budget.js';
import type { ConversationDeps } from '../conversation-deps.js';
import type { ConversationSession } from '../sessions/session.js';

/** The conversation minute `at` falls in, counted from the session's start (0, 1, 2 ...). */
export const minuteOf = (session: Pick<ConversationSession, 'startedAt'>, at: Date) =>
  Math.max(0, Math.floor((at.getTime() - session.startedAt.getTime()) / 60_000));

export const minuteKey = (sessionId: string, minute: number) => `conversation:${sessionId}:${minute}`;

/** How charging a minute went: paid, the payer is out of credits, or the owner's monthly budget is used. */
export type ChargeOutcome = 'charged' | 'out' | 'budget';

type ChargeDeps = Pick<ConversationDeps, 'bus' | 'logger' | 'sessions' | 'budgets'>;

/**
 * Counts a visitor's owner-paid minute against the agent's monthly budget, once per minute of
 * the session (the same key as the debit): 'counted' when it fits (or was counted already),
 * 'budget' when it would pass the limit. Returns what to give back if the debit is refused.
 */
async function countAgainstBudget(
  deps: ChargeDeps,
  session: ConversationSession,
  minute: number,
  amount: number,
  at: Date,
): Promise<'budget' | { release: () => Promise<void> } | null> {
  if (!spendsOwnerBudget(session)) return null;
  if (!(await deps.sessions.claimBudgetMinute(session.id, minute))) return null;
  const month = monthOf(at);
  const limit = await budgetLimitOf(deps, session);
  if (!(await deps.budgets.reserve(session.agentId, month, amount, limit))) {
    await deps.sessions.releaseBudgetMinute(session.id, minute);
    return 'budget';
  }
  return {
    release: async () => {
      await deps.budgets.release(session.agentId, month, amount);
      await deps.sessions.releaseBudgetMinute(session.id, minute);
    },
  };
}

/**
 * Debits the payer for the minute a turn starts in, at the agent model's rate. A minute is
 * charged once however many turns start in it (the key is idempotent), and a minute in which
 * no turn starts is never charged. 'out' when the payer has run out of credits; 'budget' when
 * a visitor's minute on the owner's credits would pass the agent's monthly budget (nothing is
 * debited then).
 */
export async function chargeMinute(deps: ChargeDeps, session: ConversationSession, at: Date): Promise<ChargeOutcome> {
  const minute = minuteOf(session, at);
  let counted: Awaited<ReturnType<typeof countAgainstBudget>> = null;
  try {
    const amount = conversation.CONVERSATION_CREDITS_PER_MINUTE[session.model];
    const idempotencyKey = minuteKey(session.id, minute);
    counted = await countAgainstBudget(deps, session, minute, amount, at);
    if (counted === 'budget') return 'budget';
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
    if (error instanceof AppError && error.code === 'INSUFFICIENT_CREDITS') {
      // Not spent: the budget gets the minute back.
      if (counted && counted !== 'budget') await counted.release().catch(() => undefined);
      return 'out';
    }
    // Credits unreachable: the talk goes on; the next turn of this minute retries the same key
    // (already counted against the budget, so not counted again).
    deps.logger.warn('conversation minute not charged', { sessionId: session.id, minute, error });
    return 'charged';
  }
}
