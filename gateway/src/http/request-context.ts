import type { Request } from 'express';
import type { GatewayContext, GatewayDeps } from '../context.js';
import type { CookieWriter } from './session-cookie.js';
import { resolveSession } from './resolve-session.js';
import { sessionCookieWriter } from './session-cookie.js';

/** What a context is built from: the parts of an HTTP request or a websocket upgrade that matter. */
export interface ContextSource {
  cookieHeader: string | undefined;
  clientKey: string;
  host: string | null;
  origin: string | null;
  cookies: CookieWriter | null;
}

/** The one way any face (REST, GraphQL over HTTP, websocket) learns who is calling. */
export async function buildContext(deps: GatewayDeps, source: ContextSource): Promise<GatewayContext> {
  return {
    deps,
    ...(await resolveSession(deps, source.cookieHeader)),
    clientKey: source.clientKey,
    host: source.host,
    origin: source.origin,
    cookies: source.cookies,
  };
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
    clientKey: req.ip ?? 'unknown',
    host: req.host || null,
    origin: req.host ? `${req.protocol}://${req.host}` : null,
    // Secure in production when the browser came over https (behind TRUST_PROXY): a self-hosted
    // install reached as http://<LAN address> must still be able to sign in.
    cookies: req.res ? sessionCookieWriter(req.res, deps.config.NODE_ENV === 'production' && req.secure) : null,
  });
  contexts.set(req, context);
  return context;
}

const contexts = new WeakMap<Request, GatewayContext>();
