import type { FaceBox } from '@avatarium/contracts';
import type { Box, ImageSize } from './faceBoxTypes';

/** Spec 002 section 3 "Face box": image pixels, rounded, never past the image's edges. */
export function toFaceCoordinates(box: Box, image: ImageSize): FaceBox {
  const imageWidth = Math.round(image.width);
  const imageHeight = Math.round(image.height);
  const x = Math.min(Math.max(Math.round(box.x), 0), imageWidth - 1);
  const y = Math.min(Math.max(Math.round(box.y), 0), imageHeight - 1);
  const width = Math.max(1, Math.min(Math.round(box.x + box.width) - x, imageWidth - x));
  const height = Math.max(1, Math.min(Math.round(box.y + box.height) - y, imageHeight - y));
  return { x, y, width, height, imageWidth, imageHeight };
}
