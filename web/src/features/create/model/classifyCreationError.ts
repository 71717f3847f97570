export type CreationErrorAction =
  | { kind: 'signIn' }
  | { kind: 'insufficientCredits' }
  | { kind: 'toast'; title: 'Agent Generation Failed' | 'Credit Issue'; description: string };

const SIGN_IN_MARKERS = ['Unauthorized', 'Failed to fetch credit summary', 'No valid session found'];
const INSUFFICIENT_MARKERS = ['Insufficient credits', 'INSUFFICIENT_CREDITS'];
const GENERIC_PREFIX = /^Failed to generate agent: /;

/** Spec 000 section 8: what a failed creation shows, from its message. */
export function classifyCreationError(message: string): CreationErrorAction {
  if (SIGN_IN_MARKERS.some((marker) => message.includes(marker))) return { kind: 'signIn' };
  if (INSUFFICIENT_MARKERS.some((marker) => message.includes(marker))) return { kind: 'insufficientCredits' };
  if (/credit/i.test(message)) return { kind: 'toast', title: 'Credit Issue', description: message };
  // The title already says it failed: show the server's reason without repeating that.
  return { kind: 'toast', title: 'Agent Generation Failed', description: message.replace(GENERIC_PREFIX, '') || message };
}
