import { createHash } from 'node:crypto';
import { Router } from 'express';
import type { GatewayModule } from '../gateway-module.js';
import { buildOpenApiDocument } from './openapi-document.js';

/** How long a browser or a cache may keep the document: it changes only with a deployment. */
const MAX_AGE_SECONDS = 300;

/** The document's version: the gateway's, so a client can tell deployments apart. */
const VERSION = '1.0.0';

/** GET /api/openapi.json: the OpenAPI 3.1 document of every /api route, public and cacheable. */
export function apiDocsRoutes(modules: () => readonly GatewayModule[]): Router {
  const router = Router();
  // Built on the first request, when the module list is complete; it never changes while running.
  let cached: { body: string; etag: string } | undefined;
  router.get('/openapi.json', (req, res) => {
    if (!cached) {
      const body = JSON.stringify(buildOpenApiDocument(modules(), VERSION));
      cached = { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` };
    }
    res.setHeader('Cache-Control', `public, max-age=${MAX_AGE_SECONDS}`);
    res.setHeader('ETag', cached.etag);
    if (req.get('if-none-match') === cached.etag) {
      res.status(304).end();
      return;
    }
    res.type('application/json').send(cached.body);
  });
  return router;
}
