import type { AgentModel, conversation } from '@avatarium/contracts';
import type { SessionKeys } from '../provider-keys/session-keys.js';

export type SessionEndReason = conversation.SessionEndReason;

/** Who the agent is in this session: fixed when the session starts (a later edit applies to the next session). */
export interface SessionPersona {
  name: string;
  systemPrompt: string;
  language: string;
  voice: string;
  /** The owner's opening instructions, when the greeting is on. */
  greeting?: { instructions: string; allowInterruption: boolean } | null;
}

/** A conversation held by whoever started it; later requests prove it with the session token. */
export interface ConversationSession {
  id: string;
  /** sha256 of the session token (the token itself is never stored). */
  tokenHash: string;
  agentId: string;
  ownerId: string;
  /** The signed-in viewer, if any. */
  viewerId: string | null;
  payer: 'owner' | 'viewer' | 'collection';
  /** Set when the visitor's subscription to this collection pays. */
  collectionId?: string | null;
  /** The user debited for conversation time. */
  payerUserId: string;
  model: AgentModel;
  conversationId: string;
  persona: SessionPersona;
  /** The owner's provider keys this session runs on (the agent's Providers when it started). */
  keys?: SessionKeys;
  active: boolean;
  /** The turn running now (on whichever replica), so an interrupt anywhere knows there is one. */
  currentTurnId: string | null;
  /** The greeting's turn, once given (a session greets once). */
  greetingTurnId?: string | null;
  endReason: SessionEndReason | null;
  /** The agent's monthly budget when the session started (used when the catalog cannot say). */
  monthlyBudget?: number | null;
  /** Minutes (of this session) already counted against the owner's budget: a retried debit counts once. */
  budgetMinutes?: number[];
  startedAt: Date;
  lastActivityAt: Date;
}
