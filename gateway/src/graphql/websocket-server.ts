import type { IncomingMessage, Server } from 'node:http';
import { GraphQLError, specifiedRules, type DocumentNode, type GraphQLSchema } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import type { GatewayContext, GatewayDeps } from '../context.js';
import { isForeignOrigin, ownOriginOf } from '../http/csrf-guard.js';
import { buildContext } from '../http/request-context.js';
import { gatewayValidationRules, withoutSuggestions } from './operation-limits.js';
import { createSharedSubscribe } from './shared-subscribe.js';
import { ValidatedDocuments } from './validated-documents.js';

export interface WebSocketOptions {
  path?: string;
  /** Whether the socket's peer is a trusted proxy (Express's compiled TRUST_PROXY). */
  trustsPeer?: (address: string) => boolean;
}

/** graphql-ws on /graphql; the session cookie of the upgrade request authenticates the whole connection. */
export function attachWebSocketServer(
  httpServer: Server,
  schema: GraphQLSchema,
  deps: GatewayDeps,
  options: WebSocketOptions = {},
) {
  const { path = '/graphql', trustsPeer = () => false } = options;
  // Subscribe messages are small; HTTP bodies are capped at 1 MB, so are socket messages.
  const wss = new WebSocketServer({ noServer: true, maxPayload: 1024 * 1024 });
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
    const kept = upgradeFacts(request);
    wss.handleUpgrade(request, socket, head, (ws) => wss.emit('connection', ws, kept));
  });

  const { config } = deps;
  const production = config.NODE_ENV === 'production';
  const rules = gatewayValidationRules(config);
  const documents = new ValidatedDocuments(schema, 500, [...specifiedRules, ...rules]);
  const hide = (errors: readonly GraphQLError[]) => (production ? errors.map(withoutSuggestions) : errors);
  // Resolvers may read the viewer and the host they were reached at; nothing else of the context.
  const subscribe = createSharedSubscribe((context) => {
    const { user, host } = context as GatewayContext;
    return `${user?.id ?? ''}|${host ?? ''}`;
  });
  const disposable = useServer(
    {
      schema,
      subscribe,
      onSubscribe: (ctx, _id, payload) => {
        // The new operation is already counted in ctx.subscriptions.
        if (Object.keys(ctx.subscriptions).length > config.WS_MAX_SUBSCRIPTIONS) {
          return [new GraphQLError(`Too many subscriptions on one connection: at most ${config.WS_MAX_SUBSCRIPTIONS}.`)];
        }
        const document = documents.get(payload.query);
        if (Array.isArray(document)) return hide(document);
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
      context: async (ctx): Promise<GatewayContext> => {
        const request = (ctx.extra as { request: UpgradeFacts }).request;
        return buildContext(deps, {
          cookieHeader: request.headers.cookie,
          clientKey: request.socket.remoteAddress ?? 'unknown',
          host: request.headers.host ?? null,
          origin: null,
          cookies: null,
        });
      },
    },
    wss,
  );
  return {
    wss,
    // dispose() closes the sockets and the server itself; closing the server again throws.
    close: () => disposable.dispose(),
  };
}

/** The parts of an upgrade request a socket's operations need, in the request's own shape. */
interface UpgradeFacts {
  headers: { cookie?: string; host?: string };
  socket: { remoteAddress?: string };
}

function upgradeFacts(request: IncomingMessage): UpgradeFacts {
  return {
    headers: { cookie: request.headers.cookie, host: request.headers.host },
    socket: { remoteAddress: request.socket.remoteAddress },
  };
}
