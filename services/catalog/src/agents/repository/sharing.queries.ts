import type { Model } from 'mongoose';
import type { AgentDocument } from '../agent.model.js';
import { storedOf, type StoredAgent } from './stored-agent.js';

/** The share link: the owner's token, and the viewer's read it opens. */
export class AgentSharing {
  constructor(private readonly agents: Model<AgentDocument>) {}

  // Unscoped on purpose: a share link opens another's private agent, so the viewer's rule decides.
  async findForViewer(agentId: string): Promise<StoredAgent | null> {
    return storedOf(await this.agents.findById(agentId).lean<AgentDocument>());
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
}
