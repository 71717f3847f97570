import type { ErrorRequestHandler } from 'express';
import { httpStatusOf, toAppError, type Logger } from '@avatarium/platform';

/**
 * The last error handler: whatever escapes a route answers JSON in the REST shape, never
 * Express's HTML page or a stack trace. Body-parser failures keep their own status.
 */
export function jsonErrors(logger: Logger): ErrorRequestHandler {
  return (error: unknown, req, res, next) => {
    if (res.headersSent) return next(error);
    const type = (error as { type?: string }).type;
    if (type === 'entity.parse.failed') {
      res.status(400).json({ success: false, error: 'The request body is not valid JSON.', code: 'BAD_INPUT' });
      return;
    }
    if (type === 'entity.too.large') {
      res.status(413).json({ success: false, error: 'The request body is too large.', code: 'BAD_INPUT' });
      return;
    }
    const appError = toAppError(error);
    if (appError.code === 'INTERNAL') logger.error('unhandled request error', { path: req.path, error });
    res.status(httpStatusOf[appError.code]).json({ success: false, error: appError.message, code: appError.code });
  };
}
