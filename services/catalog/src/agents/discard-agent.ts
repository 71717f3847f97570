import type { RequestOf, catalog } from '@avatarium/contracts';
import type { CatalogDeps } from './catalog-deps.js';

/** Removes the owner's agent if it never started; an agent already generating is kept. */
export async function discardAgent(
  deps: CatalogDeps,
  input: RequestOf<typeof catalog.discardAgent>,
): Promise<{ discarded: boolean }> {
  return { discarded: await deps.agents.lifecycle.deletePendingOfOwner(input.agentId, input.ownerId) };
}
