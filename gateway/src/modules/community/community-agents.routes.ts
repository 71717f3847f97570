import { AppError, type Logger } from '@avatarium/platform';
import { Router } from 'express';
import { z } from 'zod';
import type { GatewayDeps } from '../../http/context.js';
import { restHandler } from '../../http/rest-handler.js';
import { communityVersionFollower } from './community-cache.js';
import { parseCommunityFilters } from './use-cases/list-community-page.js';
import { renderCommunityPage } from './use-cases/render-community-page.js';
import { requestCaller } from '../shared/caller.js';

const ListType = z.object({ type: z.literal('community', { error: 'Only type=community can be listed.' }) });

/** GET /api/agents?type=community: the REST twin of Query.communityAgents, for everyone. */
export function communityAgentsRoutes(deps: GatewayDeps, logger: Logger): Router {
  // Built once at start: this gateway follows the community version from now on.
  communityVersionFollower(deps);
  const router = Router();
  router.get(
    '/agents',
    restHandler(
      logger,
      async (req, res) => {
        const type = ListType.safeParse(req.query);
        if (!type.success) throw new AppError('BAD_INPUT', type.error.issues[0]?.message ?? 'Invalid query');
        const { type: _type, ...query } = req.query;
        const filters = parseCommunityFilters(query);
        const viewerId = await requestCaller(deps, req);
        const page = await renderCommunityPage(deps, filters, viewerId, (etag) => {
          res.setHeader('ETag', etag);
          // Revalidated on every use: a 304 costs no rendering (req.fresh compares If-None-Match).
          res.setHeader('Cache-Control', viewerId === null ? 'no-cache' : 'private, no-cache');
          return req.fresh;
        });
        if (page.body === null) res.status(304).end();
        else res.type('application/json').send(page.body);
      },
      {
        failureBody: (error) => ({
          success: false,
          agents: [],
          error: error.code === 'BAD_INPUT' ? error.message : 'Failed to fetch community agents',
        }),
      },
    ),
  );
  return router;
}
