import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { conversation } from '@avatarium/contracts';

export type StartFailure =
  | { kind: 'signInRequired' }
  | { kind: 'notReady'; message: string }
  | { kind: 'credits'; message: string }
  | { kind: 'unavailable'; message: string }
  /** The owner's monthly conversation budget for visitors is used: nothing to retry until next month. */
  | { kind: 'budgetUsed'; message: string }
  | { kind: 'notFound'; message: string }
  | { kind: 'error'; message: string };

const NOT_READY = 'This agent is not ready to talk yet. Try again once it has finished being created.';
const UNAVAILABLE = 'No language model or voice can answer right now. Try again in a moment.';
const NOT_FOUND = 'This agent does not exist, or this link does not give access to it.';
const NETWORK = 'Could not reach the server. Check your connection and try again.';

/** Why a conversation could not start, by the server's error code (contracts: conversation). */
export function startFailureOf(thrown: unknown): StartFailure {
  if (!CombinedGraphQLErrors.is(thrown)) return { kind: 'error', message: NETWORK };
  const first = thrown.errors[0];
  const message = first?.message?.trim() || '';
  switch (first?.extensions?.code) {
    case 'UNAUTHENTICATED':
      return { kind: 'signInRequired' };
    case 'CONFLICT':
      return { kind: 'notReady', message: message || NOT_READY };
    case 'INSUFFICIENT_CREDITS':
      return { kind: 'credits', message: message || 'Not enough credits to talk to this agent.' };
    case 'SERVICE_UNAVAILABLE':
      if (message === conversation.CONVERSATION_BUDGET_USED) return { kind: 'budgetUsed', message };
      return { kind: 'unavailable', message: message || UNAVAILABLE };
    case 'NOT_FOUND':
    case 'FORBIDDEN':
      return { kind: 'notFound', message: NOT_FOUND };
    default:
      return { kind: 'error', message: message || 'Could not start the conversation.' };
  }
}

/** A refusal of a session call (send, speech) that means the session itself is gone: start a new one. */
export function isSessionGone(code: string | null | undefined): boolean {
  return code === 'NOT_FOUND' || code === 'FORBIDDEN';
}

/** The server's code of a failed GraphQL call, when it gave one. */
export function errorCodeOf(thrown: unknown): string | null {
  if (!CombinedGraphQLErrors.is(thrown)) return null;
  const code = thrown.errors[0]?.extensions?.code;
  return typeof code === 'string' ? code : null;
}

/** The text to show for a failed send. */
export function sendFailureText(thrown: unknown): string {
  if (CombinedGraphQLErrors.is(thrown)) return thrown.errors[0]?.message || 'Your question could not be sent.';
  return 'Your question could not be sent: check your connection.';
}
