import type { IncomingHttpHeaders } from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import { readCookie, SESSION_COOKIE } from './session-cookie.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A cookie-authenticated request is refused when its Origin is another site's. Clients that
 * send no Origin (curl, servers, API keys) are not browsers riding a cookie and pass.
 */
export function isForeignOrigin(headers: IncomingHttpHeaders, allowedOrigins: readonly string[]): boolean {
  const origin = headers.origin;
  if (!origin || !readCookie(headers.cookie, SESSION_COOKIE)) return false;
  if (origin === 'null') return true;
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    return true;
  }
  const forwardedHost = headers['x-forwarded-host'];
  const hosts = [headers.host, Array.isArray(forwardedHost) ? forwardedHost[0] : forwardedHost];
  return !hosts.includes(originHost) && !allowedOrigins.includes(origin);
}

export function csrfGuard(allowedOrigins: readonly string[]) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (SAFE_METHODS.has(req.method) || !isForeignOrigin(req.headers, allowedOrigins)) return next();
    res.status(403).json({ success: false, error: 'Cross-site request refused.', code: 'FORBIDDEN' });
  };
}
