import {
  newStatusRecord,
  type Agent,
  type AgentModel,
  type AgentPersona,
  type AgentStatusRecord,
  type catalog,
} from '@avatarium/contracts';
import { isDuplicateKeyError } from '@avatarium/platform';
import type { Connection, Model } from 'mongoose';
import { toAgentEntity as toEntity } from './agent-entity.js';
import { agentModel, type AgentDocument } from './agent.model.js';
import { visibleTo } from './visible-to.js';

export interface NewAgent {
  id: string;
  ownerId: string;
  prompt: string;
  model: AgentModel;
}

export interface GenerationUpdate {
  version: number;
  record: AgentStatusRecord;
  persona?: AgentPersona;
  poster_key?: string;
  audio_key?: string;
}

/** Agents by code. Owner operations take the owner in their signature and filter by it. */
export class AgentRepository {
  private readonly agents: Model<AgentDocument>;

  constructor(connection: Connection) {
    this.agents = agentModel(connection);
  }

  async init(): Promise<void> {
    await this.agents.init();
  }

  /** Inserts a pending agent; null when the code is already taken (the unique _id index says so). */
  async insertPending(agent: NewAgent): Promise<Agent | null> {
    try {
      const doc = await this.agents.create({
        _id: agent.id,
        ownerId: agent.ownerId,
        prompt: agent.prompt,
        model_type: agent.model,
        record: newStatusRecord(agent.model),
        version: 0,
      });
      return toEntity(doc.toObject());
    } catch (error) {
      if (isDuplicateKeyError(error)) return null;
      throw error;
    }
  }

  /** The agent as the scope may see it: the owner's own, or a public one; null otherwise. */
  async findById(agentId: string, scope: catalog.AgentReadScope): Promise<Agent | null> {
    const filter =
      scope.kind === 'owner' ? { _id: agentId, ownerId: scope.ownerId } : { _id: agentId, visibility: 'public' as const };
    const doc = await this.agents.findOne(filter).lean<AgentDocument>();
    return doc ? toEntity(doc) : null;
  }

  /** Of these codes, the agents the owner owns or anyone may see (public), in one query; any order. */
  async findVisibleAmong(agentIds: readonly string[], ownerId: string | null): Promise<Agent[]> {
    if (agentIds.length === 0) return [];
    const docs = await this.agents.find({ _id: { $in: [...agentIds] }, ...visibleTo(ownerId) }).lean<AgentDocument[]>();
    return docs.map(toEntity);
  }

  async listByOwner(ownerId: string): Promise<Agent[]> {
    const docs = await this.agents.find({ ownerId }).sort({ createdAt: -1, _id: -1 }).lean<AgentDocument[]>();
    return docs.map(toEntity);
  }

  /** Public agents that finished generating; search matches name or description, any case. */
  async listPublic(filter: { category?: string; search?: string; limit: number }): Promise<Agent[]> {
    const query: Record<string, unknown> = { visibility: 'public', 'record.status': { $in: ['ready', 'success'] } };
    if (filter.category) query.category = filter.category;
    if (filter.search) {
      const pattern = new RegExp(filter.search.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'i');
      query.$or = [{ name: pattern }, { description: pattern }];
    }
    const docs = await this.agents.find(query).sort({ createdAt: -1, _id: -1 }).limit(filter.limit).lean<AgentDocument[]>();
    return docs.map(toEntity);
  }

  /**
   * One conditional update: it applies only when `version` is newer than the stored one, so
   * retried or reordered steps can never move an agent backwards.
   */
  async applyGeneration(agentId: string, update: GenerationUpdate): Promise<{ applied: boolean; agent: Agent | null }> {
    const set: Record<string, unknown> = { version: update.version, record: update.record };
    if (update.persona) Object.assign(set, update.persona);
    if (update.poster_key !== undefined) set.poster_key = update.poster_key;
    if (update.audio_key !== undefined) set.audio_key = update.audio_key;
    // A finished generation (a regeneration on another model too) decides the model the agent talks with.
    if (update.record.status === 'ready') set.model_type = update.record.model;
    const doc = await this.agents
      .findOneAndUpdate({ _id: agentId, version: { $lt: update.version } }, { $set: set }, { returnDocument: 'after' })
      .lean<AgentDocument>();
    if (doc) return { applied: true, agent: toEntity(doc) };
    // The pipeline's own write, keyed by agent: it reads back what is stored, whoever owns it.
    const current = await this.agents.findById(agentId).lean<AgentDocument>();
    return { applied: false, agent: current ? toEntity(current) : null };
  }

  /** Deletes the owner's agent only while it is still pending (nothing generated, nothing paid). */
  async deletePendingOfOwner(agentId: string, ownerId: string): Promise<boolean> {
    const result = await this.agents.deleteOne({ _id: agentId, ownerId, 'record.status': 'pending' });
    return result.deletedCount > 0;
  }
}
