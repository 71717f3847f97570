import type { Bus, Logger, Storage } from '@avatarium/platform';
import type { BudgetSpendRepository } from './budget/budget-spend.repository.js';
import type { ConversationConfig } from './conversation-config.js';
import type { ConversationRepository } from './conversations/conversation.repository.js';
import type { ConversationEngines } from './providers/engines.js';
import type { SessionRepository } from './sessions/session.repository.js';
import type { ActiveTurns } from './turns/active-turns.js';
import type { AgentTurnWindowRepository } from './turns/agent-turn-window.repository.js';
import type { LatestDrafts } from './turns/latest-drafts.js';
import type { KnowledgeSwitches } from './turns/knowledge-switches.js';
import type { AgentShopSettings } from './shop/agent-shop-settings.js';
import type { ProviderKeyDeps } from './provider-keys/provider-keys.js';
import type { VoiceTransactionRepository } from './voices/voice-transaction.repository.js';

export type ConversationSettings = Pick<
  ConversationConfig,
  | 'CONVERSATION_HISTORY_TURNS'
  | 'CONVERSATION_MAX_REPLY_TOKENS'
  | 'CONVERSATION_IDLE_MS'
  | 'CONVERSATION_SWEEP_MS'
  | 'CONVERSATION_SPEECH_MAX_BYTES'
  | 'CONVERSATION_TURNS_PER_AGENT_PER_MINUTE'
  | 'ANALYTICS_UNTALLIED_TRUST_MS'
>;

/** Everything the conversation use cases need; `now` is the one clock (tests move it). */
export interface ConversationDeps {
  bus: Bus;
  logger: Logger;
  storage: Storage;
  sessions: SessionRepository;
  conversations: ConversationRepository;
  voiceTransactions: VoiceTransactionRepository;
  /** What visitors' owner-paid sessions spent per agent and month (the owner's budget). */
  budgets: BudgetSpendRepository;
  /** Visitors' owner-paid turns per agent and minute (the per-agent turn cap). */
  agentTurns: AgentTurnWindowRepository;
  providerKeys: ProviderKeyDeps;
  engines: ConversationEngines;
  turns: ActiveTurns;
  /** Which agents answer from their FAQ (RAG), as heard from the knowledge service. */
  knowledgeSwitches: KnowledgeSwitches;
  /** The newest draft of each session being read ahead here. */
  drafts: LatestDrafts;
  /** Each agent's store settings as this replica last heard them. */
  shopSettings: AgentShopSettings;
  settings: ConversationSettings;
  now: () => Date;
}
