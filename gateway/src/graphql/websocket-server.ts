import type { IncomingMessage, Server } from 'node:http';
import { GraphQLError, specifiedRules, type DocumentNode, type GraphQLSchema } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer, type WebSocket } from 'ws';
import type { GatewayContext, GatewayDeps } from '../http/context.js';
import { isForeignOrigin, ownOriginOf } from '../http/csrf-guard.js';
import { buildContext } from '../http/request-context.js';
import { admitKeySocket, keyOperationRefusal, socketAuthorization } from './api-key-socket.js';
import { gatewayValidationRules, withoutSuggestions } from './operation-limits.js';
import { createSharedSubscribe, nextPayload, type FrameSink } from './shared-subscribe.js';
import { heartbeat } from './socket-heartbeat.js';
import { watchSockets } from './socket-metrics.js';
import { clientAddressOf, SocketBudget, TOO_MANY_SOCKETS_CODE, type SocketOwner } from './socket-budget.js';
import { ValidatedDocuments } from './validated-documents.js';

export interface WebSocketOptions {
  path?: string;
  /** Whether the socket's peer is a trusted proxy (Express's compiled TRUST_PROXY). */
  trustsPeer?: (address: string) => boolean;
  /** Express's compiled TRUST_PROXY for any hop, to find the client's address behind proxies. */
  trusts?: (address: string, hop: number) => boolean;
}

/** graphql-ws's default keep-alive: a ping this often, and a socket silent that long is ended. */
const KEEP_ALIVE_MS = 12_000;

/** graphql-ws on /graphql; the session cookie of the upgrade request authenticates the whole connection. */
export function attachWebSocketServer(
  httpServer: Server,
  schema: GraphQLSchema,
  deps: GatewayDeps,
  options: WebSocketOptions = {},
) {
  const { path = '/graphql', trustsPeer = () => false, trusts = () => false } = options;
  const { config } = deps;
  // One user's (or address's) sockets and operations, beyond each socket's own cap.
  const budget = new SocketBudget<WebSocket>({
    socketsPerUser: config.WS_MAX_SOCKETS_PER_USER,
    socketsPerAddress: config.WS_MAX_SOCKETS_PER_IP,
    subscriptionsPerUser: config.WS_MAX_SUBSCRIPTIONS_PER_USER,
    subscriptionsPerAddress: config.WS_MAX_SUBSCRIPTIONS_PER_IP,
  });
  // Subscribe messages are small; HTTP bodies are capped at 1 MB, so are socket messages.
  const wss = new WebSocketServer({ noServer: true, maxPayload: 1024 * 1024 });
  const unwatch = watchSockets(wss, (socket) => budget.operationsOf(socket));
  // graphql-ws's own keep-alive (its default period) is turned off below: one timer for all sockets.
  const stopHeartbeat = heartbeat(wss, KEEP_ALIVE_MS);
  httpServer.on('upgrade', (request, socket, head) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    // A foreign page must not open a socket that rides the user's cookie.
    const ownOrigin = ownOriginOf(request, trustsPeer);
    if (url.pathname !== path || isForeignOrigin(request.headers, deps.config.ALLOWED_ORIGINS, ownOrigin)) {
      socket.write('HTTP/1.1 403 Forbidden\r\nConnection: close\r\n\r\n');
      socket.destroy();
      return;
    }
    // The connection keeps only what its operations read (cookie, host, peer address), not the
    // whole upgrade request with its raw headers and parser state: 10,000 sockets hold 10,000.
    const address = clientAddressOf(request.socket.remoteAddress, request.headers['x-forwarded-for'], trusts);
    const kept = upgradeFacts(request, address);
    // Counted under the user signed in when it opens (a later sign-out leaves it counted there).
    ownerOf(deps, kept).then(
      (owner) => wss.handleUpgrade(request, socket, head, (ws) => wss.emit('connection', ws, kept, owner)),
      () => socket.destroy(),
    );
  });
  // One listener for every socket (`on`, not `once`: a socket closes once, and `once` would wrap it).
  function released(this: WebSocket) {
    budget.release(this);
  }
  wss.on('connection', (ws: WebSocket, _kept: UpgradeFacts, owner: SocketOwner) => {
    const refusal = budget.admit(ws, owner);
    if (refusal) {
      ws.close(TOO_MANY_SOCKETS_CODE, refusal);
      return;
    }
    ws.on('close', released);
  });

  const production = config.NODE_ENV === 'production';
  const rules = gatewayValidationRules(config);
  const documents = new ValidatedDocuments(schema, 500, [...specifiedRules, ...rules]);
  const hide = (errors: readonly GraphQLError[]) => (production ? errors.map(withoutSuggestions) : errors);
  // Each subscription's socket and operation id, by its context: the shared subscribe writes
  // its `next` frames there, serialised once per event for every subscriber of the same scope.
  const sinks = new WeakMap<GatewayContext, FrameSink>();
  // Resolvers may read the viewer and the host they were reached at; nothing else of the context.
  const subscribe = createSharedSubscribe(
    (context) => {
      const { user, host } = context as GatewayContext;
      return `${user?.id ?? ''}|${host ?? ''}`;
    },
    {
      sinkOf: (context) => sinks.get(context as GatewayContext),
      // What onNext below makes of a result with errors, so both paths send the same.
      payloadOf: (result) => nextPayload(result.errors ? { ...result, errors: hide(result.errors) } : result),
    },
  );
  const disposable = useServer(
    {
      schema,
      subscribe,
      onConnect: (ctx) => {
        // Still empty (nothing is subscribed before the ack): the budget counts what goes in and out.
        (ctx as { subscriptions: Record<string, unknown> }).subscriptions = budget.operationsRecord(ctx.extra.socket);
        // An API key in connection_init (`{ authorization: 'Bearer …' }`) must be valid.
        return admitKeySocket(deps, ctx.connectionParams, ctx.extra.socket);
      },
      onSubscribe: async (ctx, _id, payload) => {
        // The new operation is already counted (graphql-ws put it in ctx.subscriptions).
        if (budget.operationsOf(ctx.extra.socket) > config.WS_MAX_SUBSCRIPTIONS) {
          return [new GraphQLError(`Too many subscriptions on one connection: at most ${config.WS_MAX_SUBSCRIPTIONS}.`)];
        }
        const overBudget = budget.refuseSubscription((ctx.extra.request as unknown as UpgradeFacts).owner);
        if (overBudget) return [new GraphQLError(overBudget)];
        const document = documents.get(payload.query);
        if (Array.isArray(document)) return hide(document);
        const keyRefusal = await keyOperationRefusal(deps, ctx.connectionParams, document as DocumentNode, payload.operationName);
        if (keyRefusal) return keyRefusal;
        return {
          schema,
          document: document as DocumentNode,
          operationName: payload.operationName,
          variableValues: payload.variables,
        };
      },
      // Variable coercion errors ("Did you mean" an enum value) come back as results, not validation.
      onNext: production
        ? (_ctx, _id, _payload, _args, result) =>
            result.errors ? { ...result, errors: hide(result.errors).map((error) => error.toJSON()) } : undefined
        : undefined,
      onError: production ? (_ctx, _id, _payload, errors) => hide(errors).map((error) => error.toJSON()) : undefined,
      // Resolved again for every operation, never kept for the connection: a session signed out
      // (or expired) while the socket stays open must not authorize the next subscribe. The
      // session cache keeps this to a map lookup.
      context: async (ctx, id): Promise<GatewayContext> => {
        const request = (ctx.extra as unknown as { request: UpgradeFacts }).request;
        const context = await buildContext(deps, {
          cookieHeader: request.headers.cookie,
          authorization: socketAuthorization(ctx.connectionParams),
          clientKey: request.address,
          host: request.headers.host ?? null,
          origin: null,
          cookies: null,
        });
        sinks.set(context, new SocketSink(id, ctx.extra.socket));
        return context;
      },
    },
    wss,
    0,
  );
  return {
    wss,
    // dispose() closes the sockets and the server itself; closing the server again throws.
    close: () => {
      unwatch();
      stopHeartbeat();
      return disposable.dispose();
    },
  };
}

