import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { getOperationAST, print, type DocumentNode, type GraphQLFormattedError } from 'graphql';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { graphqlFailure, httpFailure, socketFailure } from './avatarium-error.js';
import { createEventQueue } from './event-queue.js';

export interface AvatariumClientOptions {
  /** An API key made on the Developer tab (`av_live_…`); it acts as its owner within its scopes. */
  apiKey: string;
  /** The platform's address (`https://avatarium.example`) or its GraphQL endpoint (`…/graphql`). */
  url: string;
  /** Defaults to the global fetch (Node 20 has one). */
  fetch?: typeof fetch;
  /** Defaults to the global WebSocket, else the `ws` package (Node 20 has no global one). */
  webSocketImpl?: unknown;
}

/** The variables argument: optional when the operation has none (or only optional ones). */
type VariablesArgument<V> = Record<string, never> extends V ? [variables?: V] : [variables: V];

export interface AvatariumClient {
  /** A query over HTTP: resolves with `data`, rejects with an AvatariumError on any error. */
  query<R, V>(document: TypedDocumentNode<R, V>, ...variables: VariablesArgument<V>): Promise<R>;
  /** A mutation over HTTP, as `query`. */
  mutate<R, V>(document: TypedDocumentNode<R, V>, ...variables: VariablesArgument<V>): Promise<R>;
  /**
   * A subscription over graphql-ws, started at once (not on the first `next()`): each event's
   * `data`; the iteration throws an AvatariumError when the server refuses or the socket closes
   * for good. Leave it with `break` / `return()`. Events are not replayed: subscribe before
   * causing what you wait for.
   */
  subscribe<R, V>(document: TypedDocumentNode<R, V>, ...variables: VariablesArgument<V>): AvatariumSubscription<R>;
  /** Closes the subscription socket (ending its subscriptions); HTTP calls keep working. */
  close(): Promise<void>;
}

export interface AvatariumSubscription<R> extends AsyncIterableIterator<R> {
  /**
   * Settles once the subscription is sent on an acknowledged connection (or the socket gave up:
   * the iteration then throws why). Await it before causing the events you wait for.
   */
  started: Promise<void>;
}

/** `https://host` → `https://host/graphql`; a URL already ending in /graphql is kept. */
export function graphqlEndpointOf(url: string): URL {
  const endpoint = new URL(url);
  if (!endpoint.pathname.endsWith('/graphql')) endpoint.pathname = `${endpoint.pathname.replace(/\/+$/, '')}/graphql`;
  return endpoint;
}

// Each document is printed once, however often it is sent.
const printed = new WeakMap<DocumentNode, { query: string; operationName: string | undefined }>();
function requestOf(document: DocumentNode) {
  let request = printed.get(document);
  if (!request) {
    request = { query: print(document), operationName: getOperationAST(document)?.name?.value };
    printed.set(document, request);
  }
  return request;
}

// Promise.withResolvers needs Node 22; the client supports Node 20.
function deferred() {
  let resolve = () => undefined as void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

const retryAfterOf = (response: Response) => {
  const seconds = Number(response.headers.get('retry-after'));
  return Number.isFinite(seconds) && seconds > 0 ? seconds : undefined;
};

/** A typed client of the Avatarium GraphQL API, authenticated with an API key. */
export function createAvatariumClient(options: AvatariumClientOptions): AvatariumClient {
  const endpoint = graphqlEndpointOf(options.url);
  const authorization = `Bearer ${options.apiKey}`;
  const send = options.fetch ?? globalThis.fetch;

  async function execute<R>(document: DocumentNode, variables: unknown): Promise<R> {
    const response = await send(endpoint, {
      method: 'POST',
      headers: {
        authorization,
        'content-type': 'application/json',
        accept: 'application/graphql-response+json, application/json',
      },
      body: JSON.stringify({ ...requestOf(document), variables: variables ?? {} }),
    });
    const text = await response.text();
    let body: { data?: R | null; errors?: GraphQLFormattedError[] } | undefined;
    try {
      body = JSON.parse(text) as typeof body;
    } catch {
      body = undefined;
    }
    if (body?.errors?.length) throw graphqlFailure(body.errors, response.status, retryAfterOf(response));
    if (!response.ok || !body || body.data == null) throw httpFailure(response.status, body, retryAfterOf(response));
    return body.data;
  }

  // One socket for every subscription, opened on the first and closed when the last ends.
  let socket: Client | undefined;
  // Settles when the socket is acknowledged or closes; renewed for the next connection.
  let settled = deferred();
  const renew = () => {
    settled.resolve();
    settled = deferred();
  };
  const sockets = () =>
    (socket ??= createClient({
      url: endpoint.href.replace(/^http/, 'ws'),
      webSocketImpl: options.webSocketImpl ?? globalThis.WebSocket ?? WebSocket,
      // The gateway reads the key from connection_init, as the Authorization header over HTTP.
      connectionParams: { authorization },
      lazy: true,
      // 4403: the gateway refused the key at connection_init; trying again cannot help.
      shouldRetry: (event) => !(event && typeof event === 'object' && 'code' in event && event.code === 4403),
      on: { connected: () => settled.resolve(), closed: renew },
    }));

  function subscribe<R>(document: DocumentNode, variables: unknown): AvatariumSubscription<R> {
    const client = sockets();
    const connection = settled.promise;
    const queue = createEventQueue<R>();
    const dispose = client.subscribe<R>(
      { ...requestOf(document), variables: (variables ?? {}) as Record<string, unknown> },
      {
        next: (result) => {
          if (!result.errors?.length && result.data != null) return queue.push(result.data);
          queue.end(graphqlFailure(result.errors ?? [{ message: 'The event carried no data.' }]));
          dispose();
        },
        error: (thrown) => queue.end(socketFailure(thrown)),
        complete: () => queue.end(),
      },
    );
    // graphql-ws sends the subscribe message in the microtasks after the acknowledgement.
    const started = connection.then(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
    return {
      next: queue.next,
      async return() {
        dispose();
        queue.end();
        return { done: true, value: undefined };
      },
      started,
      [Symbol.asyncIterator]() {
        return this;
      },
    };
  }

  return {
    query: (document, ...[variables]) => execute(document, variables),
    mutate: (document, ...[variables]) => execute(document, variables),
    subscribe: (document, ...[variables]) => subscribe(document, variables),
    async close() {
      const open = socket;
      socket = undefined;
      await open?.dispose();
    },
  };
}
