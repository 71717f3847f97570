import { dynamics } from '@avatarium/contracts';
import type { GatewayDeps } from '../../../http/context.js';

// Sampling frames and finding a face takes a moment (the model loads on the first call).
const PROBE_TIMEOUT_MS = 60_000;

/**
 * The uploads a replace brings in (keys the agent did not have) must each pass the media
 * service's probe (MP4/H.264, limits, a face) before anything is saved; the first refusal is
 * the answer. Videos the agent already has were checked when they came (or were generated).
 */
export async function probeNewVideos(
  deps: Pick<GatewayDeps, 'bus'>,
  ownerId: string,
  change: dynamics.DynamicsChange,
  stored: dynamics.StoredDynamics | null,
): Promise<void> {
  if (change.kind !== 'replace') return;
  const known = new Set(Object.values(stored?.batch_results ?? {}).map(keyOf));
  const added = new Set(Object.values(change.dynamics.batch_results).map(keyOf));
  for (const key of added) {
    if (key && !known.has(key)) {
      await deps.bus.request(dynamics.probeMovementVideo, { ownerId, key }, { timeoutMs: PROBE_TIMEOUT_MS });
    }
  }
}

const keyOf = (video: dynamics.StoredVideo) => ('video_key' in video ? video.video_key : null);
