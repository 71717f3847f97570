import type { Logger } from '@avatarium/platform';
import { Router } from 'express';
import type { GatewayDeps } from '../../http/context.js';
import { requestContext } from '../../http/request-context.js';
import { restHandler } from '../../http/rest-handler.js';
import { getOperatorStatus, watchGatewayStatus } from './use-cases/get-operator-status.js';

/** GET /api/operator/status: the REST twin of Query.operatorStatus (operators only). */
export function operatorRoutes(deps: GatewayDeps, logger: Logger): Router {
  watchGatewayStatus(deps.bus);
  const router = Router();
  router.get(
    '/operator/status',
    restHandler(logger, async (req, res) => {
      const { user } = await requestContext(deps, req);
      res.json({ success: true, ...(await getOperatorStatus(deps, user)) });
    }),
  );
  return router;
}
