import type { conversation } from '@avatarium/contracts';

export interface ConversationMessage {
  role: 'user' | 'agent';
  /** Plain text, or the JSON of a rich reply (spec 002 2.13). */
  message: string;
  timestamp: Date;
  turnId: string;
}

export type StoredTelemetry = conversation.TurnTelemetry & { startedAt: Date };

/** Spec 003 section 3 Conversation, plus the agent it belongs to and per-turn stage times. */
export interface ConversationRecord {
  id: string;
  agentId: string;
  ownerId: string;
  sessionId: string;
  /** e.g. 'essence-cloud': the model and where it ran, as analytics shows it. */
  pricingCode: string;
  createdAt: Date;
  updatedAt: Date;
  messages: ConversationMessage[];
  telemetry: Record<string, StoredTelemetry>;
}
