import { catalogActions } from '@avatarium/contracts';
import type { GatewayDeps } from '../../../http/context.js';
import { SharingBody } from '../validation.js';
import { onAgent } from '../../shared/agent-action.js';

/**
 * Spec 002 2.11: whether the owner's share link works for anyone (the owner pays); owner only.
 * `sharing_enabled: false` revokes the link (old links stop working, open viewers end); sharing
 * enabled again gets a new link.
 */
export async function setAnonymousAccess(deps: Pick<GatewayDeps, 'bus'>, userId: string | null, agentId: unknown, body: unknown) {
  let revoked = false;
  let anonymousGiven = false;
  const agent = await onAgent({ userId, agentId, body, schema: SharingBody }, async (caller, { share, sharing_enabled }) => {
    revoked = sharing_enabled === false;
    anonymousGiven = share?.anonymous_enabled !== undefined;
    return deps.bus.request(catalogActions.setSharing, {
      agentId: caller.agentId,
      ownerId: caller.userId,
      ...(share?.anonymous_enabled !== undefined && { anonymous_enabled: share.anonymous_enabled }),
      ...(sharing_enabled !== undefined && { sharing_enabled }),
    });
  });
  const enabled = agent.share.anonymous_enabled;
  const message = revoked
    ? 'Sharing disabled: the share link no longer works'
    : !anonymousGiven
      ? 'Sharing enabled'
      : enabled
        ? 'Anonymous access enabled'
        : 'Anonymous access disabled';
  return { agent, message };
}
