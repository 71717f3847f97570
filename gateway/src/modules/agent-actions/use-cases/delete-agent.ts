import { catalogActions } from '@avatarium/contracts';
import type { GatewayDeps } from '../../../http/context.js';
import { DeleteBody } from '../validation.js';
import { onAgent } from '../../shared/agent-action.js';

/** Spec 002 4.5, DELETE /api/agents {agentId}: the owner's agent and its files; anyone else: not found. */
export async function deleteAgent(deps: Pick<GatewayDeps, 'bus'>, userId: string | null, body: unknown) {
  // The id is in the body here: a missing one is bad input, a malformed one not found.
  const parsed = DeleteBody.safeParse(body ?? {});
  return onAgent(
    { userId, agentId: parsed.success ? parsed.data.agentId : undefined, body, schema: DeleteBody },
    async (caller) => {
      const { agentId } = await deps.bus.request(catalogActions.deleteAgent, { agentId: caller.agentId, ownerId: caller.userId });
      return { agentId };
    },
  );
}
