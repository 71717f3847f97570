import { catalogActions } from '@avatarium/contracts';
import type { GatewayDeps } from '../../../http/context.js';
import { VisibilityBody } from '../validation.js';
import { onAgent } from '../../shared/agent-action.js';

/** Spec 002 4.3: public (ready agents only, with the chosen category) or private; owner only. */
export function setVisibility(deps: Pick<GatewayDeps, 'bus'>, userId: string | null, agentId: unknown, body: unknown) {
  return onAgent({ userId, agentId, body, schema: VisibilityBody }, async (caller, { visibility, category }) => ({
    agent: await deps.bus.request(catalogActions.setVisibility, {
      agentId: caller.agentId,
      ownerId: caller.userId,
      visibility,
      // Making it private does not send (or change) the category.
      category: visibility === 'public' ? category : undefined,
    }),
  }));
}
