import { dynamics } from '@avatarium/contracts';
import { AppError, ProviderError } from '@avatarium/platform';
import { agentFileKey, putBuffer, readObject } from '../media-tools/storage-io.js';
import { GpuJobFailed, type GpuRunRequest } from '../providers/gpu/gpu-host-client.js';
import { storedGpuFile } from '../providers/gpu/stored-gpu-file.js';
import type { MovementClip, MovementJob } from './movement-jobs.repository.js';
import type { MovementDeps } from './movement-deps.js';
import { checkMovementVideo } from './probe-movement-video.js';
import { trackStoredVideo } from './track-movement-video.js';
import { CLIP_FPS, CLIP_SECONDS } from './render-movement.js';

/** The model the GPU host's movement videos are made with (spec 003: summary.model_used). */
export const HOST_MODEL = 'seedance';
export const HOST_FUNCTION = 'movement-clip';

/** What the model is asked to do for each of the five motions (movement-motions.ts names them). */
const PROMPTS: Record<string, string> = {
  Nod: 'The person nods twice, calmly, and returns to rest, looking at the camera.',
  'Look aside': 'The person glances to one side and back to the camera.',
  'Smile lean': 'The person leans in a little with a warm smile and a slight head tilt, then settles back.',
  'Idle sway': 'The person sways gently from side to side, relaxed, looking at the camera.',
  'Idle breathe': 'The person breathes calmly, the head rising and settling, looking at the camera.',
};

// Transient trouble (connection, 5xx, 429, a retryable job failure) is retried this often per video.
const ATTEMPTS = 3;

/** Why the host is not asked for the job's remaining videos (unreachable, refusing our token). */
export interface HostState {
  down: string | null;
}

export interface HostClipRun {
  signal: AbortSignal;
  heartbeat(): void;
  /** Saves the host's job id on the clip (null: forget it), so a redelivered run polls it instead of asking again. */
  saveHostJob(id: string | null): Promise<void>;
}

/** A clip's outcome, with the video's size when it passed the checks. */
export type HostClipOutcome = Partial<MovementClip> & { size?: { width: number; height: number } };

const failed = (message: string): HostClipOutcome => ({
  state: 'failed',
  message: message.slice(0, dynamics.VIDEO_MESSAGE_MAX_LENGTH),
});

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), reject(signal.reason)), { once: true });
  });

/** What the host is asked for one clip: the motion, the portrait, and a key per job and video. */
async function hostRequest(
  deps: MovementDeps,
  job: MovementJob,
  clip: MovementClip,
  prompt: string,
): Promise<Pick<GpuRunRequest, 'fn' | 'input' | 'files' | 'idempotencyKey'>> {
  const contentType = (await deps.storage.stat(job.imageKey))?.contentType ?? 'image/jpeg';
  const image = await storedGpuFile(
    deps.storage,
    deps.config.PUBLIC_BASE_URL,
    { name: 'image', key: job.imageKey, contentType },
    (key) => readObject(deps.storage, key),
  );
  return {
    fn: HOST_FUNCTION,
    input: {
      motion: clip.motion,
      prompt,
      model: HOST_MODEL,
      duration_seconds: CLIP_SECONDS,
      aspect_ratio: dynamics.DEFAULT_ASPECT_RATIO,
      fps: CLIP_FPS,
    },
    files: [image],
    idempotencyKey: `movements:${job._id}:${clip.videoId}`,
  };
}

/**
 * Asks the host for every pending video not asked yet, before waiting for any, so a host that
 * runs jobs side by side makes all five at once; each job id is saved as it is given. The first
 * refusal ends this: clipFromHost then asks again for that video and says what went wrong.
 */
export async function askHostAhead(
  deps: MovementDeps,
  job: MovementJob,
  clips: MovementClip[],
  run: Pick<HostClipRun, 'signal'> & { saveHostJob(clip: MovementClip, id: string): Promise<void> },
): Promise<void> {
  for (const clip of clips) {
    const prompt = PROMPTS[clip.motion];
    if (clip.state !== 'pending' || clip.hostJob || !prompt) continue;
    try {
      const request = await hostRequest(deps, job, clip, prompt);
      await deps.gpu!.submit({ ...request, signal: run.signal, onSubmitted: (id) => run.saveHostJob(clip, id) });
    } catch (error) {
      if (run.signal.aborted || !(error instanceof ProviderError)) throw error;
      return;
    }
  }
}

