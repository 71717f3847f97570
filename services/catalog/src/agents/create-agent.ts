import { generateAgentId, type Agent, type RequestOf, type catalog } from '@avatarium/contracts';
import { AppError } from '@avatarium/platform';
import type { CatalogDeps } from './catalog-deps.js';

// A collision among ~2.1 billion codes is rare; several in a row means something else is wrong.
const MAX_ATTEMPTS = 8;

/**
 * Creates a pending agent under the browser's proposed code when it is free, else under a
 * fresh one. Not announced on `catalog.agent.changed`: the agent is not real until the
 * creation is paid, and the media service's first generation step announces it.
 */
export async function createAgent(deps: CatalogDeps, input: RequestOf<typeof catalog.createAgent>): Promise<Agent> {
  const candidates = [input.proposedId, ...Array.from({ length: MAX_ATTEMPTS }, () => generateAgentId())];
  for (const id of candidates) {
    if (!id) continue;
    const agent = await deps.agents.lifecycle.insertPending({
      id,
      ownerId: input.ownerId,
      prompt: input.prompt,
      model: input.model,
    });
    if (agent) return agent;
  }
  deps.logger.error('could not issue a free agent id', { attempts: MAX_ATTEMPTS });
  throw new AppError('UNAVAILABLE', 'Could not create the agent right now. Please try again.');
}
