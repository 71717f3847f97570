import { conversation } from '@avatarium/contracts';
import type { GatewayDeps } from '../../../http/context.js';
import { heldSession } from '../validation.js';

/** The agent's greeting, once per session when its owner set one; the turn id, or null when there is none to give. */
export async function greetConversation(
  deps: Pick<GatewayDeps, 'bus'>,
  input: { sessionId: unknown; sessionToken: unknown },
): Promise<string | null> {
  return (await deps.bus.request(conversation.greet, heldSession(input))).turnId;
}
