import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError } from 'graphql';
import type { GatewayContext } from '../http/context.js';
import { operationRefusal } from '../api-keys/api-key-access.js';
import { labelOfOperation } from '../api-keys/usage/usage-label.js';

/**
 * GraphQL over HTTP with an API key: every root field of the operation must be in the one
 * access table with a scope the key holds, else 403 naming the field or scope (deny by default).
 */
export function apiKeyOperationsPlugin(): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ contextValue, document, operation }) {
          if (!contextValue.apiKey || !operation) return;
          const refusal = operationRefusal(document, operation, contextValue.apiKey.scopes);
          if (refusal) throw new GraphQLError(refusal.message, { extensions: { code: 'FORBIDDEN', http: { status: 403 } } });
        },
        // The key's usage counts the request by operation, and GraphQL errors as errors.
        async willSendResponse({ contextValue, operation, errors, response }) {
          const mark = contextValue.usage;
          if (!mark) return;
          mark.label = labelOfOperation(operation);
          const resultErrors = response.body.kind === 'single' ? response.body.singleResult.errors : undefined;
          if (errors?.length || resultErrors?.length) mark.failed = true;
        },
      };
    },
  };
}
