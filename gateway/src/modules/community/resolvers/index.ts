import type { Resolvers } from '../../../generated/resolvers-types.js';
import { communityAgents } from './Query/communityAgents.js';
import { communityUpdates } from './Subscription/communityUpdates.js';

export const communityResolvers: Resolvers = {
  Query: { communityAgents },
  Subscription: { communityUpdates },
};
