import { conversationPath, heldHeaders, type HeldSession } from './heldSession';

/**
 * DELETE /api/conversations/{id} as the page goes away: keepalive lets the request outlive the
 * page, so the conversation's time stops counting at once instead of at the idle timeout.
 */
export function endOnPageExit(session: HeldSession): void {
  void fetch(conversationPath(session), {
    method: 'DELETE',
    headers: heldHeaders(session),
    credentials: 'include',
    keepalive: true,
  }).catch(() => undefined);
}
