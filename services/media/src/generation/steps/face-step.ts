import type { FaceResult } from '../jobs/generation-job.js';
import { requireStep, type StepContext } from './step-context.js';

/**
 * Finds the human face. A portrait we drew has its face where we drew it (a drawing is not a
 * photo, so a detector would call it an animal); anything else goes through the detector,
 * and no face means the owner is asked to mark one.
 */
export async function faceStep(ctx: StepContext): Promise<FaceResult> {
  const image = requireStep(ctx.job.steps.image, 'image');
  if (image.portrait) return { isAnimal: false, face: image.portrait.face, mouth: image.portrait.mouth, source: 'drawn' };
  const detected = await ctx.deps.providers.faces.detect(await ctx.read(image.imageKey), ctx.signal);
  if (!detected) return { isAnimal: true, face: null, mouth: null, source: 'none' };
  return { isAnimal: false, face: detected.face, mouth: detected.mouth, source: 'detected', landmarks: detected.landmarks };
}
