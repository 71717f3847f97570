import { conversation } from '@avatarium/contracts';
import type { GatewayDeps } from '../../../http/context.js';
import { sessionChecksOf } from '../session-checks.js';
import { heldSession } from '../validation.js';

/** Ends the session (its events end with SESSION_ENDED); true when it was still active. */
export async function endConversation(
  deps: Pick<GatewayDeps, 'bus'>,
  input: { sessionId: unknown; sessionToken: unknown },
): Promise<boolean> {
  const held = heldSession(input);
  const { ended } = await deps.bus.request(conversation.endSession, held);
  // This gateway stops trusting its cached check at once (others within the check's short life).
  sessionChecksOf(deps).forget(held.sessionId);
  return ended;
}
