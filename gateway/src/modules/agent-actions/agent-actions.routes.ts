import type { Logger } from '@avatarium/platform';
import { Router } from 'express';
import type { GatewayDeps } from '../../http/context.js';
import { failureWithDefault, restHandler } from '../../http/rest-handler.js';
import { toRestAgent } from '../shared/agent-view.js';
import { requestCaller } from '../shared/caller.js';
import { cloneAgent } from './use-cases/clone-agent.js';
import { deleteAgent } from './use-cases/delete-agent.js';
import { setCategory } from './use-cases/set-category.js';
import { voteAgent } from './use-cases/vote-agent.js';

/**
 * The REST twins of the agent-action mutations (spec 002 section 7; clone's path is ours,
 * see docs/decisions/galleries-and-sharing.md "Gateway"). Every write is authorized by the
 * catalog against the signed-in caller. PATCH /agents/:id and PUT /agents/:id/sharing, which
 * several modules share, are dispatched in the agent-dispatch module.
 */
export function agentActionsRoutes(deps: GatewayDeps, logger: Logger): Router {
  const router = Router();
  const restAgent = (agent: Parameters<typeof toRestAgent>[0], userId: string | null) => toRestAgent(agent, deps.storage, userId);

  router.post(
    '/agents/:id/vote',
    restHandler(
      logger,
      async (req, res) => {
        const { votes } = await voteAgent(deps, await requestCaller(deps, req), req.params.id);
        res.json({ success: true, votes });
      },
      { failureBody: failureWithDefault('Failed to record your vote') },
    ),
  );

  router.post(
    '/agents/:id/clone',
    restHandler(
      logger,
      async (req, res) => {
        const userId = await requestCaller(deps, req);
        const { agent } = await cloneAgent(deps, userId, req.params.id);
        res.json({ success: true, agent: await restAgent(agent, userId) });
      },
      { failureBody: failureWithDefault('An unexpected error occurred') },
    ),
  );

  router.delete(
    '/agents',
    restHandler(
      logger,
      async (req, res) => {
        await deleteAgent(deps, await requestCaller(deps, req), req.body);
        res.json({ success: true });
      },
      { failureBody: failureWithDefault('Failed to delete agent') },
    ),
  );

  router.patch(
    '/agents/:id/category',
    restHandler(
      logger,
      async (req, res) => {
        const userId = await requestCaller(deps, req);
        const { agent } = await setCategory(deps, userId, req.params.id, req.body);
        res.json({ success: true, category: agent.category, agent: await restAgent(agent, userId) });
      },
      { failureBody: failureWithDefault('Failed to update category') },
    ),
  );

  return router;
}
