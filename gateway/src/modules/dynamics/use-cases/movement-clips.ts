import type { Agent } from '@avatarium/contracts';
import type { GatewayDeps } from '../../../http/context.js';
import { VIDEO_URL_TTL_SECONDS } from './present-dynamics.js';

/** A clip as the player takes it: the video and, when it has one, its track (docs/face-rig.md `track`). */
export interface MovementClipView {
  url: string;
  trackUrl: string | null;
}

/**
 * What a player needs of the dynamics (viewer, widget): the playable videos signed with their
 * tracks, and only while the owner has them enabled. Names, failures and the summary stay the
 * owner's.
 */
export async function movementClipsFor(
  deps: Pick<GatewayDeps, 'storage'>,
  agent: Pick<Agent, 'dynamics'>,
): Promise<MovementClipView[]> {
  if (!agent.dynamics?.enabled) return [];
  const sign = (key: string) => deps.storage.signedUrl(key, VIDEO_URL_TTL_SECONDS);
  const videos = Object.values(agent.dynamics.batch_results).flatMap((video) => ('video_key' in video ? [video] : []));
  return Promise.all(
    videos.map(async (video) => ({
      url: await sign(video.video_key),
      trackUrl: video.track_key ? await sign(video.track_key) : null,
    })),
  );
}

/** The clips' URLs alone (`Agent.movementClips`, kept for clients that read it). */
export async function movementClipUrls(deps: Pick<GatewayDeps, 'storage'>, agent: Pick<Agent, 'dynamics'>): Promise<string[]> {
  return (await movementClipsFor(deps, agent)).map((clip) => clip.url);
}
