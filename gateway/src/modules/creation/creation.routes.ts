import type { ErrorCode } from '@avatarium/contracts';
import { httpStatusOf, toAppError, type Logger } from '@avatarium/platform';
import { Router } from 'express';
import type { GatewayDeps } from '../../http/context.js';
import { requestContext } from '../../http/request-context.js';
import { restHandler } from '../../http/rest-handler.js';
import { requireUser } from '../shared/require-user.js';
import { refusal, refusalError } from '../shared/refusal.js';
import { createAgent, type CreateAgentResult } from './use-cases/create-agent.js';
import { markFace } from './use-cases/mark-face.js';

/** Spec 000 section 8: a refused start reads 'Insufficient credits' or 'Failed to generate agent', the reason as details. */
function startFailureBody(failure: { code: ErrorCode; message: string }) {
  const error = failure.code === 'INSUFFICIENT_CREDITS' ? 'Insufficient credits' : 'Failed to generate agent';
  return { success: false, error, details: failure.message };
}

/** POST /api/generate-agent and /api/continue-generation: the REST twins of createAgent and markFace. */
export function creationRoutes(deps: GatewayDeps, logger: Logger): Router {
  const router = Router();

  router.post(
    '/generate-agent',
    restHandler(logger, async (req, res) => {
      const context = await requestContext(deps, req);
      const { user } = requireUser(context);
      const result: CreateAgentResult = await createAgent(deps, { userId: user.id, host: context.host }, req.body).catch(
        (error: unknown) => {
          // Refusals come back as data: what is thrown here is media (or NATS) failing.
          logger.warn('generation start failed', { error });
          const failure = toAppError(error);
          return { ok: false, step: 'start', error: refusal(failure.code, failure.message) };
        },
      );
      if (result.ok) {
        res.json({ success: true, agentId: result.agentId, error: null, details: null });
        return;
      }
      if (result.step === 'input') throw refusalError(result.error);
      res.status(httpStatusOf[result.error.code]).json(startFailureBody(result.error));
    }),
  );

  router.post(
    '/continue-generation',
    restHandler(logger, async (req, res) => {
      const { user } = requireUser(await requestContext(deps, req));
      const result = await markFace(deps, { userId: user.id }, req.body);
      if (!result.ok) throw refusalError(result.error);
      res.json({ success: true });
    }),
  );

  return router;
}
