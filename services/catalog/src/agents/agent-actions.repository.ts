import {
  catalogActions,
  type AGENT_CATEGORIES,
  type Agent,
  type AgentModel,
  type agentSettings,
  type agentSettingsActions,
  type shop,
} from '@avatarium/contracts';
import { isDuplicateKeyError } from '@avatarium/platform';
import type { Connection, Model } from 'mongoose';
import { toAgentEntity } from './agent-entity.js';
import { agentModel, type AgentDocument } from './agent.model.js';
import { visibleTo } from './visible-to.js';

/** An agent with what access decisions need beside the entity (the share token stays here). */
type AgentCategory = (typeof AGENT_CATEGORIES)[number];

export interface StoredAgent {
  agent: Agent;
  shareToken: string | null;
}

/** The fields an owner changes directly (visibility, category, anonymous sharing). */
export interface OwnerChange {
  visibility?: 'public' | 'private';
  category?: AgentCategory;
  anonymousEnabled?: boolean;
  /** false drops the share token and hands out none; true allows a new one. */
  sharingEnabled?: boolean;
  deployment?: agentSettings.Deployment;
  uiOverlay?: agentSettings.UiOverlay;
  customActions?: agentSettings.CustomActions;
  /** The model the agent talks with (the record's model follows it). */
  model?: AgentModel;
  persona?: agentSettingsActions.PersonaFields;
  voice?: { voice_id: string; gender?: agentSettingsActions.PersonaFields['gender'] };
  /** Which AI runs each capability, with the language the choice implies. */
  providers?: { providers: agentSettings.AgentProviders; language: string };
  /** The owner's monthly budget for visitors' conversations. */
  conversationBudget?: agentSettings.ConversationBudget;
  /** The shop integration's changed fields (dotted sets: other fields saved meanwhile stay). */
  shopifyMcp?: shop.ShopifyMcpFields;
}

export interface CommunityFilter {
  category?: AgentCategory;
  search?: string;
  sortBy: catalogActions.CommunitySort;
  limit: number;
  offset: number;
}

/** The new agent a clone inserts: everything but the storage keys, which are set once copied. */
export type CloneDraft = Omit<Agent, 'createdAt' | 'updatedAt' | 'poster_key' | 'audio_key' | 'record'> & {
  record: Agent['record'];
};

/** A case-insensitive literal substring match (the user's text is never a pattern). */
function containing(text: string): RegExp {
  return new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'i');
}

/** Public and finished: the community's base filter (the same rule as list-community). */
function communityQuery(search: string | undefined, category?: AgentCategory): Record<string, unknown> {
  const query: Record<string, unknown> = {
    visibility: 'public',
    'record.status': { $in: [...catalogActions.COMMUNITY_READY_STATUSES] },
  };
  if (category) query.category = category;
  if (search) {
    const pattern = containing(search);
    // A regex on an array field matches when any element matches.
    query.$or = [{ name: pattern }, { tags: pattern }];
  }
  return query;
}

const SORTS = {
  popularity: { votes: -1, createdAt: -1, _id: -1 },
  trending: { trending_score: -1, votes: -1, createdAt: -1, _id: -1 },
} as const;

/**
 * The issue-7 reads and writes on the agents collection. Every write is one atomic
 * single-document update; owner reads and writes filter by the owner (`findOwned`, `*OfOwner`),
 * a user's reads by what they may see (`findVisibleTo`); only the viewer's read is unscoped.
 */
export class AgentActionsRepository {
  private readonly agents: Model<AgentDocument>;

  constructor(connection: Connection) {
    this.agents = agentModel(connection);
  }

  async init(): Promise<void> {
    await this.agents.init();
  }

  /** The owner's agent; null when there is none or it is someone else's. */
  async findOwned(agentId: string, ownerId: string): Promise<StoredAgent | null> {
    return this.storedOf(await this.agents.findOne({ _id: agentId, ownerId }).lean<AgentDocument>());
  }

  /** The agent when the user owns it or it is public (what they may vote for, clone, share or change). */
  async findVisibleTo(agentId: string, userId: string): Promise<StoredAgent | null> {
    return this.storedOf(await this.agents.findOne({ _id: agentId, ...visibleTo(userId) }).lean<AgentDocument>());
  }

