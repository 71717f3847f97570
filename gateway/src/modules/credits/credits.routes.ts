import { credits, MINIMUM_BALANCE_FOR_CREATION } from '@avatarium/contracts';
import type { Logger } from '@avatarium/platform';
import { Router } from 'express';
import type { GatewayDeps } from '../../context.js';
import { resolveSession } from '../../http/resolve-session.js';
import { restHandler } from '../../http/rest-handler.js';

/** GET /api/user/credit-balance with the spec's shape; a failed check reads as balance 0 (spec 000 section 8). */
export function creditsRoutes(deps: GatewayDeps, logger: Logger): Router {
  const router = Router();
  router.get(
    '/user/credit-balance',
    restHandler(logger, async (req, res) => {
      const { user } = await resolveSession(deps, req.headers.cookie);
      if (!user) {
        res.status(401).json({
          success: false,
          balance: 0,
          hasMinimumBalance: false,
          minimumRequired: MINIMUM_BALANCE_FOR_CREATION,
          error: 'Unauthorized',
        });
        return;
      }
      try {
        const balance = await deps.bus.request(credits.getBalance, { userId: user.id });
        res.json({
          success: true,
          balance: balance.balance,
          hasMinimumBalance: balance.hasMinimumBalance,
          minimumRequired: balance.minimumRequired,
          error: null,
        });
      } catch (error) {
        logger.warn('credit balance check failed', { error });
        res.status(503).json({
          success: false,
          balance: 0,
          hasMinimumBalance: false,
          minimumRequired: MINIMUM_BALANCE_FOR_CREATION,
          error: 'Failed to check credit balance',
        });
      }
    }),
  );
  return router;
}
