import { catalogActions, type AGENT_CATEGORIES, type Agent } from '@avatarium/contracts';
import type { Model } from 'mongoose';
import { toAgentEntity } from '../agent-entity.js';
import type { AgentDocument } from '../agent.model.js';

type AgentCategory = (typeof AGENT_CATEGORIES)[number];

export interface CommunityFilter {
  category?: AgentCategory;
  search?: string;
  sortBy: catalogActions.CommunitySort;
  limit: number;
  offset: number;
}

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

/** The public gallery: everyone's public agents, their votes and counts. */
export class AgentCommunity {
  constructor(private readonly agents: Model<AgentDocument>) {}

  /** Public agents that finished generating; search matches name or description, any case. */
  async listPublic(filter: { category?: string; search?: string; limit: number }): Promise<Agent[]> {
    const query: Record<string, unknown> = { visibility: 'public', 'record.status': { $in: ['ready', 'success'] } };
    if (filter.category) query.category = filter.category;
    if (filter.search) {
      const pattern = containing(filter.search);
      query.$or = [{ name: pattern }, { description: pattern }];
    }
    const docs = await this.agents.find(query).sort({ createdAt: -1, _id: -1 }).limit(filter.limit).lean<AgentDocument[]>();
    return docs.map(toAgentEntity);
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
  async countByCategory(search?: string): Promise<Map<string, number>> {
    const rows = await this.agents.aggregate<{ _id: string; count: number }>([
      { $match: communityQuery(search) },
      { $group: { _id: '$category', count: { $sum: 1 } } },
    ]);
    return new Map(rows.map((row) => [row._id, row.count]));
  }

  /**
   * Counts one new vote: total +1 and the trending score + its weight, in one update. Keyed by
   * agent: the vote use case checked first that the voter may see it.
   */
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
}
