import { AgentId, catalog, media } from '@avatarium/contracts';
import { AppError, httpStatusOf, toAppError, type Logger } from '@avatarium/platform';
import { Router, type Request } from 'express';
import type { GatewayDeps } from '../../context.js';
import { resolveSession } from '../../http/resolve-session.js';
import { RateLimiter } from '../../http/rate-limiter.js';
import { restHandler } from '../../http/rest-handler.js';
import type { UserEntity } from '../auth/user.js';
import { toRestAgent } from './agent-view.js';
import { callGpuFunction } from './gpu-function-host.js';
import { uploadKeyOf } from './upload-reference.js';
import { ContinueGenerationBody, DEFAULT_PROMPT, GenerateAgentBody, GpuFunctionName, parseBody } from './validation.js';

// Direct GPU function calls one user may make per minute (per gateway).
const GPU_CALLS_PER_MINUTE = 30;

// Creating the agent, debiting credits and queueing the job are quick, but one slow store should not fail it.
const START_TIMEOUT_MS = 15_000;

async function signedInUser(deps: GatewayDeps, req: Request): Promise<UserEntity> {
  const { user } = await resolveSession(deps, req.headers.cookie);
  if (!user) throw new AppError('UNAUTHENTICATED', 'Unauthorized');
  return user;
}

/** Hosts whose absolute URLs may name our files: this gateway as the browser reached it, the web origins, the S3 endpoint. */
function knownHosts(deps: GatewayDeps, req: Request): Set<string> {
  const hosts = new Set<string>();
  if (req.host) hosts.add(req.host);
  for (const origin of [...deps.config.ALLOWED_ORIGINS, deps.config.S3_ENDPOINT ?? '']) {
    if (URL.canParse(origin)) hosts.add(new URL(origin).host);
  }
  return hosts;
}

/** The REST side of agent creation and reading: /api/generate-agent, /api/continue-generation, /api/agents/{id}, /api/cerebrium/{name}. */
export function agentsRoutes(deps: GatewayDeps, logger: Logger): Router {
  const router = Router();
  const gpuCallLimiter = new RateLimiter(GPU_CALLS_PER_MINUTE);

  router.post(
    '/generate-agent',
    restHandler(logger, async (req, res) => {
      const user = await signedInUser(deps, req);
      const body = parseBody(GenerateAgentBody, req.body);
      if (!body.prompt && !body.image_url && !body.video_url) {
        throw new AppError('BAD_INPUT', 'Enter a prompt, or add an image or a video, to create an agent.');
      }
      const context = { userId: user.id, knownHosts: knownHosts(deps, req) };
      const ref = (field: string, value: string | undefined, kind: 'image' | 'video' | 'audio') =>
        value === undefined ? undefined : { key: uploadKeyOf(field, value, context), kind };
      const start = {
        ownerId: user.id,
        proposedId: AgentId.safeParse(body.agent_id).success ? (body.agent_id ?? undefined) : undefined,
        prompt: body.prompt || DEFAULT_PROMPT,
        model: body.model,
        image: ref('image_url', body.image_url, 'image'),
        video: ref('video_url', body.video_url, 'video'),
        audio: ref('audio_url', body.audio_url, 'audio'),
        aspect_ratio: body.aspect_ratio ?? undefined,
        video_aspect_ratio: body.video_aspect_ratio ?? undefined,
        duration: body.duration ?? undefined,
      };
      try {
        const { agentId } = await deps.bus.request(media.startGeneration, start, { timeoutMs: START_TIMEOUT_MS });
        res.json({ success: true, agentId, error: null, details: null });
      } catch (error) {
        const failure = toAppError(error);
        if (failure.code === 'INSUFFICIENT_CREDITS') {
          res.status(402).json({ success: false, error: 'Insufficient credits', details: failure.message });
          return;
        }
        if (failure.code === 'INTERNAL' || failure.code === 'UNAVAILABLE') logger.warn('generation start failed', { error });
        res
          .status(httpStatusOf[failure.code])
          .json({ success: false, error: 'Failed to generate agent', details: failure.message });
      }
    }),
  );

  router.post(
    '/continue-generation',
    restHandler(logger, async (req, res) => {
      const user = await signedInUser(deps, req);
      const body = parseBody(ContinueGenerationBody, req.body);
      const { continued } = await deps.bus.request(media.continueGeneration, {
        ownerId: user.id,
        agentId: body.agent_id,
        face: body.face_coordinates,
      });
      if (!continued) throw new AppError('CONFLICT', 'This agent is not waiting for face points.');
      res.json({ success: true });
    }),
  );

  router.get(
    '/agents/:id',
    restHandler(logger, async (req, res) => {
      const { user } = await resolveSession(deps, req.headers.cookie);
      const id = AgentId.safeParse(req.params.id);
      // Owner only for now; anyone else learns nothing, not even that the agent exists.
      const agent = user && id.success ? await deps.bus.request(catalog.getAgent, { agentId: id.data }) : null;
      if (!agent || agent.ownerId !== user?.id) {
        res.status(404).json({ success: false, error: 'Agent not found' });
        return;
      }
      res.json({ success: true, ...(await toRestAgent(agent, deps.storage)) });
    }),
  );

  router.post(
    '/cerebrium/:name',
    restHandler(logger, async (req, res) => {
      const user = await signedInUser(deps, req);
      // The GPU host runs on the deployment's token and bill: a per-user ceiling on direct calls.
      gpuCallLimiter.consume(`gpu:${user.id}`);
      const name = String(req.params.name);
      if (!GpuFunctionName.safeParse(name).success) {
        res.status(400).json({
          success: false,
          error: 'Invalid function name',
          details: 'A function name has 1 to 64 lowercase letters, digits or dashes.',
        });
        return;
      }
      if (!deps.config.GPU_HOST_URL) {
        res.status(503).json({
          success: false,
          error: `Failed to call ${name}`,
          details: 'The GPU function host is not configured: set GPU_HOST_URL.',
        });
        return;
      }
      const result = await callGpuFunction(deps.config, name, req.body);
      if (!result.ok) {
        logger.warn('GPU function call failed', { name, status: result.status, details: result.details });
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
