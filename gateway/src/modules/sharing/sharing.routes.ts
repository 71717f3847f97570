import type { Logger } from '@avatarium/platform';
import { Router, type Request } from 'express';
import type { GatewayDeps } from '../../http/context.js';
import { requestContext } from '../../http/request-context.js';
import { restHandler } from '../../http/rest-handler.js';
import { linkCaller, shareLink } from './use-cases/share-link.js';
import { viewerLink } from './use-cases/viewer-link.js';

/** POST /api/viewer/generate-share-url and /api/viewer/generate-url (the web app falls back to a plain viewer link on failure). */
export function sharingRoutes(deps: GatewayDeps, logger: Logger): Router {
  const router = Router();
  const caller = async (req: Request) => linkCaller(await requestContext(deps, req));

  router.post(
    '/viewer/generate-share-url',
    restHandler(logger, async (req, res) => {
      const { shareUrl, anonymous } = await shareLink(deps, await caller(req), req.body);
      res.json({ success: true, shareUrl, anonymous });
    }),
  );

  router.post(
    '/viewer/generate-url',
    restHandler(logger, async (req, res) => {
      const { viewerUrl } = await viewerLink(deps, await caller(req), req.body);
      res.json({ success: true, viewerUrl });
    }),
  );

  return router;
}
