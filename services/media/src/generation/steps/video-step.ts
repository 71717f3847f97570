import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { downloadObject, agentFileKey, putFile } from '../../media-tools/storage-io.js';
import { LOOP_FPS, LOOP_SECONDS, makeMotionLoop, transcodeMovementVideo } from '../../media-tools/video-tools.js';
import type { VideoResult } from '../jobs/generation-job.js';
import { StepError } from '../step-error.js';
import { faceGeometryOf } from './face-geometry.js';
import { gpuFileOf, runGpuFunction } from './gpu-call.js';
import { requireStep, type StepContext } from './step-context.js';

/**
 * The idle / movement video: the uploaded one transcoded; else made by the GPU host when one
 * is configured; else a breathing-zoom loop of the picture made by ffmpeg.
 */
export async function videoStep(ctx: StepContext): Promise<VideoResult> {
  const { job, deps } = ctx;
  const ffmpeg = deps.config.FFMPEG_PATH;
  const videoKey = agentFileKey(job.agentId, 'idle.mp4');
  const image = requireStep(job.steps.image, 'image');
  const { mouth } = faceGeometryOf(job);
  const anchor = { x: mouth.x + mouth.width / 2, y: mouth.y + mouth.height / 2 };

  if (job.inputs.videoKey || deps.providers.gpu) {
    const source: VideoResult['source'] = job.inputs.videoKey ? 'upload' : 'gpu';
    const inputFile = path.join(ctx.workDir, 'movement-input');
    if (job.inputs.videoKey) {
      await downloadObject(deps.storage, job.inputs.videoKey, inputFile);
    } else {
      const outputs = await runGpuFunction(
        ctx,
        'movement-video',
        {
          prompt: job.prompt,
          duration_seconds: Math.min(job.options.durationSeconds, 30),
          aspect_ratio: job.options.videoAspectRatio,
          fps: LOOP_FPS,
          anchor: { x: Math.round(anchor.x), y: Math.round(anchor.y) },
        },
        [await gpuFileOf(ctx, 'image', image.imageKey, 'image/webp')],
        'video',
      );
      const video = outputs.get('video');
      if (!video) throw new StepError('video', 'The GPU host returned no video.');
      await writeFile(inputFile, video.bytes);
    }
    let transcoded;
    try {
      transcoded = await transcodeMovementVideo(ffmpeg, inputFile, ctx.workDir, { signal: ctx.signal });
    } catch (error) {
      if (ctx.signal.aborted) throw error;
      throw new StepError(
        'video',
        'We could not read the movement video. Please upload an MP4, MOV or WebM video under 30 seconds.',
      );
    }
    const { probe } = transcoded;
    if (!probe.hasVideo || !probe.width || !probe.height) throw new StepError('video', 'The movement video has no picture.');
    await putFile(deps.storage, videoKey, transcoded.file, 'video/mp4');
    return {
      videoKey,
      width: probe.width,
      height: probe.height,
      durationSeconds: Math.round((probe.durationSeconds ?? 0) * 100) / 100,
      source,
      motion: null,
    };
  }

  const loop = await makeMotionLoop(ffmpeg, await ctx.read(image.imageKey), anchor, ctx.workDir, { signal: ctx.signal });
  await putFile(deps.storage, videoKey, loop.file, 'video/mp4');
  return {
    videoKey,
    width: loop.width,
    height: loop.height,
    durationSeconds: LOOP_SECONDS,
    source: 'motion-loop',
    motion: loop.motion,
  };
}
