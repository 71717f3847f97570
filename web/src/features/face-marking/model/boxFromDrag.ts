import type { Box, ImageSize, Point } from './faceBoxTypes';

const clamp = (value: number, max: number) => Math.min(Math.max(value, 0), max);

/** The box between where a drag started and where the pointer is, clamped within the image. */
export function boxFromDrag(start: Point, current: Point, image: ImageSize): Box {
  const x1 = clamp(start.x, image.width);
  const y1 = clamp(start.y, image.height);
  const x2 = clamp(current.x, image.width);
  const y2 = clamp(current.y, image.height);
  return { x: Math.min(x1, x2), y: Math.min(y1, y2), width: Math.abs(x2 - x1), height: Math.abs(y2 - y1) };
}
