import type { Box, Fit, IdleMotion } from './types.js';

/** A uniform scale then a shift: dst = src * scale + offset. Fitting and zooming are all of this kind. */
export interface Placement {
  scale: number;
  x: number;
  y: number;
}

export const IDENTITY: Readonly<Placement> = { scale: 1, x: 0, y: 0 };

/** Where a source of one size lands in a target of another, centred (CSS object-fit). */
export function fitPlacement(
  sourceWidth: number,
  sourceHeight: number,
  targetWidth: number,
  targetHeight: number,
  fit: Fit,
): Placement {
  if (!(sourceWidth > 0 && sourceHeight > 0 && targetWidth > 0 && targetHeight > 0)) return { ...IDENTITY };
  const sx = targetWidth / sourceWidth;
  const sy = targetHeight / sourceHeight;
  const scale = fit === 'cover' ? Math.max(sx, sy) : Math.min(sx, sy);
  return { scale, x: (targetWidth - sourceWidth * scale) / 2, y: (targetHeight - sourceHeight * scale) / 2 };
}

/** `first`, then `second`, as one placement (written into `out`, so a frame allocates nothing). */
export function composePlacements(first: Placement, second: Placement, out: Placement = { ...IDENTITY }): Placement {
  const scale = first.scale * second.scale;
  const x = first.x * second.scale + second.x;
  const y = first.y * second.scale + second.y;
  out.scale = scale;
  out.x = x;
  out.y = y;
  return out;
}

export function placeBox(box: Box, placement: Placement, out: Box = { x: 0, y: 0, width: 0, height: 0 }): Box {
  out.x = box.x * placement.scale + placement.x;
  out.y = box.y * placement.scale + placement.y;
  out.width = box.width * placement.scale;
  out.height = box.height * placement.scale;
  return out;
}

/**
 * The idle loop's zoom at a video time, as a placement in image pixels: the loop is drawn by
 * ffmpeg's zoompan with zoom 1.03 - 0.03 cos(2 pi t / period) around the anchor.
 */
export function zoomPlacementAt(motion: IdleMotion, videoSeconds: number, out: Placement = { ...IDENTITY }): Placement {
  const middle = (motion.minZoom + motion.maxZoom) / 2;
  const swing = (motion.maxZoom - motion.minZoom) / 2;
  const zoom = motion.periodSeconds > 0 ? middle - swing * Math.cos((2 * Math.PI * videoSeconds) / motion.periodSeconds) : 1;
  out.scale = zoom;
  out.x = motion.anchorX * (1 - zoom);
  out.y = motion.anchorY * (1 - zoom);
  return out;
}

/**
 * The sprite region in canvas pixels. The region is in pixels of the picture it was made on
 * (imageWidth x imageHeight); the idle video shows that picture fitted into its own frame
 * (`imageInVideo`, cover like the loop maker), and the canvas shows the video (`videoInCanvas`).
 */
export function regionInCanvas(
  region: Box,
  imageInVideo: Placement,
  videoInCanvas: Placement,
  zoom: Placement | null,
  scratch: Placement,
  out: Box,
): Box {
  const imageToVideo = zoom ? composePlacements(zoom, imageInVideo, scratch) : composePlacements(IDENTITY, imageInVideo, scratch);
  return placeBox(region, composePlacements(imageToVideo, videoInCanvas, scratch), out);
}
