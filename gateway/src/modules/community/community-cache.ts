import { VersionedCache } from '@avatarium/platform';
import type { GatewayDeps } from '../../http/context.js';
import { CommunityVersion } from './community-version.js';

/**
 * At most this old: pages carry signed media URLs (valid an hour), and a writer that stopped
 * between its write and its bump is outlived by this much at most.
 */
export const COMMUNITY_PAGE_TTL_MS = 30_000;
/** Distinct filter sets kept (each at most a few kinds of entry): the rest load again. */
const MAX_ENTRIES = 2_000;

type Bus = GatewayDeps['bus'];
const caches = new WeakMap<Bus, VersionedCache>();
const versions = new WeakMap<Bus, CommunityVersion>();

/** This gateway's community version (community-version.ts), following the catalog from the first call on. */
export function communityVersionFollower(deps: Pick<GatewayDeps, 'bus'>): CommunityVersion {
  let version = versions.get(deps.bus);
  if (!version) {
    version = new CommunityVersion(deps.bus);
    versions.set(deps.bus, version);
    version.start();
  }
  return version;
}

/** The community version now, from memory (asked of the catalog only when this gateway knows none). */
export function communityVersionOf(deps: Pick<GatewayDeps, 'bus'>): Promise<number> {
  return communityVersionFollower(deps).current();
}

/**
 * This gateway's community pages, of one community version (see VersionedCache): a page is read
 * from the catalog once per version and filter set, not on every visit; one cache per gateway.
 */
export function communityCacheOf(deps: Pick<GatewayDeps, 'bus'>): VersionedCache {
  let cache = caches.get(deps.bus);
  if (!cache) {
    cache = new VersionedCache(() => communityVersionOf(deps), COMMUNITY_PAGE_TTL_MS, MAX_ENTRIES);
    caches.set(deps.bus, cache);
  }
  return cache;
}
