import type { GatewayDeps } from '../../../context.js';
import { communityCacheOf, communityVersionOf } from '../community-cache.js';
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
 * The JSON body of GET /api/agents?type=community. Cards are rendered (media signed) once per
 * community version and filter set; a signed-out visitor gets the very bytes rendered for the
 * first (the common case: the gallery is public), a signed-in one those cards with `is_owner`.
 * One version request to the catalog per read, so a write is in the next read (no stale page).
 */
export async function renderCommunityPage(
  deps: Pick<GatewayDeps, 'bus' | 'storage'>,
  filters: ParsedCommunityFilters,
  viewerId: string | null,
): Promise<string> {
  const cache = communityCacheOf(deps);
  const version = await communityVersionOf(deps);
  const cards = () =>
    cache.getAt(version, `cards:${filters.key}`, async (): Promise<Cards> => {
      const page = await communityPageAt(deps, version, filters);
      return { page, cards: await Promise.all(page.agents.map((agent) => toCommunityCard(agent, deps.storage))) };
    });
  if (viewerId === null) return cache.getAt(version, `body:${filters.key}`, async () => bodyOf(await cards(), null));
  return bodyOf(await cards(), viewerId);
}
