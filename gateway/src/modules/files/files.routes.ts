import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { attachmentDisposition, LocalStorage, LOCAL_FILES_ROUTE } from '@avatarium/platform';
import { Router, type Response } from 'express';
import type { GatewayDeps } from '../../http/context.js';

/**
 * Shown in the page: images, audio and video. Everything else (a PDF, HTML saved as .csv, SVG,
 * which can carry script) is a download, so a user's file never runs as our origin's page.
 */
const INLINE = /^(image\/(?!svg)|audio\/|video\/)/i;

const notFound = (res: Response) => void res.status(404).json({ success: false, error: 'File not found.' });

class TooLarge extends Error {}

/** The request body, failing once it passes `maxBytes` (a missing or false Content-Length cannot get past). */
function capped(body: AsyncIterable<Buffer>, maxBytes: number): Readable {
  return Readable.from(
    (async function* () {
      let total = 0;
      for await (const chunk of body) {
        total += chunk.length;
        if (total > maxBytes) throw new TooLarge();
        yield chunk;
      }
    })(),
  );
}

/** Serves local-storage files behind their signed, expiring URLs (S3 serves its own). */
export function filesRoutes(deps: GatewayDeps): Router {
  const router = Router();
  const storage = deps.storage;
  if (storage instanceof LocalStorage) {
    router.get(`${LOCAL_FILES_ROUTE}/*key`, async (req, res) => {
      const key = ([] as string[]).concat((req.params as { key: string | string[] }).key).join('/');
      const expires = Number(req.query.expires);
      const signature = typeof req.query.signature === 'string' ? req.query.signature : '';
      // A link signed with a download name (the model's '{name}-model.imx') saves under it.
      const downloadName = typeof req.query.download === 'string' && req.query.download ? req.query.download : null;
      if (!storage.verify(key, expires, signature, Date.now(), downloadName)) {
        res.status(403).json({ success: false, error: 'This link has expired or is not valid.' });
        return;
      }
      const object = await storage.stat(key);
      if (!object) return notFound(res);
      if (downloadName) res.setHeader('Content-Disposition', attachmentDisposition(downloadName));
      else if (!INLINE.test(object.contentType)) res.attachment(path.posix.basename(key));
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
  if (storage instanceof LocalStorage) {
    // Local storage's answer to a presigned upload (a collection's heroshot video): the signature
    // binds key, expiry, size cap and content type; the file is written only if it fits.
    router.put(`${LOCAL_FILES_ROUTE}/*key`, async (req, res) => {
      const key = ([] as string[]).concat((req.params as { key: string | string[] }).key).join('/');
      const contentType = req.get('content-type') ?? '';
      const expires = Number(req.query.expires);
      const maxBytes = Number(req.query.max);
      const signature = typeof req.query.signature === 'string' ? req.query.signature : '';
      if (!storage.verifyUpload(key, expires, maxBytes, contentType, signature)) {
        res.status(403).json({ success: false, error: 'This upload link has expired or is not valid.' });
        return;
      }
      if (Number(req.get('content-length') ?? 0) > maxBytes) {
        res.status(413).json({ success: false, error: 'The file is larger than this upload allows.' });
        return;
      }
      try {
        const stored = await storage.put(key, capped(req, maxBytes), contentType);
        res.json({ success: true, size: stored.size });
      } catch (error) {
        await storage.delete(key).catch(() => undefined);
        const tooLarge = error instanceof TooLarge;
        res
          .status(tooLarge ? 413 : 500)
          .json({ success: false, error: tooLarge ? 'The file is larger than this upload allows.' : 'Upload failed.' });
      }
    });
  }
  // Anything else under /files (no key, another method, S3 storage) is a JSON 404, not a page.
  router.use(LOCAL_FILES_ROUTE, (_req, res) => notFound(res));
  return router;
}
