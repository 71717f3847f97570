import { makeExecutableSchema } from '@graphql-tools/schema';
import type { Resolvers } from '../generated/resolvers-types.js';
import { agentsResolvers } from '../modules/agents/resolvers/index.js';
import { authResolvers } from '../modules/auth/resolvers/index.js';
import { creditsResolvers } from '../modules/credits/resolvers/index.js';
import { loadTypeDefs } from './load-type-defs.js';

const sharedResolvers: Resolvers = {
  Query: { ping: () => true },
};

export function buildSchema() {
  return makeExecutableSchema({
    typeDefs: loadTypeDefs(),
    resolvers: [sharedResolvers, authResolvers, creditsResolvers, agentsResolvers],
  });
}
