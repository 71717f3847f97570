import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { OperationTypeNode } from 'graphql';
import { createRestartableWsLink } from './createRestartableWsLink';
import { graphqlWsUrl } from '../../shared/apollo/graphqlWsUrl';

export interface ApolloSetup {
  client: ApolloClient;
  restartWebSocket: () => void;
}

/** Queries and mutations over HTTP (cookie included), subscriptions over graphql-ws. */
export function createApolloSetup(): ApolloSetup {
  const httpLink = new HttpLink({ uri: '/graphql', credentials: 'include' });
  // After a reconnect the live queries are read again: events sent while the socket was down
  // (an agent finishing while the gateway restarted) are not replayed by subscriptions.
  let reconnected: () => void = () => undefined;
  const ws = createRestartableWsLink(graphqlWsUrl(window.location), () => reconnected());

  const link = ApolloLink.split(({ operationType }) => operationType === OperationTypeNode.SUBSCRIPTION, ws.link, httpLink);

  const cache = new InMemoryCache({
    typePolicies: {
      // One balance per session: the query and the subscription share one cache entry.
      CreditBalance: { keyFields: [] },
    },
  });

  const client = new ApolloClient({ link, cache });
  reconnected = () => void client.refetchQueries({ include: 'active' });
  return { client, restartWebSocket: ws.restart };
}
