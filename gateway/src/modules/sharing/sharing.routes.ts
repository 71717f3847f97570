import type { Logger } from '@avatarium/platform';
import { Router, type Request } from 'express';
import type { GatewayDeps } from '../../http/context.js';
import { requestContext } from '../../http/request-context.js';
import { restHandler } from '../../http/rest-handler.js';
import { refusalError } from '../shared/refusal.js';
import { shareLink } from './use-cases/share-link.js';
import { viewerLink } from './use-cases/viewer-link.js';
import type { LinkCaller } from './use-cases/share-link.js';

/** POST /api/viewer/generate-share-url and /api/viewer/generate-url (the web app falls back to a plain viewer link on failure). */
export function sharingRoutes(deps: GatewayDeps, logger: Logger): Router {
  const router = Router();
  const caller = async (req: Request): Promise<LinkCaller> => {
    const context = await requestContext(deps, req);
    return { userId: context.user?.id ?? null, origin: context.origin };
  };

  router.post(
    '/viewer/generate-share-url',
    restHandler(logger, async (req, res) => {
      const result = await shareLink(deps, await caller(req), req.body);
      if (!result.ok) throw refusalError(result.error);
      res.json({ success: true, shareUrl: result.shareUrl, anonymous: result.anonymous });
    }),
  );

  router.post(
    '/viewer/generate-url',
    restHandler(logger, async (req, res) => {
      const result = await viewerLink(deps, await caller(req), req.body);
      if (!result.ok) throw refusalError(result.error);
      res.json({ success: true, viewerUrl: result.viewerUrl });
    }),
  );

  return router;
}
