import type { Agent } from '@avatarium/contracts';
import type { Model } from 'mongoose';
import { toAgentEntity } from '../agent-entity.js';
import type { AgentDocument } from '../agent.model.js';

/** An agent before and after one change (announced with both). */
export interface AgentChange {
  before: Agent;
  after: Agent;
}

/**
 * One atomic `$set` (revision +1) on the agent the filter matches, then the agent as stored
 * now, read by its id and owner; null when the filter matched nothing.
 */
export async function changeOne(
  agents: Model<AgentDocument>,
  filter: Record<string, unknown>,
  set: Record<string, unknown>,
): Promise<AgentChange | null> {
  const before = await agents
    .findOneAndUpdate(filter, { $set: set, $inc: { revision: 1 } }, { returnDocument: 'before' })
    .lean<AgentDocument>();
  if (!before) return null;
  const after = await agents.findOne({ _id: before._id, ownerId: before.ownerId }).lean<AgentDocument>();
  return after ? { before: toAgentEntity(before), after: toAgentEntity(after) } : null;
}
