import { catalogActions } from '@avatarium/contracts';
import type { GatewayContext, GatewayDeps } from '../../../http/context.js';
import { onAgent } from '../../shared/agent-action.js';
import { optionalCaller } from '../../shared/caller.js';
import { ShareUrlBody } from '../validation.js';
import { publicOrigin, viewerUrl } from '../../shared/viewer-url.js';

export interface LinkCaller {
  userId: string | null;
  /** The request's origin (null on websockets). */
  origin: string | null;
}

/** Who asks for a link, from the request's context (the frame answers a missing sign-in). */
export const linkCaller = (context: Pick<GatewayContext, 'user' | 'origin'>): LinkCaller => ({
  userId: optionalCaller(context),
  origin: context.origin,
});

/**
 * Spec 002 2.11: the share link of an agent. The owner's carries the agent's token (a
 * login-required link, or an anonymous one when anonymous access is on); anyone else may
 * share a public agent, whose link needs no token. Another user's private agent: not found.
 */
export function shareLink(deps: Pick<GatewayDeps, 'bus' | 'config'>, caller: LinkCaller, body: unknown) {
  const agentCode = (body as { agentCode?: unknown } | null)?.agentCode;
  return onAgent({ userId: caller.userId, agentId: agentCode, body, schema: ShareUrlBody }, async (who, { model }) => {
    const link = await deps.bus.request(catalogActions.getShareLink, who);
    const origin = publicOrigin(deps.config.PUBLIC_BASE_URL, caller.origin);
    return { shareUrl: viewerUrl(origin, who.agentId, { share: link.token, model }), anonymous: link.anonymous };
  });
}
