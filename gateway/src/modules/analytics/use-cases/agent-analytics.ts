import { analytics } from '@avatarium/contracts';
import { AppError } from '@avatarium/platform';
import type { GatewayDeps } from '../../../http/context.js';
import { SIGN_IN_REQUIRED } from '../../shared/agent-action.js';
import { DayInput, ownedAgentId, parseInput, RangeInput } from '../validation.js';

/** A long range of a busy agent is a large read (counted on the service). */
export const ANALYTICS_TIMEOUT_MS = 15_000;

export function signedIn(userId: string | null): string {
  if (!userId) throw new AppError('UNAUTHENTICATED', SIGN_IN_REQUIRED);
  return userId;
}

/** The owner's analytics of an agent over inclusive days in a zone (GraphQL agentAnalytics, GET /api/analytics/summary). */
export function agentAnalytics(
  deps: Pick<GatewayDeps, 'bus'>,
  userId: string | null,
  input: unknown,
): Promise<analytics.AgentAnalytics> {
  const caller = signedIn(userId);
  const range = parseInput(RangeInput, input);
  return deps.bus.request(
    analytics.getAnalytics,
    {
      agentId: ownedAgentId(range.agentId),
      userId: caller,
      timeZone: range.timeZone,
      from: range.from ?? null,
      to: range.to ?? null,
    },
    { timeoutMs: ANALYTICS_TIMEOUT_MS },
  );
}

/** The conversations that started on one day in the zone (agentConversationsOnDay, GET /api/analytics/conversations). */
export function conversationsOnDay(
  deps: Pick<GatewayDeps, 'bus'>,
  userId: string | null,
  input: unknown,
): Promise<analytics.AnalyticsConversation[]> {
  const caller = signedIn(userId);
  const day = parseInput(DayInput, input);
  return deps.bus.request(
    analytics.getDayConversations,
    { agentId: ownedAgentId(day.agentId), userId: caller, timeZone: day.timeZone, day: day.day },
    { timeoutMs: ANALYTICS_TIMEOUT_MS },
  );
}
