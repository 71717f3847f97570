import { setTimeout as sleep } from 'node:timers/promises';
import { startDelayed } from '@avatarium/platform';
import type { ConversationDeps } from '../conversation-deps.js';
import { contributionOf, hourOf, msOf, namedProducts } from './bucket-contribution.js';

const LEASE_MS = 5 * 60_000;
const PAGE = 200;

type BackfillDeps = Pick<ConversationDeps, 'conversations' | 'logger' | 'now'>;

/**
 * Adds one claimed conversation to its bucket, exactly once: the bucket's update carries the
 * conversation's id (a retry or a restart after it finds it there and adds nothing), then the
 * conversation is marked counted if it is still the document that was read; if a message or a
 * turn's time came meanwhile the share is taken back and it is counted again.
 */
async function backfillOne(deps: BackfillDeps, id: string, signal: AbortSignal): Promise<boolean> {
  for (;;) {
    const claimed = await deps.conversations.claimUntallied(id, deps.now(), LEASE_MS);
    if (!claimed) return false;
    const hour = hourOf(msOf(claimed.createdAt));
    const contribution = contributionOf(claimed);
    const counts = contribution.conversations > 0;
    if (counts) await deps.conversations.buckets.addOnce(claimed.agentId, hour, claimed.id, contribution);
    if (await deps.conversations.markTallied(claimed.id, claimed.rev, claimed.messages.length, namedProducts(claimed.messages))) {
      if (counts) await deps.conversations.buckets.settled(claimed.agentId, hour, claimed.id);
      return true;
    }
    if (counts) await deps.conversations.buckets.takeBack(claimed.agentId, hour, claimed.id, contribution);
    if (signal.aborted) return true;
  }
}

/**
 * Puts every conversation stored before the analytics buckets existed into them, one at a
 * time until none is left (or `signal` stops it). Claimed with a lease in MongoDB (several
 * conversation instances share the work; a stopped one's claims expire) and marked on the
 * conversation, so a restart picks up where it stopped. Returns how many it counted.
 */
export async function backfillAnalytics(deps: BackfillDeps, signal: AbortSignal, pauseEvery = 0, pauseMs = 0): Promise<number> {
  let count = 0;
  let after: string | null = null;
  while (!signal.aborted) {
    // Pages by id: one query finds the next ones (held by another worker: skipped, it counts them).
    const ids = await deps.conversations.untalliedIds(after, PAGE);
    if (ids.length === 0) break;
    after = ids.at(-1)!;
    for (const id of ids) {
      if (signal.aborted) break;
      if (!(await backfillOne(deps, id, signal))) continue;
      count++;
      // A breath now and then: live turns share the database with the backfill.
      if (pauseEvery > 0 && count % pauseEvery === 0) await sleep(pauseMs, undefined, { signal }).catch(() => undefined);
    }
  }
  return count;
}

/** Starts the one-time backfill in the background (never delaying start-up); returns what stops it. */
export function startAnalyticsBackfill(deps: BackfillDeps, delayMs = 10_000): () => Promise<void> {
  return startDelayed(delayMs, (signal) =>
    deps.conversations.buckets
      .buildDaysOnce()
      .then((days) => {
        if (days > 0) deps.logger.info('analytics day sums built from the hour buckets', { days });
        return backfillAnalytics(deps, signal, 100, 50);
      })
      .then((count) => {
        if (count > 0) deps.logger.info('analytics backfill finished', { conversations: count });
      })
      .catch((error: unknown) => deps.logger.warn('analytics backfill stopped', { error: String(error) })),
  );
}
