import { AppError } from '@avatarium/platform';
import { spendsOwnerBudget } from '../budget/conversation-budget.js';
import type { ConversationDeps } from '../conversation-deps.js';
import type { ConversationSession } from '../sessions/session.js';

export const TOO_MANY_TURNS_ON_AGENT = 'This agent is answering too many questions right now. Please try again in a moment.';

const MINUTE_MS = 60_000;

/**
 * At most CONVERSATION_TURNS_PER_AGENT_PER_MINUTE turns a clock minute on one agent from
 * visitors' sessions the owner pays for, over all addresses and replicas, checked before the
 * model runs: RATE_LIMITED with the seconds to the next minute (429 and Retry-After on REST).
 * The owner's own sessions and those a visitor or a collection pays for are not counted.
 */
export async function throttleAgentTurns(
  deps: Pick<ConversationDeps, 'agentTurns' | 'settings'>,
  session: ConversationSession,
  at: Date,
): Promise<void> {
  if (!spendsOwnerBudget(session)) return;
  const window = Math.floor(at.getTime() / MINUTE_MS);
  const count = await deps.agentTurns.count(session.agentId, window);
  if (count <= deps.settings.CONVERSATION_TURNS_PER_AGENT_PER_MINUTE) return;
  const retryAfterSeconds = Math.max(1, Math.ceil(((window + 1) * MINUTE_MS - at.getTime()) / 1000));
  throw new AppError('RATE_LIMITED', TOO_MANY_TURNS_ON_AGENT, { retryAfterSeconds });
}
