import type { NextFunction, Request, Response } from 'express';
import { AppError, httpStatusOf, toAppError, type Logger } from '@avatarium/platform';
import { retryAfterOf } from './rate-limiter.js';

export interface RestHandlerOptions {
  /**
   * The JSON body of a failure, for paths whose spec gives failures a shape of their own
   * (e.g. balance 0 on a failed credit check). The status still comes from `httpStatusOf`.
   */
  failureBody?: (error: AppError) => Record<string, unknown>;
}

const standardBody = (error: AppError) => ({ success: false, error: error.message, code: error.code });

/**
 * The standard failure body, with the spec's default text (002 section 8, e.g. 'Failed to
 * delete agent') instead of a generic one when the failure is unexpected.
 */
export const failureWithDefault = (fallback: string) => (error: AppError) => ({
  ...standardBody(error),
  error: error.code === 'INTERNAL' ? fallback : error.message,
});

/** Wraps a REST handler: thrown errors become `{ success: false, error, code }` (or the path's own shape) with the mapped status. */
export function restHandler(
  logger: Logger,
  handler: (req: Request, res: Response) => Promise<void>,
  options: RestHandlerOptions = {},
) {
  const body = options.failureBody ?? standardBody;
  return (req: Request, res: Response, next: NextFunction) => {
    handler(req, res).catch((error: unknown) => {
      const appError = toAppError(error);
      if (appError.code === 'INTERNAL') logger.error('request failed', { path: req.path, error });
      if (appError.code === 'UNAVAILABLE') logger.warn('request failed', { path: req.path, error });
      if (res.headersSent) return next(error);
      const retryAfter = retryAfterOf(appError);
      if (retryAfter !== undefined) res.setHeader('Retry-After', String(retryAfter));
      res.status(httpStatusOf[appError.code]).json(body(appError));
    });
  };
}
