import type { Bus, Logger, VersionedCache } from '@avatarium/platform';
import type { AgentActionsRepository } from './agent-actions.repository.js';
import type { AgentVoteRepository } from './agent-vote.repository.js';
import type { CommunityVersionRepository } from './community-version.repository.js';

/** What the issue-7 use cases need; built by registerAgentActions from the service's connections. */
export interface AgentActionsDeps {
  agents: AgentActionsRepository;
  votes: AgentVoteRepository;
  communityCache: VersionedCache;
  communityVersion: CommunityVersionRepository;
  bus: Bus;
  logger: Logger;
}
