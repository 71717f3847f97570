import { AppError } from '@avatarium/platform';
import { FACE_BOX_TOO_SMALL, isFaceBoxLargeEnough, type media, type ReplyOf } from '@avatarium/contracts';
import type { z } from 'zod';
import { applyStatus } from './apply-status.js';
import type { GenerationDeps } from './generation-deps.js';
import { queueGenerationJob } from './queue-job.js';
import { versionOf } from './status-record.js';
import { rescaleFace } from './steps/face-geometry.js';

type ContinueInput = z.output<typeof media.continueGeneration.request>;

/**
 * media.generation.continue: the owner marked the face (or chose to go on without a box) on
 * an agent paused at animal_detected. Records it, shows face_marked, and queues the job again.
 * A repeated call is answered the same way and queues nothing new; an agent that is not
 * waiting for a face answers `continued: false`.
 */
export async function continueGeneration(
  deps: GenerationDeps,
  input: ContinueInput,
): Promise<ReplyOf<typeof media.continueGeneration>> {
  const job = await deps.jobs.find(input.agentId, input.ownerId);
  if (!job) throw new AppError('NOT_FOUND', 'Agent not found');
  const image = job.steps.image;
  let face = input.face;
  if (face && image) {
    if (!isFaceBoxLargeEnough(face, { width: face.imageWidth, height: face.imageHeight })) {
      throw new AppError('BAD_INPUT', FACE_BOX_TOO_SMALL);
    }
    face = rescaleFace(face, image.width, image.height);
  }
  let resumed = job.state === 'paused' ? await deps.jobs.resume(input.agentId, input.ownerId, face) : null;
  if (!resumed) {
    const current = (await deps.jobs.find(input.agentId, input.ownerId)) ?? job;
    if (!current.faceHandled) return { continued: false };
    // Answered before: finish what that call may not have (announce, queue) and say yes again.
    if (current.state !== 'queued') return { continued: true };
    resumed = current;
  }
  if (resumed.appliedVersion < versionOf(resumed, 'face_marked')) {
    await applyStatus(deps, resumed, versionOf(resumed, 'face_marked'), 'processing', 'face_marked');
  }
  await queueGenerationJob(
    deps,
    { agentId: input.agentId, ownerId: input.ownerId, reason: 'continue' },
    `continue:${input.agentId}`,
  );
  return { continued: true };
}
