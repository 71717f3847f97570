/**
 * What an embedded viewer tells the page around it. Keys pressed inside an iframe never reach
 * the parent page, so Escape is passed on as a message; the workspace overlay closes on it.
 */
export const VIEWER_ESCAPE_MESSAGE = 'avatarium:viewer-escape';

export function isViewerEscapeMessage(data: unknown): boolean {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === VIEWER_ESCAPE_MESSAGE;
}
