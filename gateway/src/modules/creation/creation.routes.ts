import { httpStatusOf, toAppError, type Logger } from '@avatarium/platform';
import { Router } from 'express';
import type { GatewayDeps } from '../../http/context.js';
import { requestContext } from '../../http/request-context.js';
import { restHandler } from '../../http/rest-handler.js';
import { signedInCaller } from '../shared/caller.js';
import { createAgentCommandOf, markFaceCommandOf } from './rest-commands.js';
import { createAgent, refusedAt } from './use-cases/create-agent.js';
import { markFace } from './use-cases/mark-face.js';

/** POST /api/generate-agent and /api/continue-generation: the REST twins of createAgent and markFace. */
export function creationRoutes(deps: GatewayDeps, logger: Logger): Router {
  const router = Router();

  router.post(
    '/generate-agent',
    restHandler(logger, async (req, res) => {
      const context = await requestContext(deps, req);
      const caller = { ownerId: signedInCaller(context), host: context.host };
      const command = createAgentCommandOf(req.body);
      const started = await createAgent(deps, caller, command).catch((error: unknown) => {
        const failure = toAppError(error);
        // A refused input answers as every route does (restHandler), like the body's own refusals above.
        if (refusedAt(failure) === 'INPUT') throw failure;
        // Media refusing (credits, GPU host) is expected; media or NATS failing is not.
        if (failure.code === 'INTERNAL' || failure.code === 'UNAVAILABLE') logger.warn('generation start failed', { error });
        return failure;
      });
      if (!(started instanceof Error)) {
        res.json({ success: true, agentId: started.agentId, error: null, details: null });
        return;
      }
      // Spec 000 section 8: a refused (or failed) start reads 'Insufficient credits' or 'Failed to generate agent'.
      const error = started.code === 'INSUFFICIENT_CREDITS' ? 'Insufficient credits' : 'Failed to generate agent';
      res.status(httpStatusOf[started.code]).json({ success: false, error, details: started.message });
    }),
  );

  router.post(
    '/continue-generation',
    restHandler(logger, async (req, res) => {
      await markFace(deps, signedInCaller(await requestContext(deps, req)), markFaceCommandOf(req.body));
      res.json({ success: true });
    }),
  );

  return router;
}
