import { catalogActions } from '@avatarium/contracts';
import { VersionedCache } from '@avatarium/platform';
import type { GatewayDeps } from '../../context.js';
import { nextTurnRead } from './next-turn-read.js';

/**
 * At most this old: pages carry signed media URLs (valid an hour), and a writer that stopped
 * between its write and its bump is outlived by this much at most.
 */
const TTL_MS = 30_000;
/** Distinct filter sets kept (each at most a few kinds of entry): the rest load again. */
const MAX_ENTRIES = 2_000;

const caches = new WeakMap<Pick<GatewayDeps, 'bus'>, VersionedCache>();
const versionReads = new WeakMap<Pick<GatewayDeps, 'bus'>, () => Promise<number>>();

/**
 * The community version now: one light request to the catalog (which reads it from its
 * database), shared by the reads that arrive in the same event-loop turn (nextTurnRead).
 */
export function communityVersionOf(deps: Pick<GatewayDeps, 'bus'>): Promise<number> {
  let read = versionReads.get(deps);
  if (!read) {
    read = nextTurnRead(async () => (await deps.bus.request(catalogActions.communityVersion, {})).version);
    versionReads.set(deps, read);
  }
  return read();
}

/**
 * This gateway's community pages, of one community version (see VersionedCache): a page is read
 * from the catalog once per version and filter set, not on every visit; one cache per gateway.
 */
export function communityCacheOf(deps: Pick<GatewayDeps, 'bus'>): VersionedCache {
  let cache = caches.get(deps);
  if (!cache) {
    cache = new VersionedCache(() => communityVersionOf(deps), TTL_MS, MAX_ENTRIES);
    caches.set(deps, cache);
  }
  return cache;
}
