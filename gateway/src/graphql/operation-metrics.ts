import type { ApolloServerPlugin } from '@apollo/server';
import { histogram, secondsSince } from '@avatarium/platform';
import type { OperationDefinitionNode } from 'graphql';

const operationSeconds = histogram(
  'avatarium_graphql_operation_duration_seconds',
  'GraphQL operations over HTTP: time to the response, by type, first root field and outcome (ok, error, invalid).',
  ['type', 'field', 'outcome'],
);

/**
 * Names an operation by its first root field (bounded by the schema), not by the client's
 * operation name, which anyone can make up.
 */
function rootFieldOf(operation: OperationDefinitionNode | undefined | null): string {
  const first = operation?.selectionSet.selections.find((selection) => selection.kind === 'Field');
  return first && first.kind === 'Field' ? first.name.value : '(none)';
}

export function operationMetrics<C extends object>(): ApolloServerPlugin<C> {
  return {
    async requestDidStart() {
      const startedAt = performance.now();
      return {
        async willSendResponse({ operation, errors }) {
          const outcome = !operation ? 'invalid' : errors?.length ? 'error' : 'ok';
          operationSeconds.observe(
            { type: operation?.operation ?? '(none)', field: rootFieldOf(operation), outcome },
            secondsSince(startedAt),
          );
        },
      };
    },
  };
}
