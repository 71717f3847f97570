import { dynamics, isOwnUpload } from '@avatarium/contracts';
import { AppError } from '@avatarium/platform';
import type { GatewayDeps } from '../../../http/context.js';
import { onAgent } from '../../shared/agent-action.js';
import { knownHosts, uploadKeyOf } from '../../shared/upload-reference.js';
import { NoBody, PutDynamicsBody, type DynamicsInput, type VideoInput } from '../validation.js';
import { ownedAgent, SIGN_IN } from './owned-agent.js';
import { presentDynamics } from './present-dynamics.js';
import { probeNewVideos } from './probe-new-videos.js';

type Deps = Pick<GatewayDeps, 'bus' | 'storage' | 'config'>;

/**
 * GET /api/agents/{id}/dynamics: the block with signed video URLs and the spec's defaults; owner
 * only. Videos stored before tracks existed are handed to the media service's backfill (not awaited).
 */
export function getDynamics(deps: Deps, userId: string | null, agentId: unknown) {
  return onAgent({ userId, agentId, body: {}, schema: NoBody, signInMessage: SIGN_IN }, async (caller) => {
    const agent = await ownedAgent(deps, caller.userId, caller.agentId);
    if (dynamics.untrackedVideos(agent.dynamics).length > 0) {
      void deps.bus
        .request(dynamics.backfillMovementTracks, { agentId: agent.id, ownerId: caller.userId })
        .catch(() => undefined);
    }
    return { dynamics: await presentDynamics(deps, agent.dynamics) };
  });
}

/**
 * PUT /api/agents/{id}/dynamics (spec 003 sections 4, 7): the full object, {status:
 * 'generating'}, null to reset, or toggleEnabled. A video is kept by storage key: one the
 * agent already has (its URL was signed from that key), or an MP4 the owner uploaded that
 * passes the media service's probe (H.264, limits, a face).
 */
export function setDynamics(deps: Deps, userId: string | null, agentId: unknown, body: unknown, requestHost: string | null) {
  return onAgent({ userId, agentId, body, schema: PutDynamicsBody, signInMessage: SIGN_IN }, async (caller, input) => {
    const agent = await ownedAgent(deps, caller.userId, caller.agentId);
    const change = changeOf(input, agent.dynamics, {
      userId: caller.userId,
      knownHosts: knownHosts(deps.config, requestHost),
    });
    const checked = await probeNewVideos(deps, caller.userId, change, agent.dynamics);
    const saved = await deps.bus.request(dynamics.setDynamics, { agentId: agent.id, ownerId: caller.userId, change: checked });
    return { dynamics: await presentDynamics(deps, saved.dynamics) };
  });
}

function changeOf(
  input: PutDynamicsBody,
  stored: dynamics.StoredDynamics | null,
  context: { userId: string; knownHosts: ReadonlySet<string> },
): dynamics.DynamicsChange {
  const block = input.dynamics;
  if (block === null) return { kind: 'reset' };
  if (input.toggleEnabled) return { kind: 'enabled', enabled: (block as DynamicsInput).enabled };
  if (!('batch_results' in block)) return { kind: 'generating' };
  const current = stored ?? dynamics.EMPTY_DYNAMICS;
  const batch_results = Object.fromEntries(
    Object.entries(block.batch_results).map(([id, video]) => [id, storedVideo(id, video, current, context)]),
  );
  return {
    kind: 'replace',
    dynamics: {
      ...current,
      status: null,
      enabled: block.enabled,
      talking: block.talking ?? current.talking,
      batch_results,
    },
  };
}

function storedVideo(
  id: string,
  video: VideoInput,
  current: dynamics.StoredDynamics,
  context: { userId: string; knownHosts: ReadonlySet<string> },
): dynamics.StoredVideo {
  if (!('video_url' in video)) return video;
  const kept = current.batch_results[id];
  // An id the agent has: its URL was one we signed; the stored key stays (a URL cannot move it).
  if (kept && 'video_key' in kept) return { ...kept, ...(video.name ? { name: video.name } : {}) };
  const key = uploadKeyOf('video_url', video.video_url, context);
  if (!isOwnUpload(key, context.userId)) throw new AppError('FORBIDDEN', 'Forbidden');
  if (!/\.mp4$/i.test(key)) throw new AppError('BAD_INPUT', dynamics.ONLY_MP4);
  return { video_key: key, ...(video.name ? { name: video.name } : {}) };
}
