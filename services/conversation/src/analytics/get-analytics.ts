import type { analytics, ReplyOf, RequestOf } from '@avatarium/contracts';
import type { ConversationDeps } from '../conversation-deps.js';
import type { AgentOwners } from './agent-owners.js';
import type { AgentChanges } from './analytics-bucket.repository.js';
import { AnalyticsTally, type Counted } from './analytics-tally.js';
import { contributionOf, hourOf, msOf, type Contribution } from './bucket-contribution.js';
import type { KeptDays } from './kept-days.js';
import { checkOwner } from './own-agent.js';
import type { SummaryCache } from './summary-cache.js';
import { unansweredQuestions } from './unanswered-questions.js';
import { rangeIn } from './zoned-time.js';

type Range = { from: Date | null; to: Date | null };

/** What a summary keeps between requests: its owners, its counts and the days they were counted from. */
export interface AnalyticsMemory {
  owners: AgentOwners;
  summaries: SummaryCache<Counted>;
  days: KeptDays;
}

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

/** The range's counts from the kept days (only the changed ones read again), when it can be kept and nothing is outside the buckets. */
async function countKept(memory: AnalyticsMemory, agentId: string, timeZone: string, range: Range, changes: AgentChanges) {
  const pieces = await memory.days.inRange(agentId, range, changes);
  if (!pieces) return null;
  const tally = new AnalyticsTally(timeZone);
  for (const piece of pieces) tally.addBucket(piece.hour, piece.contribution);
  return tally.result();
}

/** The range's counts from the buckets, plus the conversations the backfill has not reached yet. */
async function countRange(deps: ConversationDeps, agentId: string, timeZone: string, range: Range, stragglers: number) {
  const tally = new AnalyticsTally(timeZone);
  const read = deps.conversations.buckets.inRange(agentId, range);
  const untallied = stragglers ? await untalliedIn(deps, agentId, range) : [];
  // While the backfill runs, the buckets are read after the documents: a conversation it added
  // meanwhile is in its bucket's marker (`backfilling`) and counted from the bucket only.
  const buckets = untallied.length ? await deps.conversations.buckets.inRange(agentId, range) : await read;
  const inBuckets = new Set(buckets.flatMap((bucket) => bucket.backfilling));
  for (const bucket of buckets) tally.addBucket(bucket.hour, bucket.contribution);
  for (const one of untallied) if (!inBuckets.has(one.id)) tally.addBucket(one.hour, one.contribution);
  return tally.result();
}

/**
 * The owner's analytics of an agent over inclusive days in a zone (spec 003 2.1): summed from
 * the precounted hour buckets of the range (at most 24 a day), plus the conversations the
 * backfill has not reached yet; neither this service nor the browser reads every message. The
 * counts are served again while the agent's analytics version stays the same (and no
 * conversation is outside the buckets); ownership and unanswered questions are asked each time.
 */
export async function getAnalytics(
  deps: ConversationDeps,
  input: RequestOf<typeof analytics.getAnalytics>,
  memory: AnalyticsMemory,
): Promise<ReplyOf<typeof analytics.getAnalytics>> {
  const range = rangeIn(input.timeZone, input.from ?? null, input.to ?? null);
  // Everything is read while the ownership is checked (nothing leaves before it is).
  const unanswered = unansweredQuestions(deps, input.agentId, input.userId, range);
  const [, stragglers, changes] = await Promise.all([
    checkOwner(deps, memory.owners, input.agentId, input.userId),
    untalliedCount(deps, input.agentId, range),
    // Read before the buckets: the counts are at least as new as the markers they are kept at.
    deps.conversations.buckets.changes(input.agentId),
  ]);
  const count = () => countRange(deps, input.agentId, input.timeZone, range, stragglers);
  const countChanged = async () => (await countKept(memory, input.agentId, input.timeZone, range, changes)) ?? (await count());
  const key = [input.agentId, input.timeZone, input.from ?? '', input.to ?? ''].join('|');
  const counted = stragglers ? await count() : await memory.summaries.get(key, changes.version, countChanged);
  return {
    agentId: input.agentId,
    timeZone: input.timeZone,
    from: range.from?.toISOString() ?? null,
    to: range.to?.toISOString() ?? null,
    ...counted,
    unanswered: await unanswered,
  };
}
