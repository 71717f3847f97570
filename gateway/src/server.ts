import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import {
  Bus,
  configureTracing,
  connectMongo,
  connectNats,
  createLogger,
  createStorage,
  flushTraces,
  type Logger,
} from '@avatarium/platform';
import express from 'express';
import type { GatewayConfig } from './config.js';
import type { GatewayContext, GatewayDeps } from './http/context.js';
import { apiKeyOperationsPlugin } from './graphql/api-key-operations.js';
import { formatError } from './graphql/format-error.js';
import { introspectionGatePlugin } from './graphql/introspection-gate.js';
import { gatewayValidationRules } from './graphql/operation-limits.js';
import { operationMetrics } from './graphql/operation-metrics.js';
import { buildSchema } from './graphql/schema.js';
import { attachWebSocketServer } from './graphql/websocket-server.js';
import { csrfGuard } from './http/csrf-guard.js';
import { httpMetrics, metricsRoute } from './http/http-metrics.js';
import { continueTrace, traceRequests } from './http/request-tracing.js';
import { jsonErrors, malformedPathGuard } from './http/json-errors.js';
import { apiKeyGuard } from './http/api-key-guard.js';
import { ApiKeyCache } from './http/api-key-cache.js';
import { ApiKeyRateLimit } from './http/api-key-rate-limit.js';
import { continueAttribution } from './http/api-key-usage.js';
import { RateLimiter } from './http/rate-limiter.js';
import { requestContext } from './http/request-context.js';
import { SessionCache } from './http/session-cache.js';
import { securityHeaders, storageOrigins } from './http/security-headers.js';
import { staticWeb, webAppShell } from './http/static-web.js';
import { SessionRepository } from './identity/session.repository.js';
import { UserRepository } from './identity/user.repository.js';
import { ApiKeyRepository } from './api-keys/api-key.repository.js';
import { ApiKeyUsageRecorder } from './api-keys/usage/api-key-usage-recorder.js';
import { ApiKeyUsageRepository } from './api-keys/usage/api-key-usage.repository.js';
import { gatewayModules } from './modules/index.js';
import { Webhooks } from './webhooks/webhooks.js';
import { EventHub } from './subscriptions/event-hub.js';
import { SessionRevocations } from './subscriptions/session-revocations.js';

export interface RunningGateway {
  url: string;
  port: number;
  deps: GatewayDeps;
  stop(): Promise<void>;
}

