import type { conversation, ReplyOf, RequestOf } from '@avatarium/contracts';
import type { ConversationDeps } from '../conversation-deps.js';
import { activeHeldSession } from '../sessions/held-session.js';
import { startTurn } from './start-turn.js';

export async function sendText(
  deps: ConversationDeps,
  input: RequestOf<typeof conversation.sendText>,
): Promise<ReplyOf<typeof conversation.sendText>> {
  const session = await activeHeldSession(deps, input);
  return startTurn(deps, session, { source: 'text', text: input.text.trim() });
}
