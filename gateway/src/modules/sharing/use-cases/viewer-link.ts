import { catalogActions } from '@avatarium/contracts';
import type { GatewayDeps } from '../../../http/context.js';
import { onAgent } from '../../shared/agent-action.js';
import { ViewerUrlBody } from '../validation.js';
import { publicOrigin, viewerUrl } from '../../shared/viewer-url.js';
import type { LinkCaller } from './share-link.js';

/**
 * Spec 000 "Viewer URL request": the launch link of an agent the caller may share (own, or
 * public), with the model (default essence), the app, the session id and any additional
 * parameters as query parameters; never the user id.
 */
export function viewerLink(deps: Pick<GatewayDeps, 'bus' | 'config'>, caller: LinkCaller, body: unknown) {
  const agentCode = (body as { agentCode?: unknown } | null)?.agentCode;
  return onAgent({ userId: caller.userId, agentId: agentCode, body, schema: ViewerUrlBody }, async (who, input) => {
    const link = await deps.bus.request(catalogActions.getShareLink, who);
    const extra = Object.entries(input.additionalParams ?? {}).flatMap(([key, value]): Array<[string, string]> =>
      value === null ? [] : [[key, String(value)]],
    );
    const origin = publicOrigin(deps.config.PUBLIC_BASE_URL, caller.origin);
    return {
      viewerUrl: viewerUrl(origin, who.agentId, {
        share: link.token,
        model: input.model ?? 'essence',
        app: input.app,
        sessionId: input.sessionId,
        extra,
      }),
    };
  });
}
