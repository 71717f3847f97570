import type { IncomingMessage, Server } from 'node:http';
import type { DocumentNode, GraphQLSchema } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import type { GatewayContext, GatewayDeps } from '../context.js';
import { isForeignOrigin } from '../http/csrf-guard.js';
import { resolveSession } from '../http/resolve-session.js';
import { ValidatedDocuments } from './validated-documents.js';

/** graphql-ws on /graphql; the session cookie of the upgrade request authenticates the whole connection. */
export function attachWebSocketServer(httpServer: Server, schema: GraphQLSchema, deps: GatewayDeps, path = '/graphql') {
  const wss = new WebSocketServer({ noServer: true });
  httpServer.on('upgrade', (request, socket, head) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    // A foreign page must not open a socket that rides the user's cookie.
    if (url.pathname !== path || isForeignOrigin(request.headers, deps.config.ALLOWED_ORIGINS)) {
      socket.write('HTTP/1.1 403 Forbidden\r\nConnection: close\r\n\r\n');
      socket.destroy();
      return;
    }
    wss.handleUpgrade(request, socket, head, (ws) => wss.emit('connection', ws, request));
  });

  const contexts = new WeakMap<object, Promise<GatewayContext>>();
  const documents = new ValidatedDocuments(schema);
  const disposable = useServer(
    {
      schema,
      onSubscribe: (_ctx, _id, payload) => {
        const document = documents.get(payload.query);
        if (Array.isArray(document)) return document;
        return {
          schema,
          document: document as DocumentNode,
          operationName: payload.operationName,
          variableValues: payload.variables,
        };
      },
      context: (ctx) => {
        const request = (ctx.extra as { request: IncomingMessage }).request;
        let context = contexts.get(ctx);
        if (!context) {
          context = resolveSession(deps, request.headers.cookie).then(({ user, session }) => ({
            deps,
            user,
            session,
            clientKey: request.socket.remoteAddress ?? 'unknown',
            cookies: null,
          }));
          contexts.set(ctx, context);
        }
        return context;
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
