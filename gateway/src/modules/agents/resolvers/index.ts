import type { Resolvers } from '../../../generated/resolvers-types.js';

// Filled in by the agents module (Query.myAgents, Query.agent, Subscription.myAgentUpdates).
export const agentsResolvers: Resolvers = {};
