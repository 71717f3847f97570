export type * from './providers/types.js';
export { EngineUnavailableError } from './providers/types.js';
export type { ConversationEngines } from './providers/engines.js';
export { startConversationService, type ConversationServiceOptions } from './conversation-service.js';
export { conversationEnvSchema, type ConversationConfig } from './conversation-config.js';
