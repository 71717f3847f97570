import { CombinedGraphQLErrors, ServerError, ServerParseError } from '@apollo/client/errors';
import type { CreateAgentMutation } from '../../../gql/graphql';

const FAILED = 'Failed to generate agent';

// POST /api/generate-agent's wording, `${error}: ${details}`, which classifyCreationError reads.
const withReason = (title: string, reason: string | undefined) => (reason && reason !== title ? `${title}: ${reason}` : title);

/**
 * A refused createAgent as the REST reply words it (spec 000 section 8): the input's refusal as
 * it is; media refusing to start as 'Insufficient credits: …' or 'Failed to generate agent: …'.
 */
export function refusedCreationMessage(result: Pick<CreateAgentMutation['createAgent'], 'error' | 'refusedAt'>): string {
  const { error } = result;
  if (!error) return FAILED;
  if (result.refusedAt !== 'START') return error.message;
  return withReason(error.code === 'INSUFFICIENT_CREDITS' ? 'Insufficient credits' : FAILED, error.message);
}

/**
 * A createAgent that threw, as the REST path words it: signed out reads 'Unauthorized' (the
 * sign-in dialog); a server failure is the start failing; no answer at all is a network error.
 */
export function thrownCreationMessage(thrown: unknown): string {
  if (CombinedGraphQLErrors.is(thrown)) {
    const first = thrown.errors[0];
    return first?.extensions?.code === 'UNAUTHENTICATED' ? 'Unauthorized' : withReason(FAILED, first?.message);
  }
  return ServerError.is(thrown) || ServerParseError.is(thrown) ? FAILED : 'Network error';
}
