import { catalog, type Agent, type RequestOf } from '@avatarium/contracts';
import { AppError } from '@avatarium/platform';
import { bumpCommunityVersion } from './bump-community-version.js';
import type { CatalogDeps } from './catalog-deps.js';

/**
 * Stores a generation step when its version is newer than the stored one and announces the
 * new state; a stale or repeated step changes nothing and returns the agent as it is.
 */
export async function applyGeneration(deps: CatalogDeps, input: RequestOf<typeof catalog.applyGeneration>): Promise<Agent> {
  const { agentId, ...update } = input;
  const { applied, agent } = await deps.agents.lifecycle.applyGeneration(agentId, update);
  if (!agent) throw new AppError('NOT_FOUND', 'Agent not found');
  if (!applied) return agent;
  // A public agent regenerating leaves the gallery (and comes back renewed): before the reply, as every community write.
  if (agent.visibility === 'public') await bumpCommunityVersion(deps);
  deps.bus.publish(catalog.agentChanged, { agent });
  return agent;
}
