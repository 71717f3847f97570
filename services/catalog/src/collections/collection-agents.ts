import { collections, type Agent } from '@avatarium/contracts';
import { AppError } from '@avatarium/platform';
import type { CollectionsDeps } from './collections-deps.js';

/**
 * The agents an owner may put in a collection: their own, or anyone's public agent. Unknown
 * codes and others' private agents are refused as one (never saying which exists).
 */
export async function checkCollectable(deps: CollectionsDeps, ownerId: string, agentCodes: readonly string[]): Promise<string[]> {
  const unique = [...new Set(agentCodes)];
  const found = await Promise.all(unique.map((agentId) => deps.agents.findById(agentId, { kind: 'owner', ownerId })));
  const refused = await Promise.all(
    unique.map(
      async (agentId, index) => found[index] === null && (await deps.agents.findById(agentId, { kind: 'public' })) === null,
    ),
  );
  if (refused.some(Boolean)) throw new AppError('BAD_INPUT', collections.COLLECTION_AGENTS_REFUSED);
  return unique;
}

/**
 * What a visitor sees of the collection's agents, in its order: public agents, and the owner's
 * own agents only for the owner. A private agent therefore drops off the public page at once.
 */
export async function visibleAgents(
  deps: CollectionsDeps,
  agentCodes: readonly string[],
  ownerId: string,
  viewerIsOwner: boolean,
): Promise<Agent[]> {
  const agents = await Promise.all(
    agentCodes.map((agentId) => deps.agents.findById(agentId, viewerIsOwner ? { kind: 'owner', ownerId } : { kind: 'public' })),
  );
  const shown = agents.filter((agent): agent is Agent => agent !== null);
  if (!viewerIsOwner) return shown;
  // The owner also sees public agents of others they added.
  const missing = agentCodes.filter((agentId) => !shown.some((agent) => agent.id === agentId));
  const publicOnes = await Promise.all(missing.map((agentId) => deps.agents.findById(agentId, { kind: 'public' })));
  const all = [...shown, ...publicOnes.filter((agent): agent is Agent => agent !== null)];
  return agentCodes
    .map((agentId) => all.find((agent) => agent.id === agentId))
    .filter((agent): agent is Agent => agent !== undefined);
}