/** Builds and starts the gateway: one HTTP port for GraphQL (HTTP + websocket), REST, files and the web app. */
export async function startGateway(
  config: GatewayConfig,
  logger: Logger = createLogger('gateway', config.LOG_LEVEL),
): Promise<RunningGateway> {
  configureTracing(config.OTEL_EXPORTER_OTLP_ENDPOINT, logger);
  const mongo = await connectMongo(config.MONGODB_URI, config.MONGODB_DB);
  const bus = new Bus(await connectNats(config.NATS_URL, 'gateway', logger), logger, 'gateway');
  const users = new UserRepository(mongo);
  const sessions = new SessionRepository(mongo);
  const apiKeys = new ApiKeyRepository(mongo);
  const apiKeyUsageRepository = new ApiKeyUsageRepository(mongo);
  await Promise.all([users.init(), sessions.init(), apiKeys.init(), apiKeyUsageRepository.init()]);
  const apiKeyUsage = new ApiKeyUsageRecorder(apiKeyUsageRepository, bus, logger);
  apiKeyUsage.start();
  // Webhooks share the loopback switch the crawler uses (tests only).
  const webhooks = new Webhooks(mongo, bus, logger, config.KNOWLEDGE_FETCH_ALLOW_LOOPBACK);
  await webhooks.start();
  const sessionCache = new SessionCache();
  const apiKeyCache = new ApiKeyCache();
  const deps: GatewayDeps = {
    config,
    bus,
    storage: createStorage(config),
    users,
    sessions,
    sessionCache,
    hub: new EventHub(bus),
    revocations: new SessionRevocations(bus, (sessionId) => {
      sessionCache.evict(sessionId);
      apiKeyCache.evictSession(sessionId);
    }),
    authLimiter: new RateLimiter(config.AUTH_RATE_LIMIT_PER_MINUTE),
    apiKeys,
    apiKeyCache,
    apiKeyRateLimit: new ApiKeyRateLimit(),
    apiKeyUsage,
    webhooks,
  };

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.TRUST_PROXY);
  const httpServer = createServer(app);
  const schema = buildSchema();
  const trustProxy = app.get('trust proxy fn') as (address: string, hop: number) => boolean;
  const ws = attachWebSocketServer(httpServer, schema, deps, {
    trustsPeer: (address) => trustProxy(address, 0),
    trusts: trustProxy,
  });
  const apollo = new ApolloServer<GatewayContext>({
    schema,
    csrfPrevention: true,
    formatError: formatError(logger),
    // In production only signed-in developers may introspect (introspection-gate.ts).
    introspection: true,
    // The same rules the websocket validates with; suggestions would spell out the schema.
    validationRules: gatewayValidationRules(config, { gatedIntrospection: true }),
    hideSchemaDetailsFromClientErrors: config.NODE_ENV === 'production',
    plugins: [
      ApolloServerPluginDrainHttpServer({ httpServer }),
      // A browser opening /graphql gets our own GraphiQL page (below), never a CDN-hosted sandbox.
      ApolloServerPluginLandingPageDisabled(),
      operationMetrics<GatewayContext>(),
      apiKeyOperationsPlugin(),
      introspectionGatePlugin(config.NODE_ENV === 'production'),
    ],
  });
  await apollo.start();

  app.use(httpMetrics());
  app.use(traceRequests());
  app.use(metricsRoute(config.METRICS_TOKEN, logger));
  app.use(
    securityHeaders({
      production: config.NODE_ENV === 'production',
      mediaOrigins: [...storageOrigins(config), ...config.CSP_MEDIA_ORIGINS],
    }),
  );
  app.use(malformedPathGuard());
  app.use(csrfGuard(config.ALLOWED_ORIGINS));
  // Every module's routes, from the one list: outside /api (health, files), then the /api
  // routes that stream their bodies (uploads), then the JSON ones.
  for (const module of gatewayModules) if (module.rootRoutes) app.use(module.rootRoutes(deps, logger));
  // API keys (Bearer) are checked, scoped and rate limited before any /api or /graphql handler.
  app.use('/api', apiKeyGuard(deps, 'rest'));
  app.use('/graphql', apiKeyGuard(deps, 'graphql'));
  for (const module of gatewayModules) if (module.streamingRoutes) app.use('/api', module.streamingRoutes(deps, logger));
  app.use(
    '/api',
    express.json({ limit: '1mb' }),
    continueTrace(),
    continueAttribution(),
    ...gatewayModules.flatMap((module) => (module.routes ? [module.routes(deps, logger)] : [])),
  );
  app.use('/api', (_req, res) => {
    res.status(404).json({ success: false, error: 'Not found' });
  });
  // A browser navigating to /graphql gets the web app, which shows GraphiQL there (issue 29).
  app.get('/graphql', webAppShell(config.WEB_DIST));
  app.use(
    '/graphql',
    express.json({ limit: '1mb' }),
    continueTrace(),
    continueAttribution(),
    expressMiddleware(apollo, { context: ({ req }) => requestContext(deps, req) }),
  );
  app.use(staticWeb(config.WEB_DIST));
  app.use(jsonErrors(logger));

  const sweeper = setInterval(() => void sessions.deleteExpired().catch(() => undefined), 3600_000);
  sweeper.unref();

  await new Promise<void>((resolve) => httpServer.listen(config.PORT, config.HOST, resolve));
  const port = (httpServer.address() as AddressInfo).port;
  logger.info('gateway listening', { port });

  return {
    url: `http://127.0.0.1:${port}`,
    port,
    deps,
    async stop() {
      clearInterval(sweeper);
      await ws.close();
      await apollo.stop();
      deps.hub.close();
      deps.revocations.close();
      await webhooks.stop();
      await apiKeyUsage.stop();
      await bus.close();
      await mongo.close();
      await flushTraces();
    },
  };
}
