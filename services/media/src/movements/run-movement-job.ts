import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { credits, dynamics, faceRig } from '@avatarium/contracts';
import { AppError } from '@avatarium/platform';
import { agentFileKey, putBuffer, putFile, readObject } from '../media-tools/storage-io.js';
import type { MovementClip, MovementJob } from './movement-jobs.repository.js';
import type { MovementDeps } from './movement-deps.js';
import { MOVEMENT_REASON, chargeKey, refundVideo } from './movement-credits.js';
import { askHostAhead, clipFromHost, HOST_MODEL, type HostState } from './movement-from-host.js';
import { MOTIONS } from './movement-motions.js';
import { movementTrack } from './movement-track.js';
import { renderInWorker } from './render-in-worker.js';
import { CLIP_SECONDS, portraitOf, type Portrait } from './render-movement.js';

export const OFFLINE_MODEL = 'local-face-rig';

export class LeaseLost extends Error {}

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/**
 * One run of a movement job, from wherever the record says it got to: each clip is rendered,
 * stored and recorded on the agent (pushed to the owner) one after another, a failed one
 * refunded once. Every step is idempotent, so a run killed anywhere is simply run again.
 */
export async function runMovementJob(deps: MovementDeps, job: MovementJob, run: string, signal: AbortSignal): Promise<void> {
  const leaseMs = deps.config.GENERATION_ACK_WAIT_MS;
  const clips = job.clips.map((clip) => ({ ...clip }));
  const save = async (set: Partial<MovementJob>) => {
    if (!(await deps.jobs.save(job._id, run, set, leaseMs))) throw new LeaseLost(job._id);
  };
  // Renews the lease while a clip is drawn or awaited; a lost lease shows at the next real save.
  const heartbeat = () => void save({}).catch(() => undefined);
  // Taken at the start already; asked again (same key, so never twice) in case that run died before it.
  const paid = await deps.bus
    .request(credits.debitCredits, {
      userId: job.ownerId,
      amount: dynamics.MOVEMENT_GENERATION_CREDITS,
      idempotencyKey: chargeKey(job._id),
      reason: MOVEMENT_REASON,
    })
    .then(
      () => true,
      (error: unknown) => {
        if (error instanceof AppError && error.code === 'INSUFFICIENT_CREDITS') return false;
        throw error;
      },
    );
  let portrait: Portrait | null = null;
  let rig: faceRig.FaceRig | null = null;
  let portraitError: string | null = paid ? null : 'Not enough credits';
  const host: HostState = { down: null };
  const workDir = await mkdtemp(path.join(tmpdir(), `movements-${job.agentId}-`));
  // Offline clips render two at a time (a worker thread each, two cores): the next pending clip
  // starts while this one is drawn, and is stopped with the run whatever ends it.
  const stopRenders = new AbortController();
  const renderSignal = AbortSignal.any([signal, stopRenders.signal]);
  const renders = new Map<string, Promise<Partial<MovementClip>>>();
  const render = (target: MovementClip) => {
    let made = renders.get(target.videoId);
    if (!made) {
      made = makeClip(deps, job, target, portrait, rig, portraitError, workDir, renderSignal, heartbeat);
      made.catch(() => undefined);
      renders.set(target.videoId, made);
    }
    return made;
  };
  try {
    if (deps.gpu && paid) {
      await askHostAhead(deps, job, clips, {
        signal,
        saveHostJob: async (clip, id) => {
          clip.hostJob = id;
          await save({ clips });
        },
      });
    }
    for (const clip of clips) {
      if (clip.state === 'pending' && deps.gpu && paid) {
        const { size, ...outcome } = await clipFromHost(deps, job, clip, host, {
          signal,
          heartbeat,
          saveHostJob: async (id) => {
            clip.hostJob = id;
            await save({ clips });
          },
        });
        Object.assign(clip, outcome);
        // The summary's aspect ratio is the videos' real one.
        if (size) await save({ ...size, clips });
      }
      if (clip.state === 'pending') {
        if (!portrait && !portraitError) {
          try {
            rig = await rigOf(deps, job.agentId);
            portrait = await portraitOf(await readObject(deps.storage, job.imageKey), rig);
            await save({ width: portrait.width, height: portrait.height });
          } catch (error) {
            if (error instanceof LeaseLost) throw error;
            deps.logger.warn('movement portrait unusable', { agentId: job.agentId, error });
            portraitError = 'The portrait could not be read';
          }
        }
        const made = render(clip);
        const next = clips.slice(clips.indexOf(clip) + 1).find((other) => other.state === 'pending');
        if (next && portrait) void render(next);
        Object.assign(clip, await made);
        await save({ clips });
      }
      if (!clip.recorded) {
        const kept = await record(deps, job, clip);
        if (!kept && clip.state === 'done')
          Object.assign(clip, { state: 'failed', message: 'Discarded: the dynamics were reset' });
        clip.recorded = true;
        await save({ clips });
      }
      // Unpaid jobs took nothing, so give nothing back.
      if (clip.state === 'failed' && !clip.refunded && paid) {
        await refundVideo(deps, job.ownerId, job._id, clip.videoId);
        clip.refunded = true;
        await save({ clips });
      }
    }
    const current = (await deps.jobs.find(job._id)) ?? job;
    await finishOnAgent(deps, { ...current, clips });
    if (!(await deps.jobs.finish(job._id, run))) throw new LeaseLost(job._id);
    await deps.jobs.unlock(job.agentId, job._id);
  } finally {
    stopRenders.abort(new Error('movement run ended'));
    await Promise.allSettled(renders.values());
    await rm(workDir, { recursive: true, force: true });
  }
}

