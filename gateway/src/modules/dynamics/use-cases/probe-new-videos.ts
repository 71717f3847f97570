import { dynamics } from '@avatarium/contracts';
import type { GatewayDeps } from '../../../http/context.js';

// Checking, then following the face through up to 20 s of video, takes a while (the model loads on the first call).
const PROBE_TIMEOUT_MS = 120_000;

/**
 * The uploads a replace brings in (keys the agent did not have) must each pass the media
 * service's probe (MP4/H.264, limits, a face) before anything is saved; the first refusal is
 * the answer. Each is tracked on the way (the face's landmarks through it, stored beside it), and
 * its `track_key` goes into the change, so the player moves the mouth on it. Videos the agent
 * already has were checked when they came (or were generated).
 */
export async function probeNewVideos(
  deps: Pick<GatewayDeps, 'bus'>,
  ownerId: string,
  change: dynamics.DynamicsChange,
  stored: dynamics.StoredDynamics | null,
): Promise<dynamics.DynamicsChange> {
  if (change.kind !== 'replace') return change;
  const known = new Set(Object.values(stored?.batch_results ?? {}).map(keyOf));
  const added = new Set(Object.values(change.dynamics.batch_results).map(keyOf));
  const tracks = new Map<string, string | null>();
  for (const key of added) {
    if (key && !known.has(key)) {
      const { trackKey } = await deps.bus.request(dynamics.trackMovementVideo, { ownerId, key }, { timeoutMs: PROBE_TIMEOUT_MS });
      tracks.set(key, trackKey);
    }
  }
  const batch_results = Object.fromEntries(
    Object.entries(change.dynamics.batch_results).map(([id, video]) => {
      const trackKey = 'video_key' in video ? tracks.get(video.video_key) : null;
      return [id, trackKey ? { ...video, track_key: trackKey } : video];
    }),
  );
  return { ...change, dynamics: { ...change.dynamics, batch_results } };
}

const keyOf = (video: dynamics.StoredVideo) => ('video_key' in video ? video.video_key : null);
