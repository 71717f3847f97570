import { createStorage, startService, type Logger, type RunningService, type ServiceConnections } from '@avatarium/platform';
import { registerAnalytics } from './analytics/register-analytics.js';
import { BudgetSpendRepository } from './budget/budget-spend.repository.js';
import { registerBudget } from './budget/register-budget.js';
import type { ConversationConfig } from './conversation-config.js';
import type { ConversationDeps } from './conversation-deps.js';
import { ConversationRepository } from './conversations/conversation.repository.js';
import { registerHistory } from './conversations/register-history.js';
import type { ConversationEngines } from './providers/engines.js';
import { registerSessions } from './sessions/register-sessions.js';
import { registerShop } from './shop/register-shop.js';
import { SessionRepository } from './sessions/session.repository.js';
import { ActiveTurns } from './turns/active-turns.js';
import { AgentTurnWindowRepository } from './turns/agent-turn-window.repository.js';
import { LatestDrafts } from './turns/latest-drafts.js';
import { KnowledgeSwitches } from './turns/knowledge-switches.js';
import { AgentShopSettings } from './shop/agent-shop-settings.js';
import { registerTurns } from './turns/register-turns.js';
import { KeyCipher } from './provider-keys/key-cipher.js';
import { ProviderKeyRepository } from './provider-keys/provider-key.repository.js';
import { registerProviderKeys } from './provider-keys/register-provider-keys.js';
import { registerVoices } from './voices/register-voices.js';
import { VoiceTransactionRepository } from './voices/voice-transaction.repository.js';

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
    register: [
      closeEngines,
      registerSessions,
      registerTurns,
      registerHistory,
      registerAnalytics,
      registerVoices,
      registerProviderKeys,
      registerBudget,
      registerShop,
    ],
  });
}

async function conversationDeps(
  config: ConversationConfig,
  connections: ServiceConnections,
  options: ConversationServiceOptions,
): Promise<ConversationDeps> {
  const sessions = new SessionRepository(connections.mongo);
  const conversations = new ConversationRepository(connections.mongo, (error) =>
    connections.logger.warn('analytics bucket not updated', { error: String(error) }),
  );
  const voiceTransactions = new VoiceTransactionRepository(connections.mongo);
  const keys = new ProviderKeyRepository(connections.mongo);
  const budgets = new BudgetSpendRepository(connections.mongo);
  const agentTurns = new AgentTurnWindowRepository(connections.mongo);
  await Promise.all([
    sessions.init(),
    conversations.init(),
    voiceTransactions.init(),
    keys.init(),
    budgets.init(),
    agentTurns.init(),
  ]);
  // The engine modules (and their runtimes) load only when no engines were handed in.
  const engines = options.engines ?? (await import('./providers/registry.js')).createEngines(config, connections.logger);
  return {
    bus: connections.bus,
    logger: connections.logger,
    storage: createStorage(config),
    sessions,
    conversations,
    voiceTransactions,
    budgets,
    agentTurns,
    providerKeys: {
      keys,
      cipher: config.PROVIDER_KEYS_SECRET ? new KeyCipher(config.PROVIDER_KEYS_SECRET) : null,
      checkBaseOverride: config.PERSONAL_PROVIDERS_BASE_URL,
      engineBaseOverride: config.PERSONAL_PROVIDERS_BASE_URL,
      allowLoopback: config.PROVIDERS_ALLOW_LOOPBACK,
    },
    engines,
    turns: new ActiveTurns(),
    knowledgeSwitches: new KnowledgeSwitches(),
    drafts: new LatestDrafts(),
    shopSettings: new AgentShopSettings(),
    settings: config,
    now: options.now ?? (() => new Date()),
  };
}
