import { dynamics } from '@avatarium/contracts';
import { AppError } from '@avatarium/platform';
import type { GatewayDeps } from '../../../http/context.js';
import { onAgent } from '../../shared/agent-action.js';
import { GenerateBody, RegenerateBody } from '../validation.js';
import { ownedAgent, SIGN_IN } from './owned-agent.js';

type Deps = Pick<GatewayDeps, 'bus'>;

// The stored statuses of a finished agent ('success' is the older producers' word for ready).
const READY = new Set(['ready', 'success']);

/**
 * POST /api/generate-movements {image_url, agent_id} (spec 003 sections 5, 7): owner only, a
 * ready agent with its full-size image (the one the generation made; never a URL from the
 * body). The media service charges once and queues the durable job; it refuses a second
 * generation while one runs. The movements are made from the stored image whatever image_url says.
 */
export function generateMovements(deps: Deps, userId: string | null, body: unknown) {
  const agentId = (body as { agent_id?: unknown } | null)?.agent_id;
  return onAgent({ userId, agentId, body, schema: GenerateBody, signInMessage: SIGN_IN }, async (caller) => {
    const agent = await ownedAgent(deps, caller.userId, caller.agentId);
    if (!READY.has(agent.record.status)) throw new AppError('CONFLICT', dynamics.AGENT_NOT_READY);
    const imageKey = agent.record.image_key;
    if (!imageKey) throw new AppError('BAD_INPUT', dynamics.FULL_SIZE_IMAGE_REQUIRED);
    const { jobId } = await deps.bus.request(
      dynamics.startMovements,
      { agentId: agent.id, ownerId: caller.userId, imageKey },
      { timeoutMs: 15_000 },
    );
    return { job_id: jobId };
  });
}

/**
 * POST /api/regenerate-movements {agent_id, async} → {success, fallback_to_async, error}:
 * after Save Changes. The player reads the saved set directly, so there is nothing to rebuild
 * and it never falls back to background; refused while a generation runs.
 */
export function regenerateMovements(deps: Deps, userId: string | null, body: unknown) {
  const agentId = (body as { agent_id?: unknown } | null)?.agent_id;
  return onAgent({ userId, agentId, body, schema: RegenerateBody, signInMessage: SIGN_IN }, async (caller) => {
    const agent = await ownedAgent(deps, caller.userId, caller.agentId);
    if (agent.dynamics?.status === 'generating') throw new AppError('CONFLICT', dynamics.GENERATION_IN_PROGRESS);
    return { fallback_to_async: false };
  });
}
