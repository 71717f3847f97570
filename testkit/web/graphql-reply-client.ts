import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';

export type GraphqlReply = { status?: number; body: unknown } | 'network-down';

/**
 * An Apollo client whose server answers each request with the next reply (the last one repeats),
 * through the real HTTP link, so GraphQL errors, HTTP failures and a dead network reach the code
 * under test as the browser would see them. `sent` holds each request's operation and variables.
 */
export function graphqlReplyClient(...replies: GraphqlReply[]) {
  const sent: Array<{ operationName: string; variables: Record<string, unknown> }> = [];
  const fetch = async (_url: unknown, init?: RequestInit) => {
    sent.push(JSON.parse(String(init?.body)));
    const reply = replies[Math.min(sent.length - 1, replies.length - 1)];
    if (!reply || reply === 'network-down') throw new TypeError('Failed to fetch');
    const text = typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body);
    const type = typeof reply.body === 'string' ? 'text/plain' : 'application/json';
    return new Response(text, { status: reply.status ?? 200, headers: { 'content-type': type } });
  };
  const client = new ApolloClient({ link: new HttpLink({ uri: 'http://localhost/graphql', fetch }), cache: new InMemoryCache() });
  return { client, sent };
}
