import type { Agent, RequestOf, catalog } from '@avatarium/contracts';
import type { CatalogDeps } from './catalog-deps.js';

/** One agent by code, as the request's scope (its owner, or anyone for a public agent) may see it. */
export function getAgent(deps: CatalogDeps, input: RequestOf<typeof catalog.getAgent>): Promise<Agent | null> {
  return deps.agents.findById(input.agentId, input.scope);
}
