import { analytics } from '@avatarium/contracts';
import type { GatewayDeps } from '../../../http/context.js';
import { DayInput, ownedAgentId, parseInput, RangeInput } from '../validation.js';

/** A long range of a busy agent is a large read (counted on the service). */
export const ANALYTICS_TIMEOUT_MS = 15_000;

/** The owner's analytics of an agent over inclusive days in a zone (GraphQL agentAnalytics, GET /api/analytics/summary). */
export function agentAnalytics(
  deps: Pick<GatewayDeps, 'bus'>,
  ownerId: string,
  input: unknown,
): Promise<analytics.AgentAnalytics> {
  const range = parseInput(RangeInput, input);
  return deps.bus.request(
    analytics.getAnalytics,
    {
      agentId: ownedAgentId(range.agentId),
      userId: ownerId,
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
  ownerId: string,
  input: unknown,
): Promise<analytics.AnalyticsConversation[]> {
  const day = parseInput(DayInput, input);
  return deps.bus.request(
    analytics.getDayConversations,
    { agentId: ownedAgentId(day.agentId), userId: ownerId, timeZone: day.timeZone, day: day.day },
    { timeoutMs: ANALYTICS_TIMEOUT_MS },
  );
}
