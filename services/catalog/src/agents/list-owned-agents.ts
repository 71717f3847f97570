import type { Agent, RequestOf, catalog } from '@avatarium/contracts';
import type { CatalogDeps } from './catalog-deps.js';

/** The owner's agents, newest first. */
export function listOwnedAgents(deps: CatalogDeps, input: RequestOf<typeof catalog.listOwnedAgents>): Promise<Agent[]> {
  return deps.agents.listByOwner(input.ownerId);
}
