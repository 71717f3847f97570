import { parseTraceparent, runInSpan, startSpan, type SpanContext } from '@avatarium/platform';
import type { Request, RequestHandler, Response } from 'express';

const SPAN = Symbol('trace span');
type Traced = Response & { [SPAN]?: SpanContext };

/** The matched route's pattern, known once routing is done (never the raw path with its ids). */
const routeOf = (req: Request) => {
  const pattern = (req.route as { path?: unknown } | undefined)?.path;
  return typeof pattern === 'string' ? `${req.baseUrl}${pattern}` : req.baseUrl || req.path.split('/').slice(0, 2).join('/');
};

/**
 * With tracing on, every request is a server span (continuing a caller's `traceparent`), and
 * the NATS requests made while answering it are its children: one creation or one turn reads
 * as one trace from the gateway through the services. Off, this only calls next().
 */
export function traceRequests(): RequestHandler {
  return (req, res, next) => {
    const span = startSpan('gateway', req.method, {
      kind: 'server',
      parent: parseTraceparent(req.headers.traceparent as string | undefined) ?? null,
      attributes: { 'http.request.method': req.method },
    });
    if (!span) return next();
    (res as Traced)[SPAN] = span.context;
    const end = () => {
      const route = routeOf(req);
      span.span.rename(`${req.method} ${route}`);
      span.span.setAttribute('http.route', route);
      span.span.setAttribute('http.response.status_code', res.statusCode);
      span.end(res.statusCode >= 500 ? `HTTP ${res.statusCode}` : undefined);
    };
    res.once('finish', end);
    res.once('close', end);
    runInSpan(span.context, next);
  };
}

/**
 * Body parsers call next() from the request stream's events, outside the span's async context:
 * mounted right after them, this puts the request back into its span.
 */
export function continueTrace(): RequestHandler {
  return (_req, res, next) => {
    const span = (res as Traced)[SPAN];
    if (span) runInSpan(span, next);
    else next();
  };
}
