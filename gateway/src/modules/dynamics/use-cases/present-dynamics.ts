import { dynamics } from '@avatarium/contracts';
import type { GatewayDeps } from '../../../http/context.js';

/** Long enough to watch and download; every read signs afresh. */
export const VIDEO_URL_TTL_SECONDS = 24 * 3600;

/** The stored block as the browser sees it: signed video URLs and the summary's defaults. */
export function presentDynamics(
  deps: Pick<GatewayDeps, 'storage'>,
  stored: dynamics.StoredDynamics | null,
): Promise<dynamics.DynamicsView> {
  return dynamics.dynamicsView(stored, (key) => deps.storage.signedUrl(key, VIDEO_URL_TTL_SECONDS));
}
