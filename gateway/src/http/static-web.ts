import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { Router, type NextFunction, type Request, type Response } from 'express';

/** The built web app, with index.html for every other GET so client routes survive a reload. */
export function staticWeb(webDist: string | undefined): Router {
  const router = Router();
  if (!webDist || !existsSync(path.join(webDist, 'index.html'))) {
    router.get('/', (_req, res) => {
      res.type('text/plain').send('The web app is not built. Run `npm run build:web` or `npm start`.');
    });
    return router;
  }
  router.use(express.static(webDist, { index: false, maxAge: '1h' }));
  router.get(/^\/(?!api\/|graphql|files\/).*/, (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(path.join(webDist, 'index.html'));
  });
  return router;
}

/**
 * GET /graphql from a browser's address bar (it asks for HTML, names no query): the web app,
 * which shows GraphiQL there. GraphQL GETs (`?query=`) and clients asking for JSON go on to Apollo.
 */
export function webAppShell(webDist: string | undefined) {
  const index = webDist ? path.join(webDist, 'index.html') : undefined;
  return (req: Request, res: Response, next: NextFunction) => {
    const browser = req.query.query === undefined && req.accepts(['application/json', 'text/html']) === 'text/html';
    if (!browser || !index || !existsSync(index)) return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(index);
  };
}
