import { catalogActions } from '@avatarium/contracts';
import type { GatewayDeps } from '../../../http/context.js';
import { NoBody } from '../validation.js';
import { onAgent } from '../../shared/agent-action.js';

export const CLONE_SIGN_IN = 'Please sign in to clone agents';

/** Spec 002 2.6: a private copy (new id, files copied) of a ready agent, the caller's own or a public one. */
export function cloneAgent(deps: Pick<GatewayDeps, 'bus'>, userId: string | null, agentId: unknown) {
  return onAgent({ userId, agentId, body: undefined, schema: NoBody, signInMessage: CLONE_SIGN_IN }, async (caller) => ({
    agent: await deps.bus.request(catalogActions.cloneAgent, caller),
  }));
}
