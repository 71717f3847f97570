import { catalogActions } from '@avatarium/contracts';
import type { GatewayDeps } from '../../../context.js';
import { SharingBody } from '../validation.js';
import { agentAction } from './agent-action.js';

/** Spec 002 2.11: whether the owner's share link works for anyone (the owner pays); owner only. */
export async function setAnonymousAccess(deps: Pick<GatewayDeps, 'bus'>, userId: string | null, agentId: unknown, body: unknown) {
  const result = await agentAction({ userId, agentId, body, schema: SharingBody }, async (caller, { share }) => ({
    agent: await deps.bus.request(catalogActions.setSharing, {
      agentId: caller.agentId,
      ownerId: caller.userId,
      anonymous_enabled: share.anonymous_enabled,
    }),
  }));
  if (!result.ok) return result;
  const enabled = result.agent.share.anonymous_enabled;
  return { ...result, message: enabled ? 'Anonymous access enabled' : 'Anonymous access disabled' };
}
