import { createStorage, startService, type Logger, type RunningService, type ServiceConnections } from '@avatarium/platform';
import type { ConversationConfig } from './conversation-config.js';
import type { ConversationDeps } from './conversation-deps.js';
import { ConversationRepository } from './conversations/conversation.repository.js';
import { registerHistory } from './conversations/register-history.js';
import type { ConversationEngines } from './providers/engines.js';
import { registerSessions } from './sessions/register-sessions.js';
import { SessionRepository } from './sessions/session.repository.js';
import { ActiveTurns } from './turns/active-turns.js';
import { registerTurns } from './turns/register-turns.js';

export interface ConversationServiceOptions {
  /** Engines to use instead of the configured ones (tests, benches); the service closes them too. */
  engines?: ConversationEngines;
  /** The clock (tests move it to cross conversation minutes). */
  now?: () => Date;
}

/** Owns conversations: sessions, the streamed turn pipeline, metering per active minute, history. */
export function startConversationService(
  config: ConversationConfig,
  logger?: Logger,
  options: ConversationServiceOptions = {},
): Promise<RunningService> {
  const deps = (connections: ServiceConnections) => conversationDeps(config, connections, options);
  const closeEngines = (d: ConversationDeps) => () => d.engines.close();
  return startService({
    name: 'conversation',
    config,
    logger,
    deps,
    // Engines close last: the turns using them stop first (registrations stop in reverse order).
    register: [closeEngines, registerSessions, registerTurns, registerHistory],
  });
}

async function conversationDeps(
  config: ConversationConfig,
  connections: ServiceConnections,
  options: ConversationServiceOptions,
): Promise<ConversationDeps> {
  const sessions = new SessionRepository(connections.mongo);
  const conversations = new ConversationRepository(connections.mongo);
  await Promise.all([sessions.init(), conversations.init()]);
  // The engine modules (and their runtimes) load only when no engines were handed in.
  const engines = options.engines ?? (await import('./providers/registry.js')).createEngines(config, connections.logger);
  return {
    bus: connections.bus,
    logger: connections.logger,
    storage: createStorage(config),
    sessions,
    conversations,
    engines,
    turns: new ActiveTurns(),
    settings: config,
    now: options.now ?? (() => new Date()),
  };
}