/**
 * One movement video from the GPU host (docs/gpu-worker-protocol.md, `movement-clip`): its job
 * polled (asked for first when it was not), the result downloaded, stored under the clip's key
 * and checked as an upload is; a bad result is this video's failure. The host job's id is saved
 * before polling and the submit carries an idempotency key per video, so a run killed mid-wait
 * never pays the host twice.
 */
export async function clipFromHost(
  deps: MovementDeps,
  job: MovementJob,
  clip: MovementClip,
  host: HostState,
  run: HostClipRun,
): Promise<HostClipOutcome> {
  const gpu = deps.gpu!;
  if (host.down) return failed(host.down);
  const prompt = PROMPTS[clip.motion];
  if (!prompt) return failed('Unknown movement');
  const request = await hostRequest(deps, job, clip, prompt);
  for (let attempt = 1; ; attempt += 1) {
    try {
      const outputs = await gpu.run({
        ...request,
        existingJobId: clip.hostJob ?? null,
        onSubmitted: (id) => run.saveHostJob(id),
        onFailed: () => run.saveHostJob(null),
        onPoll: run.heartbeat,
        signal: run.signal,
      });
      const output = outputs.find((candidate) => candidate.name === 'video') ?? outputs[0];
      if (!output) return failed('The GPU host returned no video');
      return await keep(deps, job, clip, await gpu.download(output, run.signal), run);
    } catch (error) {
      if (run.signal.aborted || !(error instanceof ProviderError)) throw error;
      if (error.retryable && attempt < ATTEMPTS) {
        await sleep(deps.config.GPU_HOST_POLL_MS * 2 ** attempt, run.signal);
        continue;
      }
      deps.logger.warn('movement video from the GPU host failed', { jobId: job._id, motion: clip.motion, error });
      return failed(explain(error, host, deps.config.GPU_HOST_TIMEOUT_MS));
    }
  }
}

/** The owner's message for a host failure; a host that is down or refuses our token is not asked again in this run. */
function explain(error: ProviderError, host: HostState, timeoutMs: number): string {
  if (error instanceof GpuJobFailed) {
    if (error.timedOut) return `The GPU host did not finish this video within ${Math.round(timeoutMs / 1000)} seconds`;
    return `The GPU host could not make this video: ${error.hostMessage ?? 'the job was cancelled'}`;
  }
  if (error.status === 401 || error.status === 403) {
    host.down = 'The GPU host refused our credentials (GPU_HOST_TOKEN): nothing was generated';
    return host.down;
  }
  if (error.retryable) {
    host.down = 'The GPU host could not be reached: please try again later';
    return host.down;
  }
  return `The GPU host refused this video: ${error.message}`;
}

const probeDepsOf = (deps: MovementDeps) => ({ config: deps.config, storage: deps.storage, faces: deps.faces });

/**
 * Stores the host's video where the offline clip would go, checks it as an upload (a refused one
 * is deleted), then tracks it as an upload is, so the player moves the mouth on it too.
 */
async function keep(
  deps: MovementDeps,
  job: MovementJob,
  clip: MovementClip,
  bytes: Buffer,
  run: Pick<HostClipRun, 'signal' | 'heartbeat'>,
): Promise<HostClipOutcome> {
  const key = agentFileKey(job.agentId, `dynamics/${clip.videoId}.mp4`);
  await putBuffer(deps.storage, key, bytes, 'video/mp4');
  let video: { width: number; height: number };
  try {
    video = await checkMovementVideo(probeDepsOf(deps), key);
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== 'BAD_INPUT') throw error;
    await deps.storage.delete(key);
    return failed(`The GPU host's video was refused: ${error.message}`);
  }
  run.heartbeat();
  const trackKey = await trackOrNone(deps, key, video, run.signal);
  return { state: 'done', key, trackKey, size: { width: video.width, height: video.height } };
}

/** The video's track; a face the tracker loses or a tracking error leaves the video without one (it plays as before). */
async function trackOrNone(
  deps: MovementDeps,
  key: string,
  video: { width: number; height: number },
  signal: AbortSignal,
): Promise<string | null> {
  try {
    return await trackStoredVideo(probeDepsOf(deps), key, video, signal);
  } catch (error) {
    if (signal.aborted) throw error;
    deps.logger.warn('movement video could not be tracked', { key, error });
    return null;
  }
}
