import type { Resolvers } from '../../../generated/resolvers-types.js';
import { agent } from './Query/agent.js';
import { myAgents } from './Query/myAgents.js';
import { myAgentUpdates } from './Subscription/myAgentUpdates.js';

export const agentsResolvers: Resolvers = {
  Query: { myAgents, agent },
  Subscription: { myAgentUpdates },
};
