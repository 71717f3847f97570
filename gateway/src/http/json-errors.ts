import type { ErrorRequestHandler, NextFunction, Request, Response } from 'express';
import { AppError, httpStatusOf, toAppError, type Logger } from '@avatarium/platform';

/** Body-parser failures by their `type`: the client's mistake, with the status and text to answer. */
const bodyErrors: Record<string, { status: number; message: string }> = {
  'entity.parse.failed': { status: 400, message: 'The request body is not valid JSON.' },
  'entity.too.large': { status: 413, message: 'The request body is too large.' },
  'charset.unsupported': { status: 415, message: 'The request body charset is not supported.' },
  'encoding.unsupported': { status: 415, message: 'The request body content-encoding is not supported.' },
  'request.size.invalid': { status: 400, message: 'The request body is shorter or longer than its Content-Length.' },
  'request.aborted': { status: 400, message: 'The request was aborted.' },
  'entity.verify.failed': { status: 400, message: 'The request body could not be read.' },
};

const BAD_PATH = 'The request path is not valid.';

/** A 4xx from the HTTP plumbing (http-errors: body-parser, the router's param decoding). */
function clientStatus(error: unknown): number | undefined {
  const status = (error as { status?: unknown; statusCode?: unknown }).status ?? (error as { statusCode?: unknown }).statusCode;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : undefined;
}

/**
 * First middleware: a path whose `%` escapes do not decode is refused before any route or the
 * static files try to decode it (the router would throw a URIError deep inside).
 */
export function malformedPathGuard() {
  return (req: Request, res: Response, next: NextFunction) => {
    try {
      decodeURIComponent(req.path);
    } catch {
      res.status(400).json({ success: false, error: BAD_PATH, code: 'BAD_INPUT' });
      return;
    }
    next();
  };
}

/**
 * The last error handler: whatever escapes a route answers JSON in the REST shape, never
 * Express's HTML page or a stack trace. Client mistakes (bad body, charset, encoding, gzip,
 * path escapes) keep their 4xx status and are not logged as server errors.
 */
export function jsonErrors(logger: Logger): ErrorRequestHandler {
  return (error: unknown, req, res, next) => {
    if (res.headersSent) return next(error);
    const known = bodyErrors[(error as { type?: string }).type ?? ''];
    if (known) {
      res.status(known.status).json({ success: false, error: known.message, code: 'BAD_INPUT' });
      return;
    }
    if (error instanceof URIError) {
      res.status(400).json({ success: false, error: BAD_PATH, code: 'BAD_INPUT' });
      return;
    }
    const status = clientStatus(error);
    if (status !== undefined && !(error instanceof AppError)) {
      // e.g. a gzip body that does not inflate: body-parser wraps the zlib error in a 400.
      res.status(status).json({ success: false, error: 'The request could not be read.', code: 'BAD_INPUT' });
      return;
    }
    const appError = toAppError(error);
    if (appError.code === 'INTERNAL') logger.error('unhandled request error', { path: req.path, error });
    res.status(httpStatusOf[appError.code]).json({ success: false, error: appError.message, code: appError.code });
  };
}
