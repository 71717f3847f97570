import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';
import type { NextFunction, Request, Response } from 'express';
import { bearerOf } from './bearer-token.js';
import { readCookie, SESSION_COOKIE } from './session-cookie.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** `scheme://host[:port]` as a browser writes it in Origin (default ports dropped), or null. */
function normalOrigin(text: string): string | null {
  try {
    const origin = new URL(text).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

const firstOf = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value[0] : value)?.split(',')[0]?.trim() || undefined;

/**
 * The origin a request reached us at. X-Forwarded-Proto / -Host count only when the peer is a
 * trusted proxy (TRUST_PROXY, the same rule Express applies to req.protocol and req.host);
 * otherwise anyone could name the foreign site as our own.
 */
export function ownOriginOf(request: IncomingMessage, trustsPeer: (address: string) => boolean): string | null {
  const trusted = trustsPeer(request.socket.remoteAddress ?? '');
  const scheme =
    (trusted && firstOf(request.headers['x-forwarded-proto'])) || ((request.socket as TLSSocket).encrypted ? 'https' : 'http');
  const host = (trusted && firstOf(request.headers['x-forwarded-host'])) || request.headers.host;
  return host ? normalOrigin(`${scheme}://${host}`) : null;
}

/**
 * A cookie-authenticated request is refused when its Origin is another site's: scheme and
 * host both count (http://ours is not https://ours). Clients that send no Origin (curl,
 * servers, API keys) are not browsers riding a cookie and pass.
 */
export function isForeignOrigin(
  headers: IncomingHttpHeaders,
  allowedOrigins: readonly string[],
  ownOrigin: string | null,
): boolean {
  const origin = headers.origin;
  if (!origin || !readCookie(headers.cookie, SESSION_COOKIE)) return false;
  const claimed = normalOrigin(origin);
  if (!claimed) return true;
  if (claimed === ownOrigin) return false;
  return !allowedOrigins.some((allowed) => normalOrigin(allowed) === claimed);
}

export function csrfGuard(allowedOrigins: readonly string[]) {
  return (req: Request, res: Response, next: NextFunction) => {
    // Express resolves protocol and host with the trust proxy setting.
    const ownOrigin = req.host ? normalOrigin(`${req.protocol}://${req.host}`) : null;
    // A bearer request is authenticated by its key alone (the cookie is ignored), and no page
    // of another site can add an Authorization header without our CORS consent.
    if (bearerOf(req.headers.authorization) !== undefined) return next();
    if (SAFE_METHODS.has(req.method) || !isForeignOrigin(req.headers, allowedOrigins, ownOrigin)) return next();
    res.status(403).json({ success: false, error: 'Cross-site request refused.', code: 'FORBIDDEN' });
  };
}
