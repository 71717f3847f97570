import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { faceRig, type Gender } from '@avatarium/contracts';
import type { Logger, Storage } from '@avatarium/platform';
import { drawnRig, photoRig, plausibleFace, trackVideo } from '../../media-tools/face-rig.js';
import { agentFileKey, downloadObject, putBuffer, readObject } from '../../media-tools/storage-io.js';
import type { FaceDetector } from '../../providers/face/face-detector.js';
import type { GenerationDeps } from '../generation-deps.js';
import type { GenerationJob } from '../jobs/generation-job.js';
import { rescaleFace } from './face-geometry.js';

export const FACE_RIG_FILE = 'face-rig.json';

/** Reads a drawn portrait's rig from its own drawing (the offline portrait generator). */
export interface DrawnRigMaker {
  rig(seed: string, gender: Gender): Promise<faceRig.FaceRig | null>;
}

export interface RigDeps {
  storage: Storage;
  faces: FaceDetector;
  /** Without it a drawn portrait gets a rig without points (the player keeps its sprite). */
  drawings?: DrawnRigMaker;
  ffmpegPath: string;
  logger: Logger;
}

/** The rig's part of a generation's dependencies (the lip step and the backfill both rig). */
export function rigDepsOf(deps: GenerationDeps): RigDeps {
  return {
    storage: deps.storage,
    faces: deps.providers.faces,
    drawings: deps.providers.drawings,
    ffmpegPath: deps.config.FFMPEG_PATH,
    logger: deps.logger,
  };
}

/** The landmarks on the agent's picture: from the face step, found again (older jobs), or on the owner's marked box. */
async function landmarksOf(deps: RigDeps, job: GenerationJob, picture: Buffer, signal?: AbortSignal): Promise<number[] | null> {
  const image = job.steps.image!;
  const face = job.steps.face;
  if (face?.landmarks) return face.landmarks;
  if (face && !face.isAnimal && face.face) return (await deps.faces.detect(picture, signal))?.landmarks ?? null;
  // Marked by the owner: the landmark net alone on the marked box. Assumed (the owner declined): no rig.
  if (job.markedFace && deps.faces.landmarksIn) {
    return deps.faces.landmarksIn(picture, rescaleFace(job.markedFace, image.width, image.height), signal);
  }
  return null;
}

/**
 * The agent's face rig (FaceRig): a drawn portrait's, or a photo's landmarks and mouth colours
 * with, for a video that moves by itself (uploaded or GPU-made), the landmarks tracked through
 * the idle loop. Null when no face can be rigged (the player keeps the speech sprite).
 */
export async function buildFaceRig(deps: RigDeps, job: GenerationJob, signal?: AbortSignal): Promise<faceRig.FaceRig | null> {
  const image = job.steps.image;
  if (!image) return null;
  if (image.portrait) {
    // The generator knows where it drew every feature: its landmarks, in the picture's pixels.
    const { seed } = image.portrait;
    const gender: Gender = seed.startsWith('masculine:') ? 'masculine' : 'feminine';
    const drawn = deps.drawings ? await deps.drawings.rig(seed, gender) : null;
    if (!drawn?.points) return drawnRig(image.width, image.height);
    // The stored picture may have been scaled from the drawing's size.
    const scale = [image.width / drawn.imageWidth, image.height / drawn.imageHeight];
    const points = drawn.points.map((value, i) => Math.round(value * scale[i % 2]! * 100) / 100);
    return { ...drawn, imageWidth: image.width, imageHeight: image.height, points };
  }
  const started = Date.now();
  const picture = await readObject(deps.storage, image.imageKey);
  const points = await landmarksOf(deps, job, picture, signal);
  if (!points || !plausibleFace(points, image.width, image.height)) {
    deps.logger.info('face rig: no usable landmarks; the player keeps the speech sprite', { agentId: job.agentId });
    return null;
  }
  let track: faceRig.RigTrack | null = null;
  const video = job.steps.video;
  if (video && video.source !== 'motion-loop') {
    const workDir = await mkdtemp(path.join(tmpdir(), 'face-rig-'));
    try {
      const file = path.join(workDir, 'idle.mp4');
      await downloadObject(deps.storage, video.videoKey, file);
      const tracked = await trackVideo(deps.ffmpegPath, deps.faces, file, video, workDir, { signal });
      track = tracked.track;
      deps.logger.info('face rig: landmarks tracked through the idle video', {
        agentId: job.agentId,
        seconds: video.durationSeconds,
        ...tracked.timings,
      });
    } finally {
      await rm(workDir, { recursive: true, force: true });
    }
    // The still's points cannot follow a video the face was not found in.
    if (!track) {
      deps.logger.info('face rig: no face in the idle video; the player keeps the speech sprite', { agentId: job.agentId });
      return null;
    }
  }
  const rig = await photoRig(picture, points, track);
  deps.logger.debug('face rig made', { agentId: job.agentId, ms: Date.now() - started, tracked: Boolean(track) });
  return rig;
}

/**
 * Makes and stores `face-rig.json` for the job's agent; the key, or null when there is no rig.
 * A failure to rig is logged and yields null (the speech sprite still works) unless `strict`
 * (the backfill, which tries again later); aborts propagate.
 */
export async function storeFaceRig(
  deps: RigDeps,
  job: GenerationJob,
  signal?: AbortSignal,
  strict = false,
): Promise<string | null> {
  let rig: faceRig.FaceRig | null;
  try {
    rig = await buildFaceRig(deps, job, signal);
  } catch (error) {
    if (signal?.aborted || strict) throw error;
    deps.logger.warn('face rig failed; the player keeps the speech sprite', { agentId: job.agentId, error });
    return null;
  }
  if (!rig) return null;
  const key = agentFileKey(job.agentId, FACE_RIG_FILE);
  await putBuffer(deps.storage, key, Buffer.from(JSON.stringify(faceRig.FaceRig.parse(rig))), 'application/json');
  return key;
}
