import { conversation } from '@avatarium/contracts';
import type { GatewayDeps } from '../../../http/context.js';
import { createAsyncQueue } from '../../../subscriptions/async-queue.js';
import type { ConversationEventPayload } from '../conversation-event-view.js';
import { heldSession } from '../validation.js';

const ALREADY_ENDED = 'This conversation has ended.';

/**
 * The session's events, in order, for the holder of its token only. Listens on the session's
 * own subject before the token is checked, so nothing published meanwhile is lost, and
 * delivers nothing unless the check passes. Ends after SESSION_ENDED; a session that already
 * ended yields just that.
 */
export async function followConversation(
  deps: Pick<GatewayDeps, 'bus'>,
  input: { sessionId: unknown; sessionToken: unknown },
): Promise<AsyncIterableIterator<ConversationEventPayload>> {
  const held = heldSession(input);
  const events = { ...conversation.conversationEvent, subject: conversation.conversationEventSubject(held.sessionId) };
  let unsubscribe = () => undefined as void;
  const queue = createAsyncQueue<ConversationEventPayload>(() => unsubscribe());
  unsubscribe = deps.bus.subscribe(events, (payload) => {
    if (payload.sessionId !== held.sessionId) return;
    queue.push(payload);
    if (payload.event.type === 'session.ended') queue.end();
  });
  try {
    const { active } = await deps.bus.request(conversation.checkSession, held);
    if (!active) {
      queue.push({
        sessionId: held.sessionId,
        at: new Date().toISOString(),
        event: { type: 'session.ended', reason: 'ended', message: ALREADY_ENDED },
      });
      queue.end();
    }
  } catch (error) {
    await queue.return?.();
    throw error;
  }
  return queue;
}