/**
 * Frames go out as text without waiting for each write (graphql-ws waits for each): a slow socket
 * buffers in `ws` rather than in the subscription's queue. Nothing is written once it closes.
 * A class: one shared `send`, not a closure per subscription (see subscriptions/async-queue.ts).
 */
class SocketSink implements FrameSink {
  constructor(
    readonly id: string,
    private readonly socket: WebSocket,
  ) {}

  send(frame: Buffer): void {
    if (this.socket.readyState === this.socket.OPEN) this.socket.send(frame, { binary: false });
  }
}

/** The parts of an upgrade request a socket's operations need, in the request's own shape. */
interface UpgradeFacts {
  headers: { cookie?: string; host?: string };
  socket: { remoteAddress?: string };
  /** The client's address (behind trusted proxies, the forwarded one). */
  address: string;
  /** Who the socket counts against, set once the cookie is read. */
  owner: SocketOwner;
}

function upgradeFacts(request: IncomingMessage, address: string): UpgradeFacts {
  return {
    headers: { cookie: request.headers.cookie, host: request.headers.host },
    socket: { remoteAddress: request.socket.remoteAddress },
    address,
    owner: { userId: null, address },
  };
}

async function ownerOf(deps: GatewayDeps, facts: UpgradeFacts): Promise<SocketOwner> {
  const context = await buildContext(deps, {
    cookieHeader: facts.headers.cookie,
    clientKey: facts.address,
    host: facts.headers.host ?? null,
    origin: null,
    cookies: null,
  });
  facts.owner = { userId: context.user?.id ?? null, address: facts.address };
  return facts.owner;
}
