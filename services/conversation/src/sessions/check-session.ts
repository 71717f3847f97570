import type { conversation, ReplyOf, RequestOf } from '@avatarium/contracts';
import type { ConversationDeps } from '../conversation-deps.js';
import { heldSession } from './held-session.js';

/** Whether the token holds the session (the gateway asks before streaming its events or audio). */
export async function checkSession(
  deps: ConversationDeps,
  input: RequestOf<typeof conversation.checkSession>,
): Promise<ReplyOf<typeof conversation.checkSession>> {
  const session = await heldSession(deps, input);
  return { agentId: session.agentId, active: session.active };
}
