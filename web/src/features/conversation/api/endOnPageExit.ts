import { conversationPath, heldHeaders, type HeldSession } from './heldSession';

/**
 * DELETE /api/conversations/{id} as the visitor leaves the conversation: keepalive lets the
 * request outlive the view (or the page), so the session ends at once instead of at the idle timeout.
 */
export function endOnPageExit(session: HeldSession): void {
  void fetch(conversationPath(session), {
    method: 'DELETE',
    headers: heldHeaders(session),
    credentials: 'include',
    keepalive: true,
  }).catch(() => undefined);
}
