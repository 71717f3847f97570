import { readFileSync } from 'node:fs';
import type { GatewayModule } from '../gateway-module.js';
import { conversationSpeechRoutes } from './conversation-speech.routes.js';
import { conversationRoutes } from './conversation.routes.js';
import { conversationResolvers } from './resolvers/index.js';
import { conversationRouteDocs } from './conversation.route-docs.js';

/** Talking to an agent: sessions, turns, live events, the sentences' audio and the owner's history. */
export const conversationModule: GatewayModule = {
  name: 'conversation',
  typeDefs: readFileSync(new URL('./conversation.graphql', import.meta.url), 'utf8'),
  resolvers: conversationResolvers,
  routes: conversationRoutes,
  routeDocs: conversationRouteDocs,
  streamingRoutes: conversationSpeechRoutes,
};
