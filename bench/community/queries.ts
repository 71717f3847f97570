import { AGENT_CATEGORIES } from '@avatarium/contracts';
import { SEARCH_WORDS } from './seed.js';

/** One gallery request as a visitor makes it: 20 cards, a category (or All), a sort, sometimes a search. */
export interface CommunityQuery {
  category?: string;
  sortBy: 'trending' | 'popularity';
  search?: string;
}

/** A fixed, varied sequence (the same for every side): categories, both sorts, a search in every third. */
export function queryNumber(n: number): CommunityQuery {
  const category = n % 4 === 0 ? undefined : AGENT_CATEGORIES[n % AGENT_CATEGORIES.length];
  return {
    ...(category && { category }),
    sortBy: n % 2 ? 'trending' : 'popularity',
    ...(n % 3 === 0 && { search: SEARCH_WORDS[n % SEARCH_WORDS.length] }),
  };
}

export function restPath(query: CommunityQuery): string {
  const params = new URLSearchParams({ type: 'community', limit: '20' });
  if (query.category) params.set('category', query.category);
  if (query.sortBy !== 'popularity') params.set('sortBy', query.sortBy);
  if (query.search) params.set('search', query.search);
  return `/api/agents?${params}`;
}

/** What the community card reads (web/src/features/agents/components/agentCardFields.ts). */
export const COMMUNITY_DOCUMENT = `query CommunityAgents($category: String, $sortBy: AgentSort, $search: String) {
  communityAgents(category: $category, sortBy: $sortBy, search: $search, limit: 20) {
    total
    categoryCounts { category count }
    agents { id name description category votes displayStatus progress posterUrl videoUrl isOwner createdAt }
  }
}`;
