import type { Request } from 'express';
import type { GatewayContext, GatewayDeps } from './context.js';
import type { CookieWriter } from './session-cookie.js';
import { usageMarkOf } from './api-key-usage.js';
import { bearerOf } from './bearer-token.js';
import { resolveApiKey } from './resolve-api-key.js';
import { resolveSession } from './resolve-session.js';
import { sessionCookieWriter } from './session-cookie.js';

/** What a context is built from: the parts of an HTTP request or a websocket upgrade that matter. */
export interface ContextSource {
  cookieHeader: string | undefined;
  /** `Authorization` (HTTP) or the graphql-ws `connection_init` payload's `authorization`. */
  authorization?: string | undefined;
  clientKey: string;
  host: string | null;
  origin: string | null;
  cookies: CookieWriter | null;
}

/** The one way any face (REST, GraphQL over HTTP, websocket) learns who is calling. */
export async function buildContext(deps: GatewayDeps, source: ContextSource): Promise<GatewayContext> {
  return {
    deps,
    ...(await callerOf(deps, source)),
    clientKey: source.clientKey,
    host: source.host,
    origin: source.origin,
    cookies: source.cookies,
  };
}

/**
 * A bearer key, when one is sent, is the only credential: the cookie beside it is ignored (so
 * CSRF rules need not apply). A key refused here was already answered 401 by apiKeyGuard on
 * /api and /graphql; anywhere else it just counts as nobody.
 */
async function callerOf(deps: GatewayDeps, source: ContextSource) {
  const token = bearerOf(source.authorization);
  if (token === undefined) return { ...(await resolveSession(deps, source.cookieHeader)), apiKey: null };
  try {
    return await resolveApiKey(deps, token);
  } catch {
    return { user: null, session: null, apiKey: null };
  }
}

/**
 * The context of an HTTP request: the same GatewayContext a GraphQL resolver gets, so a use
 * case sees one shape whichever face called it. Resolved once per request.
 */
export async function requestContext(deps: GatewayDeps, req: Request): Promise<GatewayContext> {
  const cached = contexts.get(req);
  if (cached) return cached;
  const context = await buildContext(deps, {
    cookieHeader: req.headers.cookie,
    authorization: req.headers.authorization,
    clientKey: req.ip ?? 'unknown',
    host: req.host || null,
    origin: req.host ? `${req.protocol}://${req.host}` : null,
    // Secure in production when the browser came over https (behind TRUST_PROXY): a self-hosted
    // install reached as http://<LAN address> must still be able to sign in.
    cookies: req.res ? sessionCookieWriter(req.res, deps.config.NODE_ENV === 'production' && req.secure) : null,
  });
  const usage = usageMarkOf(req.res);
  if (usage) context.usage = usage;
  contexts.set(req, context);
  return context;
}

const contexts = new WeakMap<Request, GatewayContext>();
