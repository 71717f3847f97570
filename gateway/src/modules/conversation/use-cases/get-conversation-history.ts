import { conversation } from '@avatarium/contracts';
import { AppError } from '@avatarium/platform';
import type { GatewayDeps } from '../../../http/context.js';
import { SIGN_IN_REQUIRED } from '../../shared/agent-action.js';
import { agentIdOf, HistoryQuery, parseInput } from '../validation.js';

/** A long range of a busy agent is a large read. */
const HISTORY_TIMEOUT_MS = 15_000;

/**
 * Spec 003 section 3: an agent's conversations with their messages, by date, with totals, for
 * its owner only (the service refuses anyone else). Dates are yyyy-mm-dd, inclusive, UTC.
 */
export function getConversationHistory(
  deps: Pick<GatewayDeps, 'bus'>,
  userId: string | null,
  query: unknown,
): Promise<conversation.ConversationHistory> {
  if (!userId) throw new AppError('UNAUTHENTICATED', SIGN_IN_REQUIRED);
  const { agent_code, from, to } = parseInput(HistoryQuery, query);
  return deps.bus.request(
    conversation.getHistory,
    { agentId: agentIdOf(agent_code), userId, from: from ?? null, to: to ?? null },
    { timeoutMs: HISTORY_TIMEOUT_MS },
  );
}
