import type { ErrorCode } from '@avatarium/contracts';

/** An expected failure with a code the edges know how to present. Messages are user-facing. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

/** The one place error codes become HTTP statuses. */
export const httpStatusOf: Record<ErrorCode, number> = {
  BAD_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  INSUFFICIENT_CREDITS: 402,
  RATE_LIMITED: 429,
  UNAVAILABLE: 503,
  INTERNAL: 500,
};

/** The one place error codes become GraphQL `extensions.code` values. */
export const graphqlCodeOf: Record<ErrorCode, string> = {
  BAD_INPUT: 'BAD_USER_INPUT',
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  INSUFFICIENT_CREDITS: 'INSUFFICIENT_CREDITS',
  RATE_LIMITED: 'RATE_LIMITED',
  UNAVAILABLE: 'SERVICE_UNAVAILABLE',
  INTERNAL: 'INTERNAL_SERVER_ERROR',
};

/** The MongoDB driver's errors for a database it cannot reach (not a bad query). */
const UNREACHABLE_DATABASE = new Set([
  'MongoNetworkError',
  'MongoNetworkTimeoutError',
  'MongoServerSelectionError',
  'MongoNotConnectedError',
  'MongoPoolClearedError',
  'PoolClearedOnNetworkError',
  'MongoTopologyClosedError',
  'MongoServerClosedError',
]);

/** True when the error (or what caused it) says the database cannot be reached right now. */
export function isDatabaseUnreachable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current instanceof Error; depth++) {
    if (UNREACHABLE_DATABASE.has(current.name)) return true;
    current = current.cause;
  }
  return false;
}

export const UNAVAILABLE_MESSAGE = 'The service is not available right now. Please try again.';

/**
 * Anything thrown becomes an AppError; unknown errors keep their detail out of user-facing
 * text. A database that cannot be reached is a passing outage (503), not a bug (500).
 */
export function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (isDatabaseUnreachable(error)) return new AppError('UNAVAILABLE', UNAVAILABLE_MESSAGE);
  return new AppError('INTERNAL', 'Something went wrong. Please try again.');
}
