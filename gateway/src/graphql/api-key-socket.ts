import { AppError } from '@avatarium/platform';
import { GraphQLError, type DocumentNode } from 'graphql';
import type { WebSocket } from 'ws';
import { z } from 'zod';
import type { GatewayDeps } from '../http/context.js';
import { bearerOf } from '../http/bearer-token.js';
import { resolveApiKey } from '../http/resolve-api-key.js';
import { operationRefusal, selectedOperation } from '../api-keys/api-key-access.js';
import { labelOfOperation } from '../api-keys/usage/usage-label.js';

/** Close code for a socket whose API key was revoked while it was open. */
export const KEY_REVOKED_CODE = 4401;

const ConnectionParams = z.object({ authorization: z.string().max(500).optional() }).passthrough();

/** The `authorization` of a graphql-ws `connection_init` payload (`{ authorization: 'Bearer …' }`), if any. */
export function socketAuthorization(params: unknown): string | undefined {
  const parsed = ConnectionParams.safeParse(params ?? {});
  return parsed.success ? parsed.data.authorization : undefined;
}

/**
 * On `connection_init`: a socket that names a key must name a valid one (false refuses it,
 * graphql-ws closes with 4403), and is closed the moment that key is revoked or rolled.
 */
export async function admitKeySocket(deps: GatewayDeps, params: unknown, socket: WebSocket): Promise<boolean> {
  const token = bearerOf(socketAuthorization(params));
  if (token === undefined) return true;
  try {
    const { session } = await resolveApiKey(deps, token);
    const stop = deps.revocations.onRevoked(session.id, () => socket.close(KEY_REVOKED_CODE, 'API key revoked'));
    socket.once('close', stop);
    return true;
  } catch (error) {
    if (error instanceof AppError) return false;
    throw error;
  }
}

/** Why a key's socket may not run this operation (invalid key, over its budget, missing scope), or null. */
export async function keyOperationRefusal(
  deps: GatewayDeps,
  params: unknown,
  document: DocumentNode,
  operationName: string | null | undefined,
): Promise<GraphQLError[] | null> {
  const token = bearerOf(socketAuthorization(params));
  if (token === undefined) return null;
  try {
    const { apiKey, rateLimit } = await resolveApiKey(deps, token);
    const operation = selectedOperation(document, operationName);
    // Counted in the key's usage (no response time: a subscription lasts as long as it lasts).
    const count = (failed: boolean) =>
      deps.apiKeyUsage.record({ keyId: apiKey.id, label: labelOfOperation(operation), failed, latencyMs: null });
    const window = deps.apiKeyRateLimit.take(apiKey.id, rateLimit);
    if (!window.allowed) {
      count(true);
      return [
        new GraphQLError('Too many requests with this API key.', {
          extensions: { code: 'RATE_LIMITED', retryAfter: window.resetSeconds },
        }),
      ];
    }
    const refusal = operation ? operationRefusal(document, operation, apiKey.scopes) : null;
    count(refusal !== null);
    return refusal ? [new GraphQLError(refusal.message, { extensions: { code: 'FORBIDDEN' } })] : null;
  } catch (error) {
    if (error instanceof AppError) return [new GraphQLError(error.message, { extensions: { code: 'UNAUTHENTICATED' } })];
    throw error;
  }
}
