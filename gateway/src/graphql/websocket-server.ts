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
  // Subscribe messages are small; HTTP bodies are capped at 1 MB, so are socket messages.
  const wss = new WebSocketServer({ noServer: true, maxPayload: 1024 * 1024 });
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
      // Resolved again for every operation, never kept for the connection: a session signed out
      // (or expired) while the socket stays open must not authorize the next subscribe. The
      // session cache keeps this to a map lookup.
      context: async (ctx): Promise<GatewayContext> => {
        const request = (ctx.extra as { request: IncomingMessage }).request;
        const { user, session } = await resolveSession(deps, request.headers.cookie);
        return { deps, user, session, clientKey: request.socket.remoteAddress ?? 'unknown', cookies: null };
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
