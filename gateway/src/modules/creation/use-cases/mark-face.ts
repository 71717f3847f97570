import { media } from '@avatarium/contracts';
import type { GatewayDeps } from '../../../http/context.js';
import { inputRefusal, refusal, refusalOf, type Outcome } from '../../shared/refusal.js';
import { ContinueGenerationBody } from '../validation.js';

export const NOT_WAITING_FOR_FACE = 'This agent is not waiting for face points.';

/**
 * Spec 002 section 7: the owner marks the face (or goes on without a box) on an agent paused
 * at animal_detected, and its generation resumes. Another user's agent is not found.
 */
export async function markFace(
  deps: Pick<GatewayDeps, 'bus'>,
  caller: { userId: string },
  input: unknown,
): Promise<Outcome<{ agentId: string }>> {
  const parsed = ContinueGenerationBody.safeParse(input ?? {});
  if (!parsed.success) return { ok: false, error: inputRefusal(parsed.error) };
  const { agent_id: agentId, face_coordinates: face } = parsed.data;
  try {
    const { continued } = await deps.bus.request(media.continueGeneration, { ownerId: caller.userId, agentId, face });
    return continued ? { ok: true, agentId } : { ok: false, error: refusal('CONFLICT', NOT_WAITING_FOR_FACE) };
  } catch (error) {
    return { ok: false, error: refusalOf(error) };
  }
}
