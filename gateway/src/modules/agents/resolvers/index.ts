import type { Resolvers } from '../../../generated/resolvers-types.js';
import { Agent } from './Agent.js';
import { agent } from './Query/agent.js';
import { myAgents } from './Query/myAgents.js';
import { myAgentRemovals } from './Subscription/myAgentRemovals.js';
import { myAgentUpdates } from './Subscription/myAgentUpdates.js';

export const agentsResolvers: Resolvers = {
  Query: { myAgents, agent },
  Subscription: { myAgentUpdates, myAgentRemovals },
  Agent,
};
