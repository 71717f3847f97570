import type { GraphQLFormattedError } from 'graphql';

/**
 * Why a call failed, in one shape whatever the transport: `code` is the GraphQL error code
 * (`UNAUTHENTICATED`, `FORBIDDEN`, `BAD_USER_INPUT`, …), `RATE_LIMITED`, `HTTP_<status>` for an
 * answer that was not GraphQL, or `SOCKET_CLOSED` when the subscription socket closed for good.
 */
export class AvatariumError extends Error {
  override readonly name = 'AvatariumError';

  constructor(
    message: string,
    readonly code: string,
    readonly details: {
      /** The HTTP status (HTTP calls only). */
      status?: number;
      /** Every GraphQL error of the answer, as the gateway sent it. */
      errors?: readonly GraphQLFormattedError[];
      /** Seconds to wait before the next call (`Retry-After` of a 429). */
      retryAfterSeconds?: number;
      /** The WebSocket close code (e.g. 4401: the key was revoked; 4403: the key is not valid). */
      closeCode?: number;
    } = {},
  ) {
    super(message);
  }
}

const codeOf = (error: GraphQLFormattedError | undefined) =>
  typeof error?.extensions?.code === 'string' ? error.extensions.code : undefined;

/** A GraphQL answer with errors (over HTTP or the socket). */
export function graphqlFailure(errors: readonly GraphQLFormattedError[], status?: number, retryAfterSeconds?: number) {
  const first = errors[0];
  return new AvatariumError(first?.message ?? 'The request failed.', codeOf(first) ?? 'GRAPHQL_ERROR', {
    status,
    errors,
    retryAfterSeconds,
  });
}

/** An HTTP answer that carried no GraphQL errors: the gateway's JSON refusal (`{ error, code }`) or anything else. */
export function httpFailure(status: number, body: unknown, retryAfterSeconds?: number) {
  const refusal = (body ?? {}) as { error?: unknown; code?: unknown };
  const message = typeof refusal.error === 'string' ? refusal.error : `The API answered HTTP ${status}.`;
  const code = typeof refusal.code === 'string' ? refusal.code : `HTTP_${status}`;
  return new AvatariumError(message, code, { status, retryAfterSeconds });
}

/** What graphql-ws throws from a subscription (an error list, a close event or an Error) as an AvatariumError. */
export function socketFailure(thrown: unknown): AvatariumError {
  if (thrown instanceof AvatariumError) return thrown;
  if (Array.isArray(thrown)) return graphqlFailure(thrown as GraphQLFormattedError[]);
  if (thrown && typeof thrown === 'object' && 'code' in thrown && typeof thrown.code === 'number') {
    const reason = 'reason' in thrown && typeof thrown.reason === 'string' && thrown.reason ? thrown.reason : 'no reason given';
    return new AvatariumError(`The subscription socket closed (${thrown.code}: ${reason}).`, 'SOCKET_CLOSED', {
      closeCode: thrown.code,
    });
  }
  return new AvatariumError(thrown instanceof Error ? thrown.message : String(thrown), 'SOCKET_ERROR');
}
