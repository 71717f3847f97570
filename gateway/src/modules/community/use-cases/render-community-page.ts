import type { GatewayDeps } from '../../../http/context.js';
import { COMMUNITY_PAGE_TTL_MS, communityCacheOf, communityVersionOf } from '../community-cache.js';
import { toCommunityCard } from '../community-card.js';
import { communityPageAt, type CommunityPage, type ParsedCommunityFilters } from './list-community-page.js';

type Cards = { page: CommunityPage; cards: Array<Awaited<ReturnType<typeof toCommunityCard>>> };

function bodyOf({ page, cards }: Cards, viewerId: string | null): string {
  return JSON.stringify({
    success: true,
    agents: cards.map((card, index) => ({ ...card, is_owner: viewerId !== null && page.agents[index]!.ownerId === viewerId })),
    error: null,
    total: page.total,
    categoryCounts: page.categoryCounts,
  });
}

/**
 * The validator of a page (weak ETag): its community version, the cache's time window (so a client
 * revalidating keeps signed media URLs at most two windows old) and who reads it (`is_owner`).
 */
function etagOf(version: number, viewerId: string | null, now: number): string {
  return `W/"c${version}.${Math.floor(now / COMMUNITY_PAGE_TTL_MS)}.${viewerId ?? 'anon'}"`;
}

/**
 * GET /api/agents?type=community: its ETag and JSON body, or no body when `unchanged(etag)` (the
 * client's If-None-Match holds it: answered 304 without rendering). Cards are rendered (media
 * signed) once per community version and filter set; a signed-out visitor gets the very bytes
 * rendered for the first (the common case: the gallery is public), a signed-in one those cards
 * with `is_owner`. The version is this gateway's, kept from the catalog's events (no round trip).
 */
export async function renderCommunityPage(
  deps: Pick<GatewayDeps, 'bus' | 'storage'>,
  filters: ParsedCommunityFilters,
  viewerId: string | null,
  unchanged: (etag: string) => boolean = () => false,
): Promise<{ etag: string; body: string | null }> {
  const cache = communityCacheOf(deps);
  const version = await communityVersionOf(deps);
  const etag = etagOf(version, viewerId, Date.now());
  if (unchanged(etag)) return { etag, body: null };
  const cards = () =>
    cache.getAt(version, `cards:${filters.key}`, async (): Promise<Cards> => {
      const page = await communityPageAt(deps, version, filters);
      return { page, cards: await Promise.all(page.agents.map((agent) => toCommunityCard(agent, deps.storage))) };
    });
  if (viewerId === null)
    return { etag, body: await cache.getAt(version, `body:${filters.key}`, async () => bodyOf(await cards(), null)) };
  return { etag, body: bodyOf(await cards(), viewerId) };
}
