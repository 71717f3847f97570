import type { ApolloCache, Reference } from '@apollo/client';

/**
 * A clone joins every cached list of the caller's agents at once, first (as a new agent arrives
 * from myAgentUpdates): the mutation's answer already holds the card, so the list does not wait
 * for the live event (or a reload) to show it. A list that has it already is left as it is.
 */
export function addCloneToMyAgents(cache: ApolloCache, agentId: string): void {
  const id = cache.identify({ __typename: 'Agent', id: agentId });
  if (!id) return;
  cache.modify({
    id: 'ROOT_QUERY',
    fields: {
      myAgents: (existing: readonly Reference[] | undefined, { toReference, readField }) => {
        const list = existing ?? [];
        if (list.some((item) => readField('id', item) === agentId)) return list;
        const clone = toReference(id);
        return clone ? [clone, ...list] : list;
      },
    },
  });
}
