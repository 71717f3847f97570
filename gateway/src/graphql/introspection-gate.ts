import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError, NoSchemaIntrospectionCustomRule, validate } from 'graphql';
import type { GatewayContext } from '../http/context.js';

/**
 * Introspection over HTTP in production (issue 29): a signed-in developer (session or API key)
 * may explore the schema (GraphiQL at /graphql); an anonymous caller is refused as before,
 * with the same validation error. Outside production everyone may.
 */
export function introspectionGatePlugin(production: boolean): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ contextValue, document, schema }) {
          if (!production || contextValue.user) return;
          const [refusal] = validate(schema, document, [NoSchemaIntrospectionCustomRule]);
          if (refusal) {
            throw new GraphQLError(refusal.message, {
              nodes: refusal.nodes,
              extensions: { code: 'GRAPHQL_VALIDATION_FAILED', http: { status: 400 } },
            });
          }
        },
      };
    },
  };
}
