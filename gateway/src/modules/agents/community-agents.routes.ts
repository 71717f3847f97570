import { AgentCategory, catalog } from '@avatarium/contracts';
import type { Logger } from '@avatarium/platform';
import { Router } from 'express';
import { z } from 'zod';
import type { GatewayDeps } from '../../context.js';
import { toRestAgent } from './agent-view.js';

const CommunityQuery = z.object({
  type: z.literal('community', { error: 'Only type=community can be listed.' }),
  category: AgentCategory.optional(),
  sortBy: z.enum(['trending', 'popularity']).optional(),
  search: z.string().trim().max(100).optional(),
});

/** GET /api/agents?type=community: public, ready agents for everyone, signed in or not. */
export function communityAgentsRoutes(deps: GatewayDeps, logger: Logger): Router {
  const router = Router();
  router.get('/agents', async (req, res) => {
    const query = CommunityQuery.safeParse(req.query);
    if (!query.success) {
      res.status(400).json({ success: false, agents: [], error: query.error.issues[0]?.message ?? 'Invalid query' });
      return;
    }
    try {
      const agents = await deps.bus.request(catalog.listCommunityAgents, {
        ...query.data,
        search: query.data.search || undefined,
      });
      res.json({
        success: true,
        agents: await Promise.all(agents.map((agent) => toRestAgent(agent, deps.storage))),
        error: null,
      });
    } catch (error) {
      logger.warn('community listing failed', { error });
      res.status(503).json({ success: false, agents: [], error: 'Failed to fetch community agents' });
    }
  });
  return router;
}