async function rigOf(deps: MovementDeps, agentId: string): Promise<faceRig.FaceRig | null> {
  try {
    return faceRig.FaceRig.parse(JSON.parse((await readObject(deps.storage, agentFileKey(agentId, 'face-rig.json'))).toString()));
  } catch {
    return null; // no rig (older agent): the face is where portraits usually have it
  }
}

async function makeClip(
  deps: MovementDeps,
  job: MovementJob,
  clip: MovementClip,
  portrait: Portrait | null,
  rig: faceRig.FaceRig | null,
  portraitError: string | null,
  workDir: string,
  signal: AbortSignal,
  heartbeat: () => void,
): Promise<Partial<MovementClip>> {
  if (!portrait) return { state: 'failed', message: portraitError ?? 'The portrait could not be read' };
  const motion = MOTIONS.find((candidate) => candidate.name === clip.motion);
  if (!motion) return { state: 'failed', message: 'Unknown movement' };
  const file = path.join(workDir, `${clip.videoId}.mp4`);
  let frames = 0;
  try {
    await renderInWorker(deps.config.FFMPEG_PATH, portrait, motion, file, {
      signal,
      onFrame: () => (++frames % 30 === 0 ? heartbeat() : undefined),
    });
    const key = agentFileKey(job.agentId, `dynamics/${clip.videoId}.mp4`);
    await putFile(deps.storage, key, file, 'video/mp4');
    // The landmarks through the clip, so the player moves the mouth on the moving head.
    const track = movementTrack(portrait, rig, motion);
    const trackKey = track ? agentFileKey(job.agentId, `dynamics/${clip.videoId}.track.json`) : null;
    if (track && trackKey) await putBuffer(deps.storage, trackKey, Buffer.from(JSON.stringify(track)), 'application/json');
    return { state: 'done', key, trackKey };
  } catch (error) {
    if (signal.aborted) throw error;
    deps.logger.warn('movement clip failed', { agentId: job.agentId, motion: clip.motion, error });
    return { state: 'failed', message: 'The movement video could not be made' };
  }
}

/** The clip's result on the agent; false when no generation holds the agent any more (the owner reset it). */
async function record(deps: MovementDeps, job: MovementJob, clip: MovementClip): Promise<boolean> {
  const video: dynamics.StoredVideo =
    clip.state === 'done' && clip.key
      ? { video_key: clip.key, ...(clip.trackKey ? { track_key: clip.trackKey } : {}), name: clip.motion, generated: true }
      : { status: 'error', message: clip.message ?? 'Generation Failed', name: clip.motion };
  try {
    await deps.bus.request(dynamics.recordMovementVideo, { agentId: job.agentId, videoId: clip.videoId, video });
    return true;
  } catch (error) {
    if (error instanceof AppError && (error.code === 'CONFLICT' || error.code === 'NOT_FOUND')) return false;
    throw error;
  }
}

async function finishOnAgent(deps: MovementDeps, job: MovementJob): Promise<void> {
  const successful = job.clips.filter((clip) => clip.state === 'done').length;
  const total = job.clips.length;
  const divisor = job.width && job.height ? gcd(job.width, job.height) : 0;
  const summary: dynamics.DynamicsSummary = {
    failed: total - successful,
    duration: CLIP_SECONDS,
    model_used: deps.gpu ? HOST_MODEL : OFFLINE_MODEL,
    successful,
    aspect_ratio: divisor ? `${job.width! / divisor}:${job.height! / divisor}` : dynamics.DEFAULT_ASPECT_RATIO,
    generated_at: new Date().toISOString(),
    success_rate: total ? Math.round((successful / total) * 100) : 0,
    total_attempts: total,
  };
  const result = successful === total ? 'completed' : successful === 0 ? 'failed' : 'partial';
  try {
    await deps.bus.request(dynamics.finishMovements, { agentId: job.agentId, summary, result });
  } catch (error) {
    if (!(error instanceof AppError && (error.code === 'CONFLICT' || error.code === 'NOT_FOUND'))) throw error;
  }
}
