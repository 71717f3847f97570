import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError } from 'graphql';
import type { GatewayContext } from '../context.js';
import { operationRefusal } from '../modules/developer/api-key-access.js';

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
      };
    },
  };
}
