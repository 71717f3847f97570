import type { Bus, Logger, VersionedCache } from '@avatarium/platform';
import type { AgentRepository } from './repository/agent.repository.js';
import type { AgentVoteRepository } from './agent-vote.repository.js';
import type { CommunityVersionRepository } from './community-version.repository.js';

/** What the agent actions (votes, galleries, sharing, settings, clone, delete) need; built by registerAgentActions from the service's connections. */
export interface AgentActionsDeps {
  agents: AgentRepository;
  votes: AgentVoteRepository;
  communityCache: VersionedCache;
  communityVersion: CommunityVersionRepository;
  bus: Bus;
  logger: Logger;
}
