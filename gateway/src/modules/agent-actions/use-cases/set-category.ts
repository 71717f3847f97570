import { catalogActions } from '@avatarium/contracts';
import type { GatewayDeps } from '../../../http/context.js';
import { CategoryBody } from '../validation.js';
import { onAgent } from '../../shared/agent-action.js';

/** Spec 002 2.9: the Change Category dialog; owner only, 'All' is not a category. */
export function setCategory(deps: Pick<GatewayDeps, 'bus'>, userId: string | null, agentId: unknown, body: unknown) {
  return onAgent({ userId, agentId, body, schema: CategoryBody }, async (caller, { category }) => ({
    agent: await deps.bus.request(catalogActions.setCategory, { agentId: caller.agentId, ownerId: caller.userId, category }),
  }));
}
