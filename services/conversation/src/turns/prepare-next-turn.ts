import type { ConversationDeps } from '../conversation-deps.js';
import type { ChatModel } from '../providers/types.js';
import type { ConversationSession } from '../sessions/session.js';
import { promptStart } from './build-prompt.js';

/**
 * Issue 24, offline latency over a conversation: the next turn's prompt differs from what the
 * model holds (the stored reply, not the generated one; the memory notes, which grow with what
 * the visitor says, sit in the first message), so without this every turn that follows new
 * notes evaluates the whole history again before its first word. Evaluated now, while the
 * visitor hears the reply, the next turn starts from it. Not awaited; the model's warm gate
 * skips it while any conversation talks and a turn cancels it (local-chat-model.ts).
 */
export function prepareNextTurn(
  deps: Pick<ConversationDeps, 'conversations' | 'logger'>,
  session: Pick<ConversationSession, 'id' | 'conversationId' | 'persona'>,
  chat: Pick<ChatModel, 'prepare'>,
  windowMessages: number,
): void {
  if (!chat.prepare) return;
  deps.conversations
    .messages(session.conversationId)
    .then((history) => chat.prepare!(promptStart(session.persona, history, windowMessages)))
    .catch((error: unknown) => {
      deps.logger.debug('the next turn was not prepared', { sessionId: session.id, error: String(error) });
    });
}
