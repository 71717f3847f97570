import type { ActionTile } from './actionTile';
import type { GalleryType } from '../../../shared/agent-dialog/galleryType';
import { isActionReady } from './isActionReady';

/**
 * The tiles the action dialog offers, in order (spec 002 2.6 and 4.1): launch, share, embed,
 * download and clone only when ready (clone: own agents, or community / featured ones, which
 * are all the galleries there are); settings, skills, analytics and delete for own agents (the user gallery) at any status.
 */
export function actionTiles(displayStatus: string, gallery: GalleryType): ActionTile[] {
  const tiles: ActionTile[] = [];
  if (isActionReady(displayStatus, gallery)) tiles.push('launch', 'share', 'embed', 'download', 'clone');
  // Settings: the owner's own agents at any status (an agent being generated can be set up meanwhile).
  if (gallery === 'user') tiles.push('settings', 'skills', 'analytics', 'delete');
  return tiles;
}
