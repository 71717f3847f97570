import { catalogActions } from '@avatarium/contracts';
import type { GatewayDeps } from '../../../http/context.js';
import { NoBody } from '../validation.js';
import { onAgent } from '../../shared/agent-action.js';

export const VOTE_SIGN_IN = 'Please sign in to vote on agents';

/** Spec 002 4.4: one vote per user per agent (no toggle); answers the new total, unchanged for a repeat. */
export function voteAgent(deps: Pick<GatewayDeps, 'bus'>, userId: string | null, agentId: unknown) {
  return onAgent({ userId, agentId, body: undefined, schema: NoBody, signInMessage: VOTE_SIGN_IN }, async (caller) => {
    const { votes, counted } = await deps.bus.request(catalogActions.voteAgent, caller);
    return { votes, counted };
  });
}
