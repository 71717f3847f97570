import type { Box, ImageSize } from './faceBoxTypes';

/** Spec 002 section 5: a box counts only if both its width and height exceed 2% of the image's. */
export const MIN_FACE_BOX_SHARE = 0.02;

export function isFaceBoxLargeEnough(box: Box, image: ImageSize): boolean {
  return box.width > image.width * MIN_FACE_BOX_SHARE && box.height > image.height * MIN_FACE_BOX_SHARE;
}
