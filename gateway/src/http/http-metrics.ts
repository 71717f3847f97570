import { counter, histogram, mayScrape, renderMetrics, secondsSince, type Logger } from '@avatarium/platform';
import type { Request, RequestHandler } from 'express';

const requestSeconds = histogram(
  'avatarium_http_request_duration_seconds',
  'HTTP requests answered by the gateway: time to the last byte, by method, route pattern and status class.',
  ['method', 'route', 'status'],
);
const uploadBytes = counter(
  'avatarium_http_request_body_bytes_total',
  'Request body bytes announced by Content-Length (uploads included), by route pattern.',
  ['route'],
);

/** The matched route's pattern (bounded), never the raw path with its ids. */
function routeOf(req: Request): string {
  const pattern = (req.route as { path?: unknown } | undefined)?.path;
  if (typeof pattern === 'string') return `${req.baseUrl}${pattern}`;
  if (req.originalUrl.startsWith('/api/') || req.originalUrl === '/api') return '/api/(unmatched)';
  if (req.originalUrl.startsWith('/graphql')) return '/graphql';
  return '(web)';
}

/** Times every request; recorded when the response is finished (or the client went away). */
export function httpMetrics(): RequestHandler {
  return (req, res, next) => {
    const startedAt = performance.now();
    let done = false;
    const record = () => {
      if (done) return;
      done = true;
      const route = routeOf(req);
      const status = res.headersSent ? `${Math.floor(res.statusCode / 100)}xx` : 'aborted';
      requestSeconds.observe({ method: req.method, route, status }, secondsSince(startedAt));
      const length = Number(req.headers['content-length']);
      if (Number.isFinite(length) && length > 0) uploadBytes.inc({ route }, length);
    };
    res.once('finish', record);
    res.once('close', record);
    next();
  };
}

/**
 * `GET /metrics` on the gateway's own port: with `Authorization: Bearer METRICS_TOKEN` when
 * the token is set, else from loopback only (and never for a proxied request). Anyone else
 * gets the same 404 as any unknown path, so the endpoint is not advertised.
 */
export function metricsRoute(token: string | undefined, logger: Logger): RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'GET' || req.path !== '/metrics') return next();
    if (!mayScrape(req, { token })) return next();
    renderMetrics().then(
      ({ contentType, body }) => res.status(200).type(contentType).send(body),
      (error: unknown) => {
        logger.warn('metrics scrape failed', { error });
        res.status(500).type('text/plain').send('Metrics unavailable\n');
      },
    );
  };
}
