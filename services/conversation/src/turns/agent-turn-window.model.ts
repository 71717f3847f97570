import { modelFactory } from '@avatarium/platform';
import { Schema } from 'mongoose';

/** Turns of visitors' owner-paid sessions on one agent in one clock minute (all replicas count here). */
export interface AgentTurnWindowDocument {
  /** `<agentId>:<minute since the epoch>`. */
  _id: string;
  agentId: string;
  window: number;
  count: number;
}

const agentTurnWindowSchema = new Schema<AgentTurnWindowDocument>(
  {
    _id: { type: String, required: true },
    agentId: { type: String, required: true, index: true },
    window: { type: Number, required: true },
    count: { type: Number, required: true, default: 0 },
  },
  { versionKey: false, collection: 'conversation_agent_turns' },
);

export const agentTurnWindowModel = modelFactory<AgentTurnWindowDocument>('ConversationAgentTurnWindow', agentTurnWindowSchema);
