import { currentAttribution, runAttributed, type Attribution } from '@avatarium/platform';
import type { Request, RequestHandler, Response } from 'express';
import type { GatewayDeps } from './context.js';
import { routeKeyOf } from '../api-keys/api-key-access.js';
import type { KeyUsageMark } from './key-usage-mark.js';

const MARK = Symbol('api key usage');
const ATTRIBUTION = Symbol('api key attribution');
type Marked = Response & { [MARK]?: KeyUsageMark; [ATTRIBUTION]?: Attribution };

export const usageMarkOf = (res: Response | undefined): KeyUsageMark | undefined => (res as Marked | undefined)?.[MARK];

/** `GET /api/agents/:id`: the matched route's pattern, else the access table's, never the raw path. */
function restLabel(req: Request): string {
  const pattern = (req.route as { path?: unknown } | undefined)?.path;
  if (typeof pattern === 'string') return `${req.method} ${req.baseUrl}${pattern}`;
  const path = `${req.baseUrl}${req.path}`;
  return routeKeyOf(req.method, path) ?? `${req.method} ${req.baseUrl === '/graphql' ? '/graphql' : '/api/(unmatched)'}`;
}

/**
 * Counts a bearer request in its key's usage when the answer is done (refusals and 429s
 * included): its label, whether it failed (status ≥ 400, GraphQL errors, or the client went
 * away) and its time from here. The rest of the request runs attributed to the key, so a
 * service that debits credits while answering it names the key.
 */
export function countKeyRequest(deps: GatewayDeps, req: Request, res: Response, keyId: string, next: () => void): void {
  const startedAt = performance.now();
  const mark: KeyUsageMark = {};
  const attribution = { apiKeyId: keyId };
  (res as Marked)[MARK] = mark;
  (res as Marked)[ATTRIBUTION] = attribution;
  let done = false;
  const record = () => {
    if (done) return;
    done = true;
    deps.apiKeyUsage.record({
      keyId,
      label: mark.label ?? restLabel(req),
      failed: mark.failed === true || res.statusCode >= 400 || !res.writableFinished,
      latencyMs: performance.now() - startedAt,
    });
  };
  res.once('finish', record);
  res.once('close', record);
  runAttributed(attribution, next);
}

/** Body parsers call next() outside the request's async context: mounted after them, this restores the key's attribution. */
export function continueAttribution(): RequestHandler {
  return (_req, res, next) => {
    const attribution = (res as Marked)[ATTRIBUTION];
    if (attribution && !currentAttribution()) runAttributed(attribution, next);
    else next();
  };
}
