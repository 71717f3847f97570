import type { Logger } from '@avatarium/platform';
import { Router } from 'express';
import type { GatewayDeps } from '../../http/context.js';
import { requestContext } from '../../http/request-context.js';
import { failureWithDefault, restHandler } from '../../http/rest-handler.js';
import { getDynamics, setDynamics } from './use-cases/dynamics-settings.js';
import { generateMovements, regenerateMovements } from './use-cases/generate-movements.js';
import { optionalCaller } from '../shared/caller.js';

/** The dynamics calls (spec 003 section 7), each the twin of a GraphQL field. */
export function dynamicsRoutes(deps: GatewayDeps, logger: Logger): Router {
  const router = Router();

  router.get(
    '/agents/:id/dynamics',
    restHandler(
      logger,
      async (req, res) => {
        const context = await requestContext(deps, req);
        const { dynamics } = await getDynamics(deps, optionalCaller(context), req.params.id);
        res.json({ success: true, dynamics });
      },
      { failureBody: failureWithDefault('Failed to load dynamics data') },
    ),
  );

  router.put(
    '/agents/:id/dynamics',
    restHandler(
      logger,
      async (req, res) => {
        const context = await requestContext(deps, req);
        const { dynamics } = await setDynamics(deps, optionalCaller(context), req.params.id, req.body, context.host);
        res.json({ success: true, dynamics, error: null });
      },
      { failureBody: failureWithDefault('Failed to update dynamics') },
    ),
  );

  router.post(
    '/generate-movements',
    restHandler(
      logger,
      async (req, res) => {
        const context = await requestContext(deps, req);
        const { job_id } = await generateMovements(deps, optionalCaller(context), req.body);
        res.json({ success: true, job_id, error: null });
      },
      { failureBody: failureWithDefault('Failed to generate movements') },
    ),
  );

  router.post(
    '/regenerate-movements',
    restHandler(
      logger,
      async (req, res) => {
        const context = await requestContext(deps, req);
        const { fallback_to_async } = await regenerateMovements(deps, optionalCaller(context), req.body);
        res.json({ success: true, fallback_to_async, error: null });
      },
      {
        failureBody: (error) => ({
          ...failureWithDefault('Movements regeneration failed')(error),
          fallback_to_async: false,
        }),
      },
    ),
  );

  return router;
}
