import { normaliseImage } from '../../media-tools/normalise-image.js';
import { agentFileKey, putBuffer } from '../../media-tools/storage-io.js';
import type { ImageResult } from '../jobs/generation-job.js';
import { StepError } from '../step-error.js';
import { requireStep, type StepContext } from './step-context.js';

/** The uploaded picture normalised, or a portrait made from the prompt; plus the card's poster. */
export async function imageStep(ctx: StepContext): Promise<ImageResult> {
  const { job, deps } = ctx;
  const persona = requireStep(job.steps.persona, 'persona');
  let input: Buffer;
  let source: ImageResult['source'];
  let drawn: ImageResult['portrait'];
  if (job.inputs.imageKey) {
    input = await ctx.read(job.inputs.imageKey);
    source = 'upload';
  } else {
    const portrait = await deps.providers.portrait.generate({ prompt: job.prompt, gender: persona.gender, signal: ctx.signal });
    input = portrait.image;
    drawn = portrait.drawn;
    source = drawn ? 'generated' : 'image-api';
  }
  let normalised;
  try {
    normalised = await normaliseImage(input);
  } catch {
    throw new StepError('image', 'We could not read the image. Please upload a JPG, PNG or WebP picture.');
  }
  if (drawn && (normalised.width !== drawn.face.imageWidth || normalised.height !== drawn.face.imageHeight)) {
    throw new StepError('image', 'The generated portrait has an unexpected size.');
  }
  const imageKey = agentFileKey(job.agentId, 'image.webp');
  const posterKey = agentFileKey(job.agentId, 'poster.jpg');
  await putBuffer(deps.storage, imageKey, normalised.image, 'image/webp');
  await putBuffer(deps.storage, posterKey, normalised.poster, 'image/jpeg');
  return {
    imageKey,
    posterKey,
    width: normalised.width,
    height: normalised.height,
    source,
    ...(drawn ? { portrait: drawn } : {}),
  };
}
