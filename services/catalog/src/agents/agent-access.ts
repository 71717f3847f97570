import type { Agent } from '@avatarium/contracts';
import { AppError } from '@avatarium/platform';
import type { StoredAgent } from './repository/stored-agent.js';

export const AGENT_NOT_FOUND = 'Agent not found';
export const NOT_YOUR_AGENT = 'You do not own this agent';

/** The owner's own agent, or a public one: what a signed-in user may vote for, clone or share. */
export function isVisibleTo(agent: Agent, userId: string | null): boolean {
  return agent.visibility === 'public' || (userId !== null && agent.ownerId === userId);
}

/** The agent when it is visible to the user; NOT_FOUND otherwise (another's private agent is never revealed). */
export function visibleOrNotFound(stored: StoredAgent | null, userId: string): StoredAgent {
  if (!stored || !isVisibleTo(stored.agent, userId)) throw new AppError('NOT_FOUND', AGENT_NOT_FOUND);
  return stored;
}

/**
 * The agent when the user owns it. A public agent of someone else is FORBIDDEN (the user can
 * see it, so saying so reveals nothing); anything else NOT_FOUND.
 */
export function ownedOrRefused(stored: StoredAgent | null, userId: string): StoredAgent {
  const visible = visibleOrNotFound(stored, userId);
  if (visible.agent.ownerId !== userId) throw new AppError('FORBIDDEN', NOT_YOUR_AGENT);
  return visible;
}
