import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { LocalStorage, LOCAL_FILES_ROUTE } from '@avatarium/platform';
import { Router, type Response } from 'express';
import type { GatewayDeps } from '../../context.js';

/**
 * Shown in the page: images, audio and video. Everything else (a PDF, HTML saved as .csv, SVG,
 * which can carry script) is a download, so a user's file never runs as our origin's page.
 */
const INLINE = /^(image\/(?!svg)|audio\/|video\/)/i;

const notFound = (res: Response) => void res.status(404).json({ success: false, error: 'File not found.' });

/** Serves local-storage files behind their signed, expiring URLs (S3 serves its own). */
export function filesRoutes(deps: GatewayDeps): Router {
  const router = Router();
  const storage = deps.storage;
  if (storage instanceof LocalStorage) {
    router.get(`${LOCAL_FILES_ROUTE}/*key`, async (req, res) => {
      const key = ([] as string[]).concat((req.params as { key: string | string[] }).key).join('/');
      const expires = Number(req.query.expires);
      const signature = typeof req.query.signature === 'string' ? req.query.signature : '';
      if (!storage.verify(key, expires, signature)) {
        res.status(403).json({ success: false, error: 'This link has expired or is not valid.' });
        return;
      }
      const object = await storage.stat(key);
      if (!object) return notFound(res);
      if (!INLINE.test(object.contentType)) res.attachment(path.posix.basename(key));
      // After attachment(), which would set a type from the name's extension: the stored (sniffed) type wins.
      res.setHeader('Content-Type', object.contentType);
      res.setHeader('Content-Length', String(object.size));
      res.setHeader('Cache-Control', 'private, max-age=300');
      res.setHeader('X-Content-Type-Options', 'nosniff');
      // pipeline closes the file when the browser aborts (video players do) and never lets a read
      // error escape as an unhandled stream error.
      await pipeline((await storage.get(key)).body, res).catch(() => undefined);
    });
  }
  // Anything else under /files (no key, another method, S3 storage) is a JSON 404, not a page.
  router.use(LOCAL_FILES_ROUTE, (_req, res) => notFound(res));
  return router;
}
