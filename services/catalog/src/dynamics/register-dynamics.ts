import { dynamics, type Agent } from '@avatarium/contracts';
import { AppError, type ServiceConnections } from '@avatarium/platform';
import { announceChange } from '../agents/announce-change.js';
import { refusedChange } from '../agents/change-owned-agent.js';
import type { CommunityVersionRepository } from '../agents/community-version.repository.js';
import type { AgentRepository } from '../agents/repository/agent.repository.js';
import type { AgentChange } from '../agents/repository/change-one.js';
import { applyDynamicsChange } from './apply-dynamics-change.js';

const QUEUE = 'catalog';

/** The dynamics subjects (issue 27): the owner's block, and what a running generation records. */
export function registerDynamics(
  deps: Pick<ServiceConnections, 'bus'> & { agents: AgentRepository; communityVersion: CommunityVersionRepository },
): void {
  const { agents, bus } = deps;
  const announce = async (changed: AgentChange): Promise<Agent> => {
    await announceChange(deps, changed.after, changed.before);
    return changed.after;
  };
  bus.serve(
    dynamics.setDynamics,
    async (input) => {
      const changed = await agents.dynamics.changeOfOwner(input.agentId, input.ownerId, (stored) =>
        applyDynamicsChange(stored, input.change),
      );
      // Nothing matched: not the owner's (NOT_FOUND / FORBIDDEN), or gone.
      return changed ? announce(changed) : refusedChange(agents, input.agentId, input.ownerId);
    },
    QUEUE,
  );
  bus.serve(
    dynamics.recordMovementVideo,
    async (input) => {
      const changed = await agents.dynamics.recordVideo(input.agentId, input.videoId, input.video);
      if (!changed) throw new AppError('CONFLICT', 'No movement generation is running for this agent');
      return announce(changed);
    },
    QUEUE,
  );
  bus.serve(
    dynamics.recordMovementTrack,
    async (input) => {
      const changed = await agents.dynamics.recordTrack(input.agentId, input.videoId, input.videoKey, input.trackKey);
      if (changed) await announce(changed);
      return { recorded: changed !== null };
    },
    QUEUE,
  );
  bus.serve(
    dynamics.finishMovements,
    async (input) => {
      const changed = await agents.dynamics.finish(input.agentId, input.summary, input.result);
      if (!changed) throw new AppError('CONFLICT', 'No movement generation is running for this agent');
      return announce(changed);
    },
    QUEUE,
  );
}
