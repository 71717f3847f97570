import { isDuplicateKeyError } from '@avatarium/platform';
import type { Connection, Model } from 'mongoose';
import { agentVoteModel, type AgentVoteDocument } from './agent-vote.model.js';

/** The agent_votes collection: one document per (agent, user). */
export class AgentVoteRepository {
  private readonly votes: Model<AgentVoteDocument>;

  constructor(connection: Connection) {
    this.votes = agentVoteModel(connection);
  }

  async init(): Promise<void> {
    await this.votes.init();
  }

  /** Records the user's vote; false when they had voted already (the unique index says so). */
  async insert(agentId: string, userId: string, at: Date): Promise<boolean> {
    try {
      await this.votes.create({ agentId, userId, createdAt: at });
      return true;
    } catch (error) {
      if (isDuplicateKeyError(error)) return false;
      throw error;
    }
  }

  async hasVoted(agentId: string, userId: string): Promise<boolean> {
    return (await this.votes.countDocuments({ agentId, userId })) > 0;
  }

  async deleteForAgent(agentId: string): Promise<void> {
    await this.votes.deleteMany({ agentId });
  }
}
