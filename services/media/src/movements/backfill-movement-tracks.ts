import { catalog, dynamics, type ReplyOf, type RequestOf } from '@avatarium/contracts';
import { AppError, type Bus, type Logger } from '@avatarium/platform';
import { checkMovementVideo, type ProbeMovementDeps } from './probe-movement-video.js';
import { trackStoredVideo } from './track-movement-video.js';

// Agents waiting beyond this are not queued: the owner's next read asks again.
const MAX_QUEUED = 20;

export interface BackfillDeps extends ProbeMovementDeps {
  bus: Bus;
  logger: Logger;
}

/**
 * media.movements.backfill-tracks: the stored videos of an agent that have no track (clips made
 * before tracks existed) are tracked as uploads are, in the background, one agent and one video
 * at a time (detections take turns process-wide anyway), and each track recorded if the video is
 * still in the set. Not durable: a restart forgets the queue and the next owner read asks again.
 * A video is tried once per process, so one the tracker cannot follow is not tried on every read.
 */
export function startTrackBackfill(deps: BackfillDeps) {
  const queued = new Set<string>();
  const tried = new Set<string>();
  const stopping = new AbortController();
  let chain: Promise<void> = Promise.resolve();

  const backfill = async (agentId: string, ownerId: string) => {
    const agent = await deps.bus.request(catalog.getAgent, { agentId, scope: { kind: 'owner', ownerId } });
    for (const [videoId, videoKey] of dynamics.untrackedVideos(agent?.dynamics ?? null)) {
      if (stopping.signal.aborted || tried.has(videoKey)) continue;
      tried.add(videoKey);
      const trackKey = await trackOne(deps, videoKey, stopping.signal);
      if (trackKey) await deps.bus.request(dynamics.recordMovementTrack, { agentId, videoId, videoKey, trackKey });
    }
  };

  const request = (input: RequestOf<typeof dynamics.backfillMovementTracks>): ReplyOf<typeof dynamics.backfillMovementTracks> => {
    if (queued.has(input.agentId) || queued.size >= MAX_QUEUED || stopping.signal.aborted) return { queued: false };
    queued.add(input.agentId);
    chain = chain
      .then(() => backfill(input.agentId, input.ownerId))
      .catch((error: unknown) => deps.logger.warn('movement track backfill failed', { agentId: input.agentId, error }))
      .finally(() => queued.delete(input.agentId));
    return { queued: true };
  };

  const stop = async () => {
    stopping.abort(new Error('media service stopping'));
    await chain;
  };
  return { request, stop };
}

/** One stored video's track; null when it fails the checks now or the face cannot be followed. */
async function trackOne(deps: BackfillDeps, key: string, signal: AbortSignal): Promise<string | null> {
  try {
    const video = await checkMovementVideo(deps, key);
    return await trackStoredVideo(deps, key, video, signal);
  } catch (error) {
    if (signal.aborted || !(error instanceof AppError) || !['BAD_INPUT', 'NOT_FOUND'].includes(error.code)) throw error;
    deps.logger.info('movement video left without a track', { key, reason: error.message });
    return null;
  }
}
