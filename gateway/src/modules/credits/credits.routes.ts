import { credits, MINIMUM_BALANCE_FOR_CREATION } from '@avatarium/contracts';
import type { Logger } from '@avatarium/platform';
import { Router } from 'express';
import type { GatewayDeps } from '../../http/context.js';
import { requestContext } from '../../http/request-context.js';
import { restHandler } from '../../http/rest-handler.js';
import { requireUser } from '../shared/require-user.js';

/** GET /api/user/credit-balance with the spec's shape; a failed check reads as balance 0 (spec 000 section 8). */
export function creditsRoutes(deps: GatewayDeps, logger: Logger): Router {
  const router = Router();
  router.get(
    '/user/credit-balance',
    restHandler(
      logger,
      async (req, res) => {
        const { user } = requireUser(await requestContext(deps, req));
        const balance = await deps.bus.request(credits.getBalance, { userId: user.id });
        res.json({
          success: true,
          balance: balance.balance,
          hasMinimumBalance: balance.hasMinimumBalance,
          minimumRequired: balance.minimumRequired,
          error: null,
        });
      },
      {
        failureBody: (error) => ({
          success: false,
          balance: 0,
          hasMinimumBalance: false,
          minimumRequired: MINIMUM_BALANCE_FOR_CREATION,
          error: error.code === 'UNAUTHENTICATED' ? 'Unauthorized' : 'Failed to check credit balance',
        }),
      },
    ),
  );
  return router;
}
