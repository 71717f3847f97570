import { catalog, catalogActions, type Agent } from '@avatarium/contracts';
import { AppError } from '@avatarium/platform';
import { z } from 'zod';
import type { GatewayDeps } from '../../../http/context.js';

/** Gallery filters of my-agents (spec 002 section 3 "Gallery filter state"); no sort means newest first. */
export const MyAgentsFilters = z.object({
  sortBy: catalogActions.CommunitySort.nullish(),
  search: catalogActions.CommunitySearch.nullable(),
});
export type MyAgentsFilters = z.infer<typeof MyAgentsFilters>;

const newestFirst = (a: Agent, b: Agent) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id);

/**
 * Filters and orders the owner's agents. Search: a case-insensitive substring of the name or
 * any tag (as the community's). popularity: total votes, then newest. trending: the same, as
 * the catalog keeps the decayed score out of the entity (docs/decisions/galleries-and-sharing.md).
 */
export function orderMyAgents(agents: readonly Agent[], filters: MyAgentsFilters): Agent[] {
  const search = filters.search?.toLowerCase();
  const found = search
    ? agents.filter(
        (agent) =>
          (agent.name ?? '').toLowerCase().includes(search) || agent.tags.some((tag) => tag.toLowerCase().includes(search)),
      )
    : [...agents];
  const byVotes = (a: Agent, b: Agent) => b.votes - a.votes || newestFirst(a, b);
  return found.sort(filters.sortBy ? byVotes : newestFirst);
}

/** The caller's agents: the myAgents query (filtered) and the myAgentUpdates snapshot (all, newest first). */
export async function listMyAgents(deps: Pick<GatewayDeps, 'bus'>, userId: string, filters: unknown = {}): Promise<Agent[]> {
  const parsed = MyAgentsFilters.safeParse(filters);
  if (!parsed.success) throw new AppError('BAD_INPUT', parsed.error.issues[0]?.message ?? 'Invalid filters');
  return orderMyAgents(await deps.bus.request(catalog.listOwnedAgents, { ownerId: userId }), parsed.data);
}
