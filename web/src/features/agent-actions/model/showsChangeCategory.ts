import type { GalleryType } from '../../../shared/agent-dialog/galleryType';

/**
 * Spec 002 2.6 offers Change Category on community cards to any signed-in user, but the
 * server lets only the owner change it (docs/decisions/galleries-and-sharing.md), so only
 * the owner sees the button.
 */
export function showsChangeCategory(gallery: GalleryType, isOwner: boolean): boolean {
  return gallery === 'community' && isOwner;
}
