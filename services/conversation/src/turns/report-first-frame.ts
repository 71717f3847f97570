import type { conversation, ReplyOf, RequestOf } from '@avatarium/contracts';
import type { ConversationDeps } from '../conversation-deps.js';
import { heldSession } from '../sessions/held-session.js';

/** The viewer's first animated frame of a turn, kept with the turn's other stage times. */
export async function reportFirstFrame(
  deps: ConversationDeps,
  input: RequestOf<typeof conversation.reportFirstFrame>,
): Promise<ReplyOf<typeof conversation.reportFirstFrame>> {
  const session = await heldSession(deps, input);
  const recorded = await deps.conversations.recordFirstFrame(session.conversationId, input.turnId, input.firstFrameMs);
  return { recorded };
}
