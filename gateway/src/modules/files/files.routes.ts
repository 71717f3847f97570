import { pipeline } from 'node:stream/promises';
import { LocalStorage, LOCAL_FILES_ROUTE } from '@avatarium/platform';
import { Router } from 'express';
import type { GatewayDeps } from '../../context.js';

/** Serves local-storage files behind their signed, expiring URLs (S3 serves its own). */
export function filesRoutes(deps: GatewayDeps): Router {
  const router = Router();
  const storage = deps.storage;
  if (!(storage instanceof LocalStorage)) return router;
  router.get(`${LOCAL_FILES_ROUTE}/*key`, async (req, res) => {
    const key = ([] as string[]).concat((req.params as { key: string | string[] }).key).join('/');
    const expires = Number(req.query.expires);
    const signature = typeof req.query.signature === 'string' ? req.query.signature : '';
    if (!storage.verify(key, expires, signature)) {
      res.status(403).json({ success: false, error: 'This link has expired or is not valid.' });
      return;
    }
    const object = await storage.stat(key);
    if (!object) {
      res.status(404).json({ success: false, error: 'File not found.' });
      return;
    }
    res.setHeader('Content-Type', object.contentType);
    res.setHeader('Content-Length', String(object.size));
    res.setHeader('Cache-Control', 'private, max-age=300');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    // pipeline closes the file when the browser aborts (video players do) and never lets a read
    // error escape as an unhandled stream error.
    await pipeline((await storage.get(key)).body, res).catch(() => undefined);
  });
  return router;
}
