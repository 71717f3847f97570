import type { AuthOutcome } from './toAuthOutcome';

/** The outcome when the gateway could not be reached or failed unexpectedly. */
export function networkFailure(error: unknown): AuthOutcome {
  const detail = error instanceof Error && error.message ? ` (${error.message})` : '';
  return {
    ok: false,
    message: `We could not reach the server. Please try again.${detail}`,
    code: null,
    fieldErrors: {},
  };
}
