import sharp, { type OverlayOptions } from 'sharp';
import type { Box } from '../generation/jobs/generation-job.js';

/** The mouth shapes of the speech sprite, in sprite order; the player maps phonemes/loudness to them. */
export const VISEMES = ['rest', 'slight', 'open', 'wide', 'round'] as const;
export type Viseme = (typeof VISEMES)[number];

/** A sprite frame is never wider than this; the player scales it to the region. */
const MAX_FRAME_WIDTH = 256;

// How far the jaw drops (fraction of the mouth height) and how wide the opening is, per shape.
const SHAPES: Record<Viseme, { open: number; width: number }> = {
  rest: { open: 0, width: 1 },
  slight: { open: 0.3, width: 0.95 },
  open: { open: 0.8, width: 1 },
  wide: { open: 0.45, width: 1.15 },
  round: { open: 0.55, width: 0.6 },
};

function clamp(box: Box, width: number, height: number): Box {
  const x = Math.max(0, Math.floor(box.x));
  const y = Math.max(0, Math.floor(box.y));
  return {
    x,
    y,
    width: Math.max(2, Math.min(width - x, Math.ceil(box.width))),
    height: Math.max(2, Math.min(height - y, Math.ceil(box.height))),
  };
}

/** The part of the picture the frames replace: the mouth with room for the jaw to drop. */
export function speechRegion(mouth: Box, imageWidth: number, imageHeight: number, drawn: boolean): Box {
  const grow = drawn ? { x: 1.15, up: 0.1, down: 1.1 } : { x: 1.8, up: 0.6, down: 1.9 };
  const width = mouth.width * grow.x;
  return clamp(
    {
      x: mouth.x + mouth.width / 2 - width / 2,
      y: mouth.y - mouth.height * grow.up,
      width,
      height: mouth.height * (1 + grow.up + grow.down),
    },
    imageWidth,
    imageHeight,
  );
}

export function frameSizeOf(region: Box): { frameWidth: number; frameHeight: number } {
  const scale = Math.min(1, MAX_FRAME_WIDTH / region.width);
  return {
    frameWidth: Math.max(2, Math.round(region.width * scale)),
    frameHeight: Math.max(2, Math.round(region.height * scale)),
  };
}

/** Soft edges, so a frame drawn over the video blends into the face around it. */
function featherMask(width: number, height: number): Buffer {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
      <defs><radialGradient id="g" cx="50%" cy="50%" r="50%">
        <stop offset="70%" stop-color="#fff" stop-opacity="1"/><stop offset="100%" stop-color="#fff" stop-opacity="0"/>
      </radialGradient></defs>
      <rect width="100%" height="100%" fill="url(#g)"/></svg>`,
  );
}

/**
 * Mouth shapes made from a photo with plain image operations: the lower lip and chin move
 * down by the jaw drop, and a dark mouth opening (with a hint of teeth) fills the gap.
 */
export async function photoMouthFrames(image: Buffer, region: Box, mouth: Box): Promise<Buffer[]> {
  const crop = await sharp(image)
    .extract({ left: region.x, top: region.y, width: region.width, height: region.height })
    .png()
    .toBuffer();
  const mx = mouth.x + mouth.width / 2 - region.x;
  const my = Math.round(mouth.y + mouth.height / 2 - region.y);
  const frames: Buffer[] = [];
  for (const viseme of VISEMES) {
    const shape = SHAPES[viseme];
    const drop = Math.round(shape.open * mouth.height * 0.9);
    const layers: OverlayOptions[] = [];
    if (drop > 0 && my < region.height - 1) {
      const lowerHeight = Math.max(1, region.height - my - drop);
      // The lower lip and chin slide down; their top edge fades so no seam shows.
      const fade = Math.max(2, Math.round(mouth.height * 0.35));
      const lower = await sharp(crop)
        .extract({ left: 0, top: my, width: region.width, height: lowerHeight })
        .ensureAlpha()
        .composite([
          {
            input: Buffer.from(
              `<svg xmlns="http://www.w3.org/2000/svg" width="${region.width}" height="${lowerHeight}">
                <defs><linearGradient id="f" x1="0" y1="0" x2="0" y2="${fade}" gradientUnits="userSpaceOnUse">
                  <stop offset="0" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#fff" stop-opacity="1"/>
                </linearGradient></defs><rect width="100%" height="100%" fill="url(#f)"/></svg>`,
            ),
            blend: 'dest-in',
          },
        ])
        .png()
        .toBuffer();
      layers.push({ input: lower, left: 0, top: my + drop });
      // The opening sits between the upper lip (unmoved) and the lower lip (moved down).
      const rx = mouth.width * 0.36 * shape.width;
      const ry = drop / 2 + 1;
      const cy = my + drop / 2;
      const teeth = shape.open >= 0.45 && shape.width >= 1;
      layers.push({
        input: Buffer.from(
          `<svg xmlns="http://www.w3.org/2000/svg" width="${region.width}" height="${region.height}">
            <defs><filter id="b"><feGaussianBlur stdDeviation="${Math.max(0.6, mouth.height / 25)}"/></filter></defs>
            <g filter="url(#b)">
              <ellipse cx="${mx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="#2b0f12"/>
              ${teeth ? `<ellipse cx="${mx}" cy="${cy - ry * 0.7}" rx="${rx * 0.72}" ry="${ry * 0.26}" fill="#efe9e0" fill-opacity="0.8"/>` : ''}
            </g></svg>`,
        ),
        left: 0,
        top: 0,
      });
    }
    frames.push(await sharp(crop).composite(layers).png().toBuffer());
  }
  return frames;
}

/** Frames side by side, each scaled to the frame size and given soft edges. */
export async function spriteOf(frames: Buffer[], frameWidth: number, frameHeight: number, feather: boolean): Promise<Buffer> {
  const tiles = await Promise.all(
    frames.map(async (frame) => {
      const sized = sharp(frame).resize(frameWidth, frameHeight, { fit: 'fill' }).ensureAlpha();
      return (feather ? sized.composite([{ input: featherMask(frameWidth, frameHeight), blend: 'dest-in' }]) : sized)
        .png()
        .toBuffer();
    }),
  );
  return sharp({
    create: { width: frameWidth * frames.length, height: frameHeight, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
  })
    .composite(tiles.map((tile, index) => ({ input: tile, left: index * frameWidth, top: 0 })))
    .png({ compressionLevel: 9 })
    .toBuffer();
}
