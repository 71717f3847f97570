import { CombinedGraphQLErrors } from '@apollo/client/errors';

const FALLBACK = 'Failed to record your vote';

/** Spec 002 section 8: 'Voting failed' with the server's text, or 'Failed to record your vote'. */
export function voteFailureText(serverMessage: string | null | undefined, thrown?: unknown): string {
  if (serverMessage?.trim()) return serverMessage;
  if (CombinedGraphQLErrors.is(thrown)) return thrown.errors[0]?.message || FALLBACK;
  return FALLBACK;
}
