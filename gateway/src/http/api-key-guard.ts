import type { NextFunction, Request, Response } from 'express';
import { AppError } from '@avatarium/platform';
import type { GatewayDeps } from './context.js';
import { accessOfRoute, accessRefusal } from '../api-keys/api-key-access.js';
import type { RateWindow } from './api-key-rate-limit.js';
import { countKeyRequest } from './api-key-usage.js';
import { bearerOf } from './bearer-token.js';
import { resolveApiKey } from './resolve-api-key.js';

const TOO_MANY = 'Too many requests with this API key. Please wait and try again.';

function setRateHeaders(res: Response, window: RateWindow): void {
  res.setHeader('RateLimit-Limit', String(window.limit));
  res.setHeader('RateLimit-Remaining', String(window.remaining));
  res.setHeader('RateLimit-Reset', String(window.resetSeconds));
}

/**
 * The front door for `Authorization: Bearer av_live_…` on `/api` (face 'rest') and `/graphql`
 * (face 'graphql'): the key must be valid, within its per-minute budget and, on `/api`, hold
 * the scope of the route (the one table in api-key-access.ts; GraphQL operations are checked
 * once parsed, see api-key-operations.ts), and is counted in the key's usage. Requests without
 * a bearer pass untouched.
 */
export function apiKeyGuard(deps: GatewayDeps, face: 'rest' | 'graphql') {
  const refuse = (res: Response, status: number, message: string, code: string) => {
    if (face === 'graphql') res.status(status).json({ errors: [{ message, extensions: { code } }] });
    else res.status(status).json({ success: false, error: message, code });
  };
  return async (req: Request, res: Response, next: NextFunction) => {
    const token = bearerOf(req.headers.authorization);
    if (token === undefined) return next();
    try {
      const resolved = await resolveApiKey(deps, token);
      // Counted in the key's usage from here on, refusals and 429s included.
      countKeyRequest(deps, req, res, resolved.apiKey.id, () => {
        const window = deps.apiKeyRateLimit.take(resolved.apiKey.id, resolved.rateLimit);
        setRateHeaders(res, window);
        if (!window.allowed) {
          res.setHeader('Retry-After', String(window.resetSeconds));
          return refuse(res, 429, TOO_MANY, 'RATE_LIMITED');
        }
        if (face === 'rest') {
          const what = `${req.method} /api${req.path}`;
          const refusal = accessRefusal(accessOfRoute(req.method, `/api${req.path}`), resolved.apiKey.scopes, what);
          if (refusal) return refuse(res, 403, refusal.message, 'FORBIDDEN');
        }
        next();
      });
    } catch (error) {
      if (error instanceof AppError && error.code === 'UNAUTHENTICATED') {
        res.setHeader('WWW-Authenticate', 'Bearer');
        return refuse(res, 401, error.message, 'UNAUTHENTICATED');
      }
      next(error);
    }
  };
}
