import { catalog } from '@avatarium/contracts';
import type { ConversationDeps } from '../conversation-deps.js';
import type { ConversationSession } from '../sessions/session.js';

/** The calendar month (UTC) `at` falls in, as 'YYYY-MM': the budget's period. */
export const monthOf = (at: Date) => at.toISOString().slice(0, 7);

/**
 * A session the owner's budget counts (and the per-agent turn cap limits): the owner pays and
 * someone other than the owner talks (a visitor, signed in or not). The owner's own are never.
 */
export const spendsOwnerBudget = (session: Pick<ConversationSession, 'payer' | 'viewerId' | 'ownerId'>) =>
  session.payer === 'owner' && session.viewerId !== session.ownerId;

/**
 * The agent's monthly limit now (the owner may change it while sessions run); the session's
 * copy from its start when the catalog cannot say.
 */
export async function budgetLimitOf(
  deps: Pick<ConversationDeps, 'bus' | 'logger'>,
  session: Pick<ConversationSession, 'id' | 'agentId' | 'ownerId' | 'monthlyBudget'>,
): Promise<number | null> {
  try {
    const agent = await deps.bus.request(
      catalog.getAgent,
      { agentId: session.agentId, scope: { kind: 'owner', ownerId: session.ownerId } },
      { timeoutMs: 3000 },
    );
    if (agent) return agent.conversation_budget.monthly_credits;
  } catch (error) {
    deps.logger.warn('conversation budget not read; the session’s copy applies', { sessionId: session.id, error });
  }
  return session.monthlyBudget ?? null;
}
