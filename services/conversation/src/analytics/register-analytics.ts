import { analytics } from '@avatarium/contracts';
import type { ConversationDeps } from '../conversation-deps.js';
import { startAnalyticsBackfill } from './backfill-analytics.js';
import { exportPage } from './export-page.js';
import { forgetDeletedAgents } from './forget-deleted-agents.js';
import { getAnalytics } from './get-analytics.js';
import { getDayConversations } from './get-day-conversations.js';

/**
 * Answers the owner's analytics requests in the `conversation` queue group; a deleted agent's
 * conversations go; conversations older than the analytics buckets are put into them once.
 */
export function registerAnalytics(deps: ConversationDeps): () => Promise<void> {
  deps.bus.serve(analytics.getAnalytics, (input) => getAnalytics(deps, input), 'conversation');
  deps.bus.serve(analytics.getDayConversations, (input) => getDayConversations(deps, input), 'conversation');
  deps.bus.serve(analytics.exportPage, (input) => exportPage(deps, input), 'conversation');
  const stopForgetting = forgetDeletedAgents(deps);
  const stopBackfill = startAnalyticsBackfill(deps);
  return async () => {
    stopForgetting();
    await stopBackfill();
  };
}
