import type { ErrorCode } from '@avatarium/contracts';
import { AppError } from '@avatarium/platform';
import type { Refusal } from './refusal.js';

// What a result-typed mutation answers as data (its InputError): what the caller caused and can
// fix, a missing sign-in included. Anything else stays a GraphQL error.
const ANSWERED = new Set<ErrorCode>([
  'UNAUTHENTICATED',
  'BAD_INPUT',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'INSUFFICIENT_CREDITS',
]);

export type GraphqlResult<T extends object, F extends object = object> =
  ({ ok: true; error: null } & T) | ({ ok: false; error: Refusal } & F);

/**
 * The one GraphQL mapper of the gateway's failure convention (use cases throw AppError): the
 * value with `ok: true`, or an expected failure as `{ ok: false, error }` (the result's other
 * fields resolve to null, or to `failed`'s values where the schema wants one; a function of the
 * error where they depend on it). The REST twin is restHandler, which maps the same throw to a status.
 */
export async function graphqlResult<T extends object, F extends object = object>(
  work: Promise<T>,
  failed?: F | ((error: AppError) => F),
): Promise<GraphqlResult<T, F>> {
  try {
    return { ...(await work), ok: true, error: null };
  } catch (error) {
    if (!(error instanceof AppError) || !ANSWERED.has(error.code)) throw error;
    return {
      ...((typeof failed === 'function' ? failed(error) : failed) as F),
      ok: false,
      error: { code: error.code, message: error.message, inputErrors: inputErrorsOf(error) },
    };
  }
}

function inputErrorsOf(error: AppError): Refusal['inputErrors'] {
  const details = error.details as { inputErrors?: Refusal['inputErrors'] } | undefined;
  return details?.inputErrors ?? [];
}
