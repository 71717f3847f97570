import { AGENT_CATEGORIES, catalogActions, type Agent } from '@avatarium/contracts';
import { AppError } from '@avatarium/platform';
import { z } from 'zod';
import type { GatewayDeps } from '../../../http/context.js';
import { communityCacheOf, communityVersionOf } from '../community-cache.js';

const ALL = 'All';

/** Numbers arrive as query-string text on REST and as Ints on GraphQL. */
const count = (max: number) => z.coerce.number().int().min(0).max(max);

/**
 * The community gallery's filters (spec 002 section 3 "Gallery filter state"): category
 * omitted or 'All' = every category, sortBy omitted = popularity, search trimmed.
 */
export const CommunityFilters = z.object({
  category: z
    .enum([ALL, ...AGENT_CATEGORIES], { error: `category must be one of ${[ALL, ...AGENT_CATEGORIES].join(', ')}` })
    .nullish(),
  sortBy: catalogActions.CommunitySort.nullish(),
  search: catalogActions.CommunitySearch.nullable(),
  limit: count(catalogActions.COMMUNITY_PAGE_MAX_LIMIT).pipe(z.number().positive()).nullish(),
  offset: count(catalogActions.COMMUNITY_MAX_OFFSET).nullish(),
});

export interface CommunityPage {
  agents: Agent[];
  total: number;
  /** All first (the sum), then every category in the spec's order, zeros included. */
  categoryCounts: Array<{ category: string; count: number }>;
}

/** The filters parsed (BAD_INPUT when they do not parse), and the one key every equal filter set shares. */
export function parseCommunityFilters(filters: unknown) {
  const parsed = CommunityFilters.safeParse(filters ?? {});
  if (!parsed.success) throw new AppError('BAD_INPUT', parsed.error.issues[0]?.message ?? 'Invalid filters');
  const { category, sortBy, limit, offset } = parsed.data;
  const request = {
    category: category && category !== ALL ? category : undefined,
    sortBy: sortBy ?? 'popularity',
    search: parsed.data.search || undefined,
    limit: limit ?? catalogActions.COMMUNITY_PAGE_DEFAULT_LIMIT,
    offset: offset ?? 0,
  } as const;
  return { request, key: JSON.stringify([request.category, request.sortBy, request.search, request.limit, request.offset]) };
}

export type ParsedCommunityFilters = ReturnType<typeof parseCommunityFilters>;

/** The page of `version` (read by the caller just before) for parsed filters: from this gateway's cache, or the catalog. */
export function communityPageAt(
  deps: Pick<GatewayDeps, 'bus'>,
  version: number,
  filters: ParsedCommunityFilters,
): Promise<CommunityPage> {
  return communityCacheOf(deps).getAt(version, `page:${filters.key}`, async () => {
    const { request } = filters;
    const [page, counts] = await Promise.all([
      deps.bus.request(catalogActions.listCommunityPage, request),
      deps.bus.request(catalogActions.countCommunityCategories, { search: request.search }),
    ]);
    return {
      agents: page.agents,
      total: page.total,
      categoryCounts: [{ category: ALL, count: counts.all }, ...counts.categories],
    };
  });
}

/**
 * Public, finished agents for everyone, signed in or not: one page plus the category chips'
 * counts (search applied, category filter not), asked of the catalog at once, and kept per
 * community version (community-cache.ts). communityAgents and GET /api/agents?type=community.
 * A bad filter is BAD_INPUT.
 */
export async function listCommunityPage(deps: Pick<GatewayDeps, 'bus'>, filters: unknown): Promise<CommunityPage> {
  const parsed = parseCommunityFilters(filters);
  return communityPageAt(deps, await communityVersionOf(deps), parsed);
}
