import type { analytics, ReplyOf, RequestOf } from '@avatarium/contracts';
import type { ConversationDeps } from '../conversation-deps.js';
import { AnalyticsTally } from './analytics-tally.js';
import { contributionOf, hourOf, msOf, type Contribution } from './bucket-contribution.js';
import { ownAgentOf } from './own-agent.js';
import { unansweredQuestions } from './unanswered-questions.js';
import { rangeIn } from './zoned-time.js';

type Range = { from: Date | null; to: Date | null };

/** Conversations not in the buckets yet (older than the buckets, before the backfill reached them), counted from their documents. */
async function untalliedIn(deps: ConversationDeps, agentId: string, range: Range) {
  const found: Array<{ id: string; hour: number; contribution: Contribution }> = [];
  for await (const record of deps.conversations.scanUntallied(agentId, range)) {
    found.push({ id: record.id, hour: hourOf(msOf(record.createdAt)), contribution: contributionOf(record) });
  }
  return found;
}

/** How many of the range's conversations the buckets lack (none once every conversation is in them). */
async function untalliedCount(deps: ConversationDeps, agentId: string, range: Range): Promise<number> {
  const possible = await deps.conversations.mayHaveUntallied(deps.now().getTime(), deps.settings.ANALYTICS_UNTALLIED_TRUST_MS);
  return possible ? deps.conversations.countUntallied(agentId, range) : 0;
}

/**
 * The owner's analytics of an agent over inclusive days in a zone (spec 003 2.1): summed from
 * the precounted hour buckets of the range (at most 24 a day), plus the conversations the
 * backfill has not reached yet; neither this service nor the browser reads every message.
 */
export async function getAnalytics(
  deps: ConversationDeps,
  input: RequestOf<typeof analytics.getAnalytics>,
): Promise<ReplyOf<typeof analytics.getAnalytics>> {
  const range = rangeIn(input.timeZone, input.from ?? null, input.to ?? null);
  const tally = new AnalyticsTally(input.timeZone);
  // Everything is read while the ownership is checked (nothing leaves before it is).
  const unanswered = unansweredQuestions(deps, input.agentId, input.userId, range);
  const [, stragglers, read] = await Promise.all([
    ownAgentOf(deps, input.agentId, input.userId),
    untalliedCount(deps, input.agentId, range),
    deps.conversations.buckets.inRange(input.agentId, range),
  ]);
  const untallied = stragglers ? await untalliedIn(deps, input.agentId, range) : [];
  // While the backfill runs, the buckets are read again after the documents: a conversation it
  // added meanwhile is in its bucket's marker (`backfilling`) and counted from the bucket only.
  const buckets = untallied.length ? await deps.conversations.buckets.inRange(input.agentId, range) : read;
  const inBuckets = new Set(buckets.flatMap((bucket) => bucket.backfilling));
  for (const bucket of buckets) tally.addBucket(bucket.hour, bucket.contribution);
  for (const one of untallied) if (!inBuckets.has(one.id)) tally.addBucket(one.hour, one.contribution);
  return {
    agentId: input.agentId,
    timeZone: input.timeZone,
    from: range.from?.toISOString() ?? null,
    to: range.to?.toISOString() ?? null,
    ...tally.result(),
    unanswered: await unanswered,
  };
}
