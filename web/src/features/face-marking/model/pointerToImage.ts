import type { ImageSize, Point } from './faceBoxTypes';

/** A pointer position on the displayed image, in the image's own pixels. */
export function pointerToImage(
  client: Point,
  shown: { left: number; top: number; width: number; height: number },
  image: ImageSize,
): Point {
  if (shown.width <= 0 || shown.height <= 0) return { x: 0, y: 0 };
  return {
    x: ((client.x - shown.left) * image.width) / shown.width,
    y: ((client.y - shown.top) * image.height) / shown.height,
  };
}
