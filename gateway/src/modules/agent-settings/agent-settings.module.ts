import { readFileSync } from 'node:fs';
import type { GatewayModule } from '../gateway-module.js';
import { agentSettingsRoutes, overlayUploadRoutes } from './agent-settings.routes.js';
import { agentSettingsResolvers } from './resolvers/index.js';
import { agentSettingsRouteDocs } from './agent-settings.route-docs.js';

/** Agent settings (issue 9): model, UI overlays, custom actions, deployment type, and the viewer's live copy of them. */
export const agentSettingsModule: GatewayModule = {
  name: 'agent-settings',
  typeDefs: readFileSync(new URL('./agent-settings.graphql', import.meta.url), 'utf8'),
  resolvers: agentSettingsResolvers,
  routes: agentSettingsRoutes,
  routeDocs: agentSettingsRouteDocs,
  streamingRoutes: overlayUploadRoutes,
};
