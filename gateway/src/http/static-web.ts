import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { Router } from 'express';

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
