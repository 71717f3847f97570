import { startService, type Logger, type RunningService, type ServiceConnections } from '@avatarium/platform';
import { AgentRepository } from './agents/repository/agent.repository.js';
import type { CatalogDeps } from './agents/catalog-deps.js';
import { CommunityVersionRepository } from './agents/community-version.repository.js';
import { registerAgentActions } from './agents/register-agent-actions.js';
import { registerAgents } from './agents/register-agents.js';
import { registerCollections } from './collections/register-collections.js';
import { registerDynamics } from './dynamics/register-dynamics.js';
import type { CatalogConfig } from './catalog-config.js';

/** Owns agents (ids, records, generation state as applied by the media service, votes, sharing, galleries) and collections. */
export function startCatalogService(config: CatalogConfig, logger?: Logger): Promise<RunningService> {
  return startService({
    name: 'catalog',
    config,
    logger,
    deps: catalogDeps,
    register: [registerAgents, registerAgentActions, registerCollections, registerDynamics],
  });
}

/** The connections stay in the deps, so a registration may build repositories of its own. */
async function catalogDeps(connections: ServiceConnections): Promise<CatalogDeps & ServiceConnections> {
  const agents = new AgentRepository(connections.mongo);
  const communityVersion = new CommunityVersionRepository(connections.mongo);
  await Promise.all([agents.init(), communityVersion.init()]);
  return { ...connections, agents, communityVersion };
}
