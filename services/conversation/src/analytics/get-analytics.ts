import type { analytics, ReplyOf, RequestOf } from '@avatarium/contracts';
import type { ConversationDeps } from '../conversation-deps.js';
import { AnalyticsTally } from './analytics-tally.js';
import { ownAgentOf } from './own-agent.js';
import { unansweredQuestions } from './unanswered-questions.js';
import { rangeIn } from './zoned-time.js';

/**
 * The owner's analytics of an agent over inclusive days in a zone (spec 003 2.1): counted here
 * from a cursor over the range, so neither this service nor the browser holds every message.
 */
export async function getAnalytics(
  deps: ConversationDeps,
  input: RequestOf<typeof analytics.getAnalytics>,
): Promise<ReplyOf<typeof analytics.getAnalytics>> {
  await ownAgentOf(deps, input.agentId, input.userId);
  const range = rangeIn(input.timeZone, input.from ?? null, input.to ?? null);
  const tally = new AnalyticsTally(input.timeZone);
  const unanswered = unansweredQuestions(deps, input.agentId, input.userId, range);
  for await (const record of deps.conversations.scanForAgent(input.agentId, range)) tally.add(record);
  return {
    agentId: input.agentId,
    timeZone: input.timeZone,
    from: range.from?.toISOString() ?? null,
    to: range.to?.toISOString() ?? null,
    ...tally.result(),
    unanswered: await unanswered,
  };
}
