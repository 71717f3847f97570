import type { Resolvers } from '../../../generated/resolvers-types.js';
import { shareLink } from './Mutation/shareLink.js';
import { viewerAgent } from './Query/viewerAgent.js';

export const sharingResolvers: Resolvers = {
  Query: { viewerAgent },
  Mutation: { shareLink },
};
