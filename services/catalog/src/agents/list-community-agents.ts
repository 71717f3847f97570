import type { Agent, RequestOf, catalog } from '@avatarium/contracts';
import type { CatalogDeps } from './catalog-deps.js';

/** Public, ready agents; votes (and so popularity and trending order) arrive with the galleries. */
export function listCommunityAgents(deps: CatalogDeps, input: RequestOf<typeof catalog.listCommunityAgents>): Promise<Agent[]> {
  return deps.agents.community.listPublic({
    category: input.category,
    search: input.search || undefined,
    limit: input.limit ?? 60,
  });
}
