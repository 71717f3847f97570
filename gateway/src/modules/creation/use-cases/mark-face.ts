import { media } from '@avatarium/contracts';
import { AppError } from '@avatarium/platform';
import type { GatewayDeps } from '../../../http/context.js';
import { invalidInput } from '../../shared/refusal.js';
import { MarkFaceCommand } from '../validation.js';

export const NOT_WAITING_FOR_FACE = 'This agent is not waiting for face points.';

/**
 * Spec 002 section 7: the owner marks the face (or goes on without a box) on an agent paused
 * at animal_detected, and its generation resumes. Another user's agent is not found.
 */
export async function markFace(
  deps: Pick<GatewayDeps, 'bus'>,
  ownerId: string,
  input: MarkFaceCommand,
): Promise<{ agentId: string }> {
  const parsed = MarkFaceCommand.safeParse(input ?? {});
  if (!parsed.success) throw invalidInput(parsed.error);
  const { agentId, face } = parsed.data;
  const { continued } = await deps.bus.request(media.continueGeneration, { ownerId, agentId, face });
  if (!continued) throw new AppError('CONFLICT', NOT_WAITING_FOR_FACE);
  return { agentId };
}
