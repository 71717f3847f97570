import { media } from '@avatarium/contracts';
import { httpStatusOf, toAppError, type Logger } from '@avatarium/platform';
import { Router } from 'express';
import type { GatewayDeps } from '../../http/context.js';
import { requestContext } from '../../http/request-context.js';
import { RateLimiter } from '../../http/rate-limiter.js';
import { restHandler } from '../../http/rest-handler.js';
import { requireUser } from '../shared/require-user.js';

// Direct GPU function calls one user may make per minute (per gateway).
const GPU_CALLS_PER_MINUTE = 30;

// The media service waits up to 5 minutes for the GPU host; a little longer here, so its answer arrives.
const CALL_TIMEOUT_MS = 310_000;

/** POST /api/cerebrium/{name}: one GPU host function, called by the media service for a signed-in user. */
export function gpuRoutes(deps: GatewayDeps, logger: Logger): Router {
  const router = Router();
  const limiter = new RateLimiter(GPU_CALLS_PER_MINUTE);

  router.post(
    '/cerebrium/:name',
    restHandler(logger, async (req, res) => {
      const { user } = requireUser(await requestContext(deps, req));
      // The GPU host runs on the deployment's token and bill: a per-user ceiling on direct calls.
      limiter.consume(`gpu:${user.id}`);
      const name = String(req.params.name);
      if (!media.GpuFunctionName.safeParse(name).success) {
        res.status(400).json({
          success: false,
          error: 'Invalid function name',
          details: 'A function name has 1 to 64 lowercase letters, digits or dashes.',
        });
        return;
      }
      const result = await deps.bus
        .request(media.callGpuFunction, { ownerId: user.id, name, payload: req.body }, { timeoutMs: CALL_TIMEOUT_MS })
        .catch((error: unknown) => {
          // The media service not answering is a failed call too, in the same shape.
          const failure = toAppError(error);
          return { ok: false as const, status: httpStatusOf[failure.code], details: failure.message };
        });
      if (!result.ok) {
        res.status(result.status).json({ success: false, error: `Failed to call ${name}`, details: result.details });
        return;
      }
      const body = result.body;
      res.json(
        body && typeof body === 'object' && !Array.isArray(body) ? { success: true, ...body } : { success: true, data: body },
      );
    }),
  );

  return router;
}
