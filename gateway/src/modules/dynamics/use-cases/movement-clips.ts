import type { Agent } from '@avatarium/contracts';
import type { GatewayDeps } from '../../../http/context.js';
import { presentDynamics } from './present-dynamics.js';

/**
 * What a player needs of the dynamics (viewer, widget): the playable videos' signed URLs, and
 * only while the owner has them enabled. Names, failures and the summary stay the owner's.
 */
export async function movementClipUrls(deps: Pick<GatewayDeps, 'storage'>, agent: Pick<Agent, 'dynamics'>): Promise<string[]> {
  if (!agent.dynamics?.enabled) return [];
  const view = await presentDynamics(deps, agent.dynamics);
  return Object.values(view.batch_results).flatMap((video) => ('video_url' in video ? [video.video_url] : []));
}
