import type { NextFunction, Request, Response } from 'express';
import { httpStatusOf, toAppError, type Logger } from '@avatarium/platform';

/** Wraps a REST handler: thrown errors become `{ success: false, error, code }` with the mapped status. */
export function restHandler(logger: Logger, handler: (req: Request, res: Response) => Promise<void>) {
  return (req: Request, res: Response, next: NextFunction) => {
    handler(req, res).catch((error: unknown) => {
      const appError = toAppError(error);
      if (appError.code === 'INTERNAL') logger.error('request failed', { path: req.path, error });
      if (res.headersSent) return next(error);
      res.status(httpStatusOf[appError.code]).json({ success: false, error: appError.message, code: appError.code });
    });
  };
}
