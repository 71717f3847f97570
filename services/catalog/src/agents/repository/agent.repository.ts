import type { Agent, catalog } from '@avatarium/contracts';
import type { Connection, Model } from 'mongoose';
import { toAgentEntity } from '../agent-entity.js';
import { agentModel, type AgentDocument } from '../agent.model.js';
import { AgentCommunity } from './community.queries.js';
import { AgentDynamics } from './dynamics.queries.js';
import { AgentLifecycle } from './lifecycle.queries.js';
import { AgentSettings } from './settings.queries.js';
import { AgentSharing } from './sharing.queries.js';
import { storedOf, type StoredAgent } from './stored-agent.js';
import { visibleTo } from './visible-to.js';

/**
 * The agents collection, one repository: the reads every domain shares here, the writes grouped
 * by domain (lifecycle, community, sharing, settings, dynamics), each in its own file. Every
 * write is one atomic single-document update; owner reads and writes filter by the owner
 * (`findOwned`, `*OfOwner`), a user's reads by what they may see (`findVisibleTo`); unscoped
 * reads and writes say so in their name or comment (`findForViewer`, the pipeline's writes).
 */
export class AgentRepository {
  private readonly agents: Model<AgentDocument>;
  /** Create, generation, clone and delete. */
  readonly lifecycle: AgentLifecycle;
  /** The public gallery: lists, counts, votes. */
  readonly community: AgentCommunity;
  /** The viewer's read and the share token. */
  readonly sharing: AgentSharing;
  /** The owner's changes to the agent's fields and settings blocks. */
  readonly settings: AgentSettings;
  /** The movement videos' block (issue 27). */
  readonly dynamics: AgentDynamics;

  constructor(connection: Connection) {
    this.agents = agentModel(connection);
    this.lifecycle = new AgentLifecycle(this.agents);
    this.community = new AgentCommunity(this.agents);
    this.sharing = new AgentSharing(this.agents);
    this.settings = new AgentSettings(this.agents);
    this.dynamics = new AgentDynamics(this.agents);
  }

  async init(): Promise<void> {
    await this.agents.init();
  }

  /** The owner's agent; null when there is none or it is someone else's. */
  async findOwned(agentId: string, ownerId: string): Promise<StoredAgent | null> {
    return storedOf(await this.agents.findOne({ _id: agentId, ownerId }).lean<AgentDocument>());
  }

  /** The agent when the user owns it or it is public (what they may vote for, clone, share or change). */
  async findVisibleTo(agentId: string, userId: string): Promise<StoredAgent | null> {
    return storedOf(await this.agents.findOne({ _id: agentId, ...visibleTo(userId) }).lean<AgentDocument>());
  }

  /** The agent as the scope may see it: the owner's own, or a public one; null otherwise. */
  async findById(agentId: string, scope: catalog.AgentReadScope): Promise<Agent | null> {
    const filter =
      scope.kind === 'owner' ? { _id: agentId, ownerId: scope.ownerId } : { _id: agentId, visibility: 'public' as const };
    const doc = await this.agents.findOne(filter).lean<AgentDocument>();
    return doc ? toAgentEntity(doc) : null;
  }

  /** Of these codes, the agents the owner owns or anyone may see (public), in one query; any order. */
  async findVisibleAmong(agentIds: readonly string[], ownerId: string | null): Promise<Agent[]> {
    if (agentIds.length === 0) return [];
    const docs = await this.agents.find({ _id: { $in: [...agentIds] }, ...visibleTo(ownerId) }).lean<AgentDocument[]>();
    return docs.map(toAgentEntity);
  }

  async listByOwner(ownerId: string): Promise<Agent[]> {
    const docs = await this.agents.find({ ownerId }).sort({ createdAt: -1, _id: -1 }).lean<AgentDocument[]>();
    return docs.map(toAgentEntity);
  }
}
