import type { Agent } from '@avatarium/contracts';
import { toAgentEntity } from '../agent-entity.js';
import type { AgentDocument } from '../agent.model.js';

/** An agent with what access decisions need beside the entity (the share token stays here). */
export interface StoredAgent {
  agent: Agent;
  shareToken: string | null;
}

export function storedOf(doc: AgentDocument | null): StoredAgent | null {
  return doc ? { agent: toAgentEntity(doc), shareToken: doc.share_token ?? null } : null;
}
