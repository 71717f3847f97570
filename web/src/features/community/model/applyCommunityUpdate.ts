import type { CommunityFilters } from './communityFilters';

interface AgentLike {
  id: string;
  name?: string | null;
  category: string;
  votes: number;
  tags?: readonly string[];
}

interface PageLike<A extends AgentLike> {
  agents: readonly A[];
  total: number;
  categoryCounts: readonly { category: string; count: number }[];
}

export interface CommunityUpdateOutcome<P> {
  /** The page to show now (the same object when nothing changed on it). */
  page: P;
  /** Ask the server again, ignoring the 5-minute cache: the page cannot be fixed up here. */
  refetch: boolean;
}

function matchesFilters(agent: AgentLike, filters: Pick<CommunityFilters, 'category' | 'search'>): boolean {
  if (filters.category !== 'All' && agent.category !== filters.category) return false;
  const needle = filters.search.trim().toLocaleLowerCase();
  if (!needle) return true;
  const texts = [agent.name ?? '', ...(agent.tags ?? [])];
  return texts.some((text) => text.toLocaleLowerCase().includes(needle));
}

function withoutAgent<A extends AgentLike, P extends PageLike<A>>(page: P, agent: A): P {
  const drop = (category: string, count: number) =>
    category === 'All' || category === agent.category ? Math.max(0, count - 1) : count;
  return {
    ...page,
    agents: page.agents.filter((item) => item.id !== agent.id),
    total: Math.max(0, page.total - 1),
    categoryCounts: page.categoryCounts.map((entry) => ({ ...entry, count: drop(entry.category, entry.count) })),
  };
}

/**
 * One `communityUpdates` event applied to the shown page: a vote or an edit updates the card
 * in place, an agent that left (made private or deleted: `agent` null) is taken out with the
 * counts, and an agent the page does not know that would belong on it (it matches the filters
 * and the page is not full, or it has at least the lowest count shown) means "fetch again".
 */
export function applyCommunityUpdate<A extends AgentLike, P extends PageLike<A>>(
  page: P,
  update: { agentId: string; agent: A | null },
  filters: Pick<CommunityFilters, 'category' | 'search'>,
  limit: number,
): CommunityUpdateOutcome<P> {
  const known = page.agents.find((item) => item.id === update.agentId);
  const { agent } = update;
  if (!agent) return { page: known ? withoutAgent(page, known) : page, refetch: false };

  if (known) {
    // Moved to another category: its place and every count changed.
    if (known.category !== agent.category) {
      return { page: matchesFilters(agent, filters) ? page : withoutAgent(page, known), refetch: true };
    }
    return { page: { ...page, agents: page.agents.map((item) => (item.id === agent.id ? agent : item)) }, refetch: false };
  }

  if (!matchesFilters(agent, filters)) return { page, refetch: false };
  const lowest = page.agents.reduce((min, item) => Math.min(min, item.votes), Number.POSITIVE_INFINITY);
  return { page, refetch: page.agents.length < limit || agent.votes >= lowest };
}