  // Unscoped on purpose: a share link opens another's private agent, so the viewer's rule decides.
  async findForViewer(agentId: string): Promise<StoredAgent | null> {
    return this.storedOf(await this.agents.findById(agentId).lean<AgentDocument>());
  }

  private storedOf(doc: AgentDocument | null): StoredAgent | null {
    return doc ? { agent: toAgentEntity(doc), shareToken: doc.share_token ?? null } : null;
  }

  /** Counts one new vote: total +1 and the trending score + its weight, in one update. */
  async addVote(agentId: string, weight: number): Promise<Agent | null> {
    const doc = await this.agents
      .findOneAndUpdate(
        { _id: agentId },
        { $inc: { votes: 1, trending_score: weight, revision: 1 } },
        { returnDocument: 'after' },
      )
      .lean<AgentDocument>();
    return doc ? toAgentEntity(doc) : null;
  }

  /** Applies the owner's change; the state before it (null when not the owner's) and after. */
  async changeOfOwner(agentId: string, ownerId: string, change: OwnerChange): Promise<{ before: Agent; after: Agent } | null> {
    const set: Record<string, unknown> = {};
    if (change.visibility) set.visibility = change.visibility;
    if (change.category) set.category = change.category;
    if (change.anonymousEnabled !== undefined) set['share.anonymous_enabled'] = change.anonymousEnabled;
    if (change.sharingEnabled !== undefined) set.sharing_disabled = !change.sharingEnabled;
    if (change.sharingEnabled === false) set.share_token = null;
    if (change.deployment) set['share.deployment'] = change.deployment;
    if (change.uiOverlay) set.ui_overlay = change.uiOverlay;
    if (change.customActions) set.custom_actions = change.customActions;
    if (change.persona) Object.assign(set, change.persona);
    if (change.providers) {
      set.providers = change.providers.providers;
      set.language = change.providers.language;
    }
    if (change.voice) {
      set.voice_id = change.voice.voice_id;
      if (change.voice.gender) set.gender = change.voice.gender;
    }
    if (change.conversationBudget) set.conversation_budget = change.conversationBudget;
    for (const [field, value] of Object.entries(change.shopifyMcp ?? {})) set[`shopify_mcp.${field}`] = value;
    if (change.model) {
      set.model_type = change.model;
      set['record.model'] = change.model;
    }
    const before = await this.agents
      .findOneAndUpdate({ _id: agentId, ownerId }, { $set: set, $inc: { revision: 1 } }, { returnDocument: 'before' })
      .lean<AgentDocument>();
    if (!before) return null;
    const after = await this.agents.findOne({ _id: agentId, ownerId }).lean<AgentDocument>();
    return after ? { before: toAgentEntity(before), after: toAgentEntity(after) } : null;
  }

  /** Inserts a clone under a new code; null when the code is taken (the caller tries another). */
  async insertClone(draft: CloneDraft): Promise<Agent | null> {
    try {
      const doc = await this.agents.create({
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
      return toAgentEntity(doc.toObject());
    } catch (error) {
      if (isDuplicateKeyError(error)) return null;
      throw error;
    }
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

  /** The owner's share token, stored on first request (a concurrent first request keeps the one stored first). */
  async shareTokenOfOwner(agentId: string, ownerId: string, fresh: string): Promise<string | null> {
    await this.agents.updateOne(
      { _id: agentId, ownerId, share_token: null, sharing_disabled: { $ne: true } },
      { $set: { share_token: fresh } },
    );
    const doc = await this.agents.findOne({ _id: agentId, ownerId }).lean<AgentDocument>();
    return doc?.share_token ?? null;
  }

  async listCommunity(filter: CommunityFilter): Promise<{ agents: Agent[]; total: number }> {
    const query = communityQuery(filter.search, filter.category);
    const [docs, total] = await Promise.all([
      this.agents.find(query).sort(SORTS[filter.sortBy]).skip(filter.offset).limit(filter.limit).lean<AgentDocument[]>(),
      this.agents.countDocuments(query),
    ]);
    return { agents: docs.map(toAgentEntity), total };
  }

  /** Public, finished agents per category matching the search (one $group). */
  async countCommunityByCategory(search?: string): Promise<Map<string, number>> {
    const rows = await this.agents.aggregate<{ _id: string; count: number }>([
      { $match: communityQuery(search) },
      { $group: { _id: '$category', count: { $sum: 1 } } },
    ]);
    return new Map(rows.map((row) => [row._id, row.count]));
  }
}
