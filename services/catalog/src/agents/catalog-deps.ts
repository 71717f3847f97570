import type { Bus, Logger } from '@avatarium/platform';
import type { AgentRepository } from './repository/agent.repository.js';
import type { CommunityVersionRepository } from './community-version.repository.js';

export interface CatalogDeps {
  agents: AgentRepository;
  communityVersion: CommunityVersionRepository;
  bus: Bus;
  logger: Logger;
}
