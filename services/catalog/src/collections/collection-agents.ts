import { collections, type Agent } from '@avatarium/contracts';
import { AppError } from '@avatarium/platform';
import type { CollectionsDeps } from './collections-deps.js';

/**
 * The agents an owner may put in a collection: their own, or anyone's public agent. Unknown
 * codes and others' private agents are refused as one (never saying which exists).
 */
export async function checkCollectable(deps: CollectionsDeps, ownerId: string, agentCodes: readonly string[]): Promise<string[]> {
  const unique = [...new Set(agentCodes)];
  const allowed = await deps.agents.findVisibleAmong(unique, ownerId);
  if (allowed.length !== unique.length) throw new AppError('BAD_INPUT', collections.COLLECTION_AGENTS_REFUSED);
  return unique;
}

/**
 * What a viewer sees of the collection's agents, in its order: public agents, plus the owner's
 * own private ones for the owner only. A private agent therefore drops off the public page at once.
 */
export async function visibleAgents(
  deps: CollectionsDeps,
  agentCodes: readonly string[],
  ownerId: string,
  viewerIsOwner: boolean,
): Promise<Agent[]> {
  const found = await deps.agents.findVisibleAmong(agentCodes, viewerIsOwner ? ownerId : null);
  const byId = new Map(found.map((agent) => [agent.id, agent]));
  return agentCodes.map((agentId) => byId.get(agentId)).filter((agent): agent is Agent => agent !== undefined);
}
