import { agentActionsModule } from './agent-actions/agent-actions.module.js';
import { agentDispatchModule } from './agent-dispatch/agent-dispatch.module.js';
import { agentSettingsModule } from './agent-settings/agent-settings.module.js';
import { agentsModule } from './agents/agents.module.js';
import { apiDocsModule } from './api-docs/api-docs.module.js';
import { analyticsModule } from './analytics/analytics.module.js';
import { authModule } from './auth/auth.module.js';
import { billingModule } from './billing/billing.module.js';
import { collectionsModule } from './collections/collections.module.js';
import { communityModule } from './community/community.module.js';
import { dynamicsModule } from './dynamics/dynamics.module.js';
import { creationModule } from './creation/creation.module.js';
import { conversationModule } from './conversation/conversation.module.js';
import { creditsModule } from './credits/credits.module.js';
import { developerModule } from './developer/developer.module.js';
import { webhooksModule } from './webhooks/webhooks.module.js';
import { filesModule } from './files/files.module.js';
import type { GatewayModule } from './gateway-module.js';
import { gpuModule } from './gpu/gpu.module.js';
import { operatorModule } from './operator/operator.module.js';
import { healthModule } from './health/health.module.js';
import { knowledgeModule } from './knowledge/knowledge.module.js';
import { providerKeysModule } from './provider-keys/provider-keys.module.js';
import { sharedModule } from './shared/shared.module.js';
import { sharingModule } from './sharing/sharing.module.js';
import { shopModule } from './shop/shop.module.js';
import { uploadsModule } from './uploads/uploads.module.js';
import { voicesModule } from './voices/voices.module.js';

/**
 * Every feature of the gateway, once: the schema is built from their SDL and resolvers, and
 * their routes are mounted from here. A new module is one more line.
 */
export const gatewayModules: GatewayModule[] = [
  sharedModule,
  healthModule,
  authModule,
  creditsModule,
  billingModule,
  uploadsModule,
  creationModule,
  agentsModule,
  agentActionsModule,
  agentDispatchModule,
  agentSettingsModule,
  voicesModule,
  providerKeysModule,
  developerModule,
  webhooksModule,
  knowledgeModule,
  communityModule,
  sharingModule,
  collectionsModule,
  conversationModule,
  shopModule,
  dynamicsModule,
  analyticsModule,
  gpuModule,
  filesModule,
  operatorModule,
  // Reads this list when asked for the document, so it documents every module above.
  apiDocsModule(() => gatewayModules),
];
