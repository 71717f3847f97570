import { readFileSync } from 'node:fs';
import type { GatewayModule } from '../gateway-module.js';
import { knowledgeRoutes } from './knowledge.routes.js';
import { knowledgeResolvers } from './resolvers/index.js';
import { slidesResolvers } from './resolvers/slides.js';
import { knowledgeRouteDocs } from './knowledge.route-docs.js';

/** FAQ knowledge (issue 12, spec 003 2.4): the CSV, its index, RAG on and off, progress live. */
export const knowledgeModule: GatewayModule = {
  name: 'knowledge',
  typeDefs: readFileSync(new URL('./knowledge.graphql', import.meta.url), 'utf8'),
  resolvers: {
    Agent: slidesResolvers.Agent,
    Query: { ...knowledgeResolvers.Query, ...slidesResolvers.Query },
    Mutation: { ...knowledgeResolvers.Mutation, ...slidesResolvers.Mutation },
    Subscription: { ...knowledgeResolvers.Subscription, ...slidesResolvers.Subscription },
  },
  routes: knowledgeRoutes,
  routeDocs: knowledgeRouteDocs,
};
