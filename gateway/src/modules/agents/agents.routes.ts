import { pipeline } from 'node:stream/promises';
import { httpStatusOf, type Logger } from '@avatarium/platform';
import { Router } from 'express';
import type { GatewayDeps } from '../../http/context.js';
import { restHandler } from '../../http/rest-handler.js';
import { toRestAgent } from '../shared/agent-view.js';
import { getAgent } from './use-cases/get-agent.js';
import { getAgentFeatureBlocks } from './use-cases/get-agent-feature-blocks.js';
import { getAgentPicture } from './use-cases/get-agent-picture.js';
import { requestCaller } from '../shared/caller.js';

/** How long a browser or a cache may keep the picture before asking again (a changed picture shows within this). */
const PICTURE_MAX_AGE_SECONDS = 300;

/** GET /api/agents/{id}: the REST twin of Query.agent; GET /api/agents/{id}/image: its picture at a stable address. */
export function agentsRoutes(deps: GatewayDeps, logger: Logger): Router {
  const router = Router();
  router.get(
    '/agents/:id',
    restHandler(logger, async (req, res) => {
      const viewerId = await requestCaller(deps, req);
      // The owner's or a public agent; anyone else learns nothing, not even that it exists.
      const agent = await getAgent(deps, viewerId, String(req.params.id));
      if (!agent) {
        res.status(httpStatusOf.NOT_FOUND).json({ success: false, error: 'Agent not found' });
        return;
      }
      const [view, blocks] = await Promise.all([
        toRestAgent(agent, deps.storage, viewerId),
        getAgentFeatureBlocks(deps, viewerId, agent),
      ]);
      res.json({ success: true, ...view, ...blocks });
    }),
  );
  router.get(
    '/agents/:id/image',
    restHandler(logger, async (req, res) => {
      const share = typeof req.query.share === 'string' ? req.query.share : null;
      const picture = await getAgentPicture(deps, await requestCaller(deps, req), { id: String(req.params.id), share });
      if (!picture) {
        res.status(httpStatusOf.NOT_FOUND).json({ success: false, error: 'Image not found' });
        return;
      }
      res.setHeader('Cache-Control', `${picture.personal ? 'private' : 'public'}, max-age=${PICTURE_MAX_AGE_SECONDS}`);
      res.setHeader('ETag', picture.etag);
      // Other sites show it (the chat widget's launcher), also those that require CORP of what they embed.
      res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
      // An unchanged picture costs one small answer.
      const known = (req.get('if-none-match') ?? '').split(',').map((tag) => tag.trim().replace(/^W\//, ''));
      if (known.includes(picture.etag)) {
        res.status(304).end();
        return;
      }
      res.setHeader('Content-Type', picture.contentType);
      res.setHeader('Content-Length', String(picture.size));
      // pipeline closes the file when the browser goes away and never lets a read error escape.
      await pipeline(await picture.open(), res).catch(() => undefined);
    }),
  );
  return router;
}
