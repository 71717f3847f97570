import { conversation } from '@avatarium/contracts';
import type { GatewayDeps } from '../../../http/context.js';
import { heldSession } from '../validation.js';

/** Stops the running turn (generation and speech) at once; true when one was running. */
export async function interruptConversation(
  deps: Pick<GatewayDeps, 'bus'>,
  input: { sessionId: unknown; sessionToken: unknown },
): Promise<boolean> {
  return (await deps.bus.request(conversation.interruptTurn, heldSession(input))).interrupted;
}
