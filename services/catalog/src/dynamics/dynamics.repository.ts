import type { Agent, dynamics } from '@avatarium/contracts';
import { AppError } from '@avatarium/platform';
import type { Connection, Model } from 'mongoose';
import { toAgentEntity } from '../agents/agent-entity.js';
import { agentModel, type AgentDocument } from '../agents/agent.model.js';
import { visibleTo } from '../agents/visible-to.js';

export interface DynamicsChange {
  before: Agent;
  after: Agent;
}

/**
 * The agent's `dynamics` block. Every write is one atomic single-document update, so a
 * generation's claim (status generating) and each video it records race with nothing.
 */
export class DynamicsRepository {
  private readonly agents: Model<AgentDocument>;

  constructor(connection: Connection) {
    this.agents = agentModel(connection);
  }

  /** The agent when the user owns it or it is public (to tell FORBIDDEN from NOT_FOUND). */
  async findVisibleTo(agentId: string, userId: string): Promise<Agent | null> {
    const doc = await this.agents.findOne({ _id: agentId, ...visibleTo(userId) }).lean<AgentDocument>();
    return doc ? toAgentEntity(doc) : null;
  }

  /**
   * The owner's block, computed from the stored one by `next` and written only if nothing
   * changed the agent in between (its revision); retried a few times, then CONFLICT.
   */
  async changeOfOwner(
    agentId: string,
    ownerId: string,
    next: (stored: dynamics.StoredDynamics | null) => dynamics.StoredDynamics | null,
  ): Promise<DynamicsChange | null> {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const doc = await this.agents.findOne({ _id: agentId, ownerId }).lean<AgentDocument>();
      if (!doc) return null;
      const block = next(toAgentEntity(doc).dynamics);
      const changed = await this.change({ _id: agentId, ownerId, revision: doc.revision ?? 0 }, { dynamics: block });
      if (changed) return changed;
    }
    throw new AppError('CONFLICT', 'The agent changed meanwhile; please try again.');
  }

  /** One video of the running generation, under its id; nothing when no generation runs any more. */
  recordVideo(agentId: string, videoId: string, video: dynamics.StoredVideo): Promise<DynamicsChange | null> {
    return this.change({ _id: agentId, 'dynamics.status': 'generating' }, { [`dynamics.batch_results.${videoId}`]: video });
  }

  /** The end of a generation: its summary and result, the status cleared. */
  finish(
    agentId: string,
    summary: dynamics.StoredDynamics['summary'],
    result: dynamics.StoredDynamics['result'],
  ): Promise<DynamicsChange | null> {
    return this.change(
      { _id: agentId, 'dynamics.status': 'generating' },
      { 'dynamics.status': null, 'dynamics.summary': summary, 'dynamics.result': result },
    );
  }

  private async change(filter: Record<string, unknown>, set: Record<string, unknown>): Promise<DynamicsChange | null> {
    const before = await this.agents
      .findOneAndUpdate(filter, { $set: set, $inc: { revision: 1 } }, { returnDocument: 'before' })
      .lean<AgentDocument>();
    if (!before) return null;
    const after = await this.agents.findById(before._id).lean<AgentDocument>();
    return after ? { before: toAgentEntity(before), after: toAgentEntity(after) } : null;
  }
}
