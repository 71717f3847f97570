import path from 'node:path';
import sharp from 'sharp';
import { drawnSpeechSprite } from '../../media-tools/drawn-speech-frames.js';
import { frameSizeOf, photoMouthFrames, speechRegion, spriteOf, VISEMES } from '../../media-tools/speech-frames.js';
import { agentFileKey, downloadObject, putBuffer, putFile } from '../../media-tools/storage-io.js';
import { transcodeVoiceSample } from '../../media-tools/video-tools.js';
import type { LipResult, SpeechLayout } from '../jobs/generation-job.js';
import { StepError } from '../step-error.js';
import { faceGeometryOf } from './face-geometry.js';
import { gpuFileOf, runGpuFunction } from './gpu-call.js';
import { rigDepsOf, storeFaceRig } from './rig-step.js';
import { requireStep, type StepContext } from './step-context.js';

async function keepVoiceSample(ctx: StepContext): Promise<string | null> {
  const { job, deps } = ctx;
  if (!job.inputs.audioKey) return null;
  const input = path.join(ctx.workDir, 'voice-input');
  await downloadObject(deps.storage, job.inputs.audioKey, input);
  let file: string;
  try {
    file = await transcodeVoiceSample(deps.config.FFMPEG_PATH, input, ctx.workDir, { signal: ctx.signal });
  } catch (error) {
    if (ctx.signal.aborted) throw error;
    throw new StepError(
      'lip_sync',
      'We could not read the voice sample. Please upload an MP3, WAV or M4A recording under 2 minutes.',
    );
  }
  const key = agentFileKey(job.agentId, 'voice-sample.mp3');
  await putFile(deps.storage, key, file, 'audio/mpeg');
  return key;
}

/**
 * The voice (the uploaded sample kept, next to the persona's built-in voice) and what the
 * avatar player needs to animate speech on CPU: a sprite of mouth shapes (VISEMES order) for
 * the mouth region. A drawn portrait is re-drawn with open mouths; a photo gets mouth shapes
 * made with image operations; a configured GPU host renders them instead.
 */
export async function lipStep(ctx: StepContext): Promise<LipResult> {
  const { job, deps } = ctx;
  const image = requireStep(job.steps.image, 'image');
  const persona = requireStep(job.steps.persona, 'persona');
  const { face, mouth } = faceGeometryOf(job);
  const audioKey = await keepVoiceSample(ctx);
  const drawn = image.portrait;
  const region = speechRegion(mouth, image.width, image.height, Boolean(drawn));
  const { frameWidth, frameHeight } = frameSizeOf(region);
  const layout: SpeechLayout = {
    visemes: [...VISEMES],
    frameWidth,
    frameHeight,
    region,
    imageWidth: image.width,
    imageHeight: image.height,
  };

  let sprite: Buffer;
  let source: LipResult['source'];
  if (deps.providers.gpu) {
    const files = [await gpuFileOf(ctx, 'image', image.imageKey, 'image/webp')];
    if (job.steps.video) files.push(await gpuFileOf(ctx, 'video', job.steps.video.videoKey, 'video/mp4'));
    if (audioKey) files.push(await gpuFileOf(ctx, 'audio', audioKey, 'audio/mpeg'));
    const outputs = await runGpuFunction(
      ctx,
      'lip-sync',
      {
        face_box: face,
        mouth_box: mouth,
        region,
        visemes: layout.visemes,
        frame_width: frameWidth,
        frame_height: frameHeight,
        voice_id: persona.voice_id,
      },
      files,
      'lip_sync',
    );
    const result = outputs.get('sprite');
    const meta = result ? await sharp(result.bytes).metadata() : null;
    if (!result || meta?.width !== frameWidth * VISEMES.length || meta.height !== frameHeight) {
      throw new StepError('lip_sync', 'The GPU host returned a speech sprite of the wrong size.');
    }
    sprite = await sharp(result.bytes).png().toBuffer();
    source = 'gpu';
  } else if (drawn) {
    // Both eyes and the mouth, cut from re-drawn portraits (blinks too): frames switch, no fade.
    const speech = await drawnSpeechSprite(deps.providers.drawings, drawn.seed, persona.gender, image.width, image.height);
    Object.assign(layout, speech.layout);
    sprite = speech.sprite;
    source = 'portrait';
  } else {
    const frames = await photoMouthFrames(await ctx.read(image.imageKey), region, mouth);
    sprite = await spriteOf(frames, frameWidth, frameHeight, true);
    source = 'photo';
  }
  const lipSyncKey = agentFileKey(job.agentId, 'speech-sprite.png');
  await putBuffer(deps.storage, lipSyncKey, sprite, 'image/png');
  // The face rig (face-rig.json) the player deforms the face with; null keeps it on the sprite.
  const rigKey = await storeFaceRig(rigDepsOf(deps), job, ctx.signal);
  ctx.heartbeat();
  return { lipSyncKey, audioKey, layout, source, rigKey };
}
