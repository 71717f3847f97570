import type { GalleryType } from '../../../shared/agent-dialog/galleryType';

/** Spec 002 2.6: community and featured cards count as ready; own cards when their status is. */
export function isActionReady(displayStatus: string, gallery: GalleryType): boolean {
  return gallery !== 'user' || displayStatus === 'success';
}
