import { modelFactory } from '@avatarium/platform';
import { Schema } from 'mongoose';

/** Who voted for which agent: the unique (agentId, userId) index makes it one vote per user. */
export interface AgentVoteDocument {
  agentId: string;
  userId: string;
  createdAt: Date;
}

const agentVoteSchema = new Schema<AgentVoteDocument>(
  {
    agentId: { type: String, required: true },
    userId: { type: String, required: true },
    createdAt: { type: Date, required: true },
  },
  { versionKey: false, collection: 'agent_votes' },
);
agentVoteSchema.index({ agentId: 1, userId: 1 }, { unique: true });

export const agentVoteModel = modelFactory<AgentVoteDocument>('AgentVote', agentVoteSchema);
