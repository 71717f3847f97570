import { AgentId, analytics } from '@avatarium/contracts';
import { z } from 'zod';
import type { RouteDoc } from '../route-doc.js';

// The REST names of the use cases' inputs (validation.ts maps them: agent_id → agentId, tz → timeZone).
const agentAndZone = { agent_id: AgentId, tz: analytics.AnalyticsTimeZone.optional() };
const range = { from: analytics.AnalyticsDay.optional(), to: analytics.AnalyticsDay.optional() };

export const analyticsRouteDocs: RouteDoc[] = [
  {
    method: 'get',
    path: '/analytics/summary',
    summary: 'Conversations, messages and durations of one of the caller’s agents per day',
    auth: 'signed-in',
    query: z.object({ ...agentAndZone, ...range }),
  },
  {
    method: 'get',
    path: '/analytics/conversations',
    summary: 'The conversations of one day',
    auth: 'signed-in',
    query: z.object({ ...agentAndZone, day: analytics.AnalyticsDay }),
  },
  {
    method: 'get',
    path: '/analytics/export',
    summary: 'Download the chat history as JSON or CSV',
    auth: 'signed-in',
    query: z.object({ ...agentAndZone, ...range, format: z.enum(['json', 'csv']).optional() }),
    produces: 'application/octet-stream',
  },
];
