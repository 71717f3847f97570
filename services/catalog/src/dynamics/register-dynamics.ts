import { dynamics, type Agent } from '@avatarium/contracts';
import { AppError, type ServiceConnections } from '@avatarium/platform';
import { AGENT_NOT_FOUND, ownedOrRefused } from '../agents/agent-access.js';
import { announceChange } from '../agents/announce-change.js';
import { CommunityVersionRepository } from '../agents/community-version.repository.js';
import { applyDynamicsChange } from './apply-dynamics-change.js';
import { DynamicsRepository, type DynamicsChange } from './dynamics.repository.js';

const QUEUE = 'catalog';

/** The dynamics subjects (issue 27): the owner's block, and what a running generation records. */
export async function registerDynamics(connections: Pick<ServiceConnections, 'mongo' | 'bus'>): Promise<void> {
  const repository = new DynamicsRepository(connections.mongo);
  const communityVersion = new CommunityVersionRepository(connections.mongo);
  await communityVersion.init();
  const announce = async (changed: DynamicsChange): Promise<Agent> => {
    await announceChange({ bus: connections.bus, communityVersion }, changed.after, changed.before);
    return changed.after;
  };
  // Nothing matched: not the owner's (NOT_FOUND / FORBIDDEN), or gone.
  const refused = async (agentId: string, ownerId: string): Promise<never> => {
    const agent = await repository.findVisibleTo(agentId, ownerId);
    ownedOrRefused(agent ? { agent, shareToken: null } : null, ownerId);
    throw new AppError('NOT_FOUND', AGENT_NOT_FOUND);
  };
  const { bus } = connections;
  bus.serve(
    dynamics.setDynamics,
    async (input) => {
      const changed = await repository.changeOfOwner(input.agentId, input.ownerId, (stored) =>
        applyDynamicsChange(stored, input.change),
      );
      return changed ? announce(changed) : refused(input.agentId, input.ownerId);
    },
    QUEUE,
  );
  bus.serve(
    dynamics.recordMovementVideo,
    async (input) => {
      const changed = await repository.recordVideo(input.agentId, input.videoId, input.video);
      if (!changed) throw new AppError('CONFLICT', 'No movement generation is running for this agent');
      return announce(changed);
    },
    QUEUE,
  );
  bus.serve(
    dynamics.finishMovements,
    async (input) => {
      const changed = await repository.finish(input.agentId, input.summary, input.result);
      if (!changed) throw new AppError('CONFLICT', 'No movement generation is running for this agent');
      return announce(changed);
    },
    QUEUE,
  );
}
