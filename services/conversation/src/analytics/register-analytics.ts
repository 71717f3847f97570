import { analytics, catalogActions } from '@avatarium/contracts';
import type { ConversationDeps } from '../conversation-deps.js';
import { AgentOwners } from './agent-owners.js';
import { startAnalyticsBackfill } from './backfill-analytics.js';
import { exportPage } from './export-page.js';
import { forgetDeletedAgents } from './forget-deleted-agents.js';
import { getAnalytics, type AnalyticsMemory } from './get-analytics.js';
import { getDayConversations } from './get-day-conversations.js';
import { KeptDays } from './kept-days.js';
import { SummaryCache } from './summary-cache.js';

/**
 * Answers the owner's analytics requests in the `conversation` queue group; a deleted agent's
 * conversations go; conversations older than the analytics buckets are put into them once.
 */
export function registerAnalytics(deps: ConversationDeps): () => Promise<void> {
  const memory: AnalyticsMemory = {
    owners: new AgentOwners(),
    summaries: new SummaryCache(),
    days: new KeptDays(deps.conversations.buckets),
  };
  const { owners } = memory;
  deps.bus.serve(analytics.getAnalytics, (input) => getAnalytics(deps, input, memory), 'conversation');
  deps.bus.serve(analytics.getDayConversations, (input) => getDayConversations(deps, input, owners), 'conversation');
  deps.bus.serve(analytics.exportPage, (input) => exportPage(deps, input), 'conversation');
  // Every replica forgets the owner it kept (no queue group), whichever one deletes the conversations.
  const stopForgettingOwners = deps.bus.subscribe(catalogActions.agentDeleted, (event) => owners.forget(event.agentId));
  const stopForgetting = forgetDeletedAgents(deps);
  const stopBackfill = startAnalyticsBackfill(deps);
  return async () => {
    stopForgettingOwners();
    stopForgetting();
    await stopBackfill();
  };
}
