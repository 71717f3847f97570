import { getOperationAST, parse } from 'graphql';
import { createClient, type Client } from 'graphql-ws';

export interface GraphiqlParams {
  query: string;
  operationName?: string | null;
  variables?: Record<string, unknown> | null;
}

/** Whether the document's chosen operation is a subscription (a document that does not parse goes to HTTP, which says why). */
export function isSubscription(params: GraphiqlParams): boolean {
  try {
    return getOperationAST(parse(params.query), params.operationName ?? undefined)?.operation === 'subscription';
  } catch {
    return false;
  }
}

/**
 * GraphiQL's fetcher for our gateway: queries and mutations over HTTP on this origin (the session
 * cookie, or an `Authorization` header typed in GraphiQL's Headers tab), subscriptions over
 * graphql-ws on the same host (the header goes in `connection_init`, as for scripts).
 */
export function createGraphiqlFetcher(origin: string, fetchImpl: typeof fetch = (...args) => fetch(...args)) {
  const sockets = new Map<string, Client>();
  const socketFor = (authorization: string | undefined) => {
    const key = authorization ?? '';
    let client = sockets.get(key);
    if (!client) {
      const url = `${origin.replace(/^http/, 'ws')}/graphql`;
      client = createClient({ url, lazy: true, connectionParams: authorization ? { authorization } : {} });
      sockets.set(key, client);
    }
    return client;
  };

  return (params: GraphiqlParams, options?: { headers?: Record<string, unknown> }) => {
    const headers = Object.fromEntries(Object.entries(options?.headers ?? {}).map(([name, value]) => [name, String(value)]));
    const authorization = Object.entries(headers).find(([name]) => name.toLowerCase() === 'authorization')?.[1];
    const body = {
      query: params.query,
      operationName: params.operationName ?? undefined,
      variables: params.variables ?? undefined,
    };
    if (isSubscription(params)) return socketFor(authorization).iterate(body);
    return fetchImpl(`${origin}/graphql`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', Accept: 'application/graphql-response+json, application/json', ...headers },
      body: JSON.stringify(body),
    }).then((response) => response.json() as Promise<Record<string, unknown>>);
  };
}
