import { ApolloLink } from '@apollo/client';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { createClient, type Client } from 'graphql-ws';

export interface RestartableWsLink {
  link: ApolloLink;
  /** Closes the socket and opens a new one on the next subscription (picks up a new cookie). */
  restart: () => void;
}

/**
 * A graphql-ws link whose client can be replaced. The session cookie is read when the socket
 * opens, so after signing in or out the old socket is disposed and a fresh lazy client takes
 * over; subscriptions started afterwards use the new session.
 */
export function createRestartableWsLink(url: string, onReconnected: () => void = () => undefined): RestartableWsLink {
  const connect = (): Client => {
    let connections = 0;
    const created = createClient({ url, lazy: true, retryAttempts: 20, keepAlive: 15_000 });
    // graphql-ws resubscribes by itself after a lost socket (a gateway restart, a network
    // change); what happened meanwhile is read again by the caller.
    created.on('connected', () => {
      connections += 1;
      if (connections > 1) onReconnected();
    });
    return created;
  };
  let client = connect();
  let wsLink = new GraphQLWsLink(client);

  const link = new ApolloLink((operation) => wsLink.request(operation));
  const restart = (): void => {
    const previous = client;
    client = connect();
    wsLink = new GraphQLWsLink(client);
    void previous.dispose();
  };
  return { link, restart };
}
