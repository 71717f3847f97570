import { httpStatusOf, type Logger } from '@avatarium/platform';
import { Router } from 'express';
import type { GatewayDeps } from '../../context.js';
import { requestContext } from '../../http/request-context.js';
import { restHandler } from '../../http/rest-handler.js';
import { toRestAgent } from './agent-view.js';
import { getAgent } from './use-cases/get-agent.js';
import { getAgentFeatureBlocks } from './use-cases/get-agent-feature-blocks.js';

/** GET /api/agents/{id}: the REST twin of Query.agent. */
export function agentsRoutes(deps: GatewayDeps, logger: Logger): Router {
  const router = Router();
  router.get(
    '/agents/:id',
    restHandler(logger, async (req, res) => {
      const { user } = await requestContext(deps, req);
      const viewerId = user?.id ?? null;
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
  return router;
}
