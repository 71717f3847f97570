import { newStatusRecord, type Agent, type AgentModel, type AgentPersona, type AgentStatusRecord } from '@avatarium/contracts';
import { isDuplicateKeyError } from '@avatarium/platform';
import type { Model } from 'mongoose';
import { toAgentEntity } from '../agent-entity.js';
import type { AgentDocument } from '../agent.model.js';

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

/** The new agent a clone inserts: everything but the storage keys, which are set once copied. */
export type CloneDraft = Omit<Agent, 'createdAt' | 'updatedAt' | 'poster_key' | 'audio_key' | 'record'> & {
  record: Agent['record'];
};

/** An agent's life: created pending, moved by its generation, cloned, deleted. */
export class AgentLifecycle {
  constructor(private readonly agents: Model<AgentDocument>) {}

  /** A pending agent, nothing generated yet; null when the code is already taken. */
  insertPending({ id, ownerId, prompt, model }: NewAgent): Promise<Agent | null> {
    return this.insertNew({ _id: id, ownerId, prompt, model_type: model, record: newStatusRecord(model), version: 0 });
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
    if (doc) return { applied: true, agent: toAgentEntity(doc) };
    // The pipeline's own write, keyed by agent: it reads back what is stored, whoever owns it.
    const current = await this.agents.findById(agentId).lean<AgentDocument>();
    return { applied: false, agent: current ? toAgentEntity(current) : null };
  }

  /** Deletes the owner's agent only while it is still pending (nothing generated, nothing paid). */
  async deletePendingOfOwner(agentId: string, ownerId: string): Promise<boolean> {
    const result = await this.agents.deleteOne({ _id: agentId, ownerId, 'record.status': 'pending' });
    return result.deletedCount > 0;
  }

  /** Inserts a clone under a new code; null when the code is taken (the caller tries another). */
  insertClone(draft: CloneDraft): Promise<Agent | null> {
    return this.insertNew({
      _id: draft.id,
      ownerId: draft.ownerId,
      prompt: draft.prompt,
      name: draft.name,
      description: draft.description,
      system_prompt: draft.system_prompt,
      tags: draft.tags,
      category: draft.category,
      language: draft.language,
      gender: draft.gender,
      voice_id: draft.voice_id,
      visibility: draft.visibility,
      model_type: draft.model_type,
      poster_key: null,
      audio_key: null,
      record: draft.record,
      version: draft.version,
      votes: draft.votes,
      trending_score: 0,
      share: { anonymous_enabled: draft.share.anonymous_enabled, deployment: draft.share.deployment },
      ui_overlay: draft.ui_overlay,
      custom_actions: draft.custom_actions,
      share_token: null,
      revision: draft.revision,
    });
  }

  /** Points the owner's agent at its (copied) files. */
  async setKeysOfOwner(
    agentId: string,
    ownerId: string,
    keys: { record: Agent['record']; poster_key: string | null; audio_key: string | null },
  ): Promise<Agent | null> {
    const doc = await this.agents
      .findOneAndUpdate(
        { _id: agentId, ownerId },
        { $set: { record: keys.record, poster_key: keys.poster_key, audio_key: keys.audio_key }, $inc: { revision: 1 } },
        { returnDocument: 'after' },
      )
      .lean<AgentDocument>();
    return doc ? toAgentEntity(doc) : null;
  }

  /** Removes the owner's agent; what it was, or null when there was none of theirs. */
  async deleteOfOwner(agentId: string, ownerId: string): Promise<Agent | null> {
    const doc = await this.agents.findOneAndDelete({ _id: agentId, ownerId }).lean<AgentDocument>();
    return doc ? toAgentEntity(doc) : null;
  }

  /** A new document; null when its code is taken (the unique _id index says so). */
  private async insertNew(fields: Partial<AgentDocument>): Promise<Agent | null> {
    try {
      const doc = await this.agents.create(fields);
      return toAgentEntity(doc.toObject());
    } catch (error) {
      if (isDuplicateKeyError(error)) return null;
      throw error;
    }
  }
}
