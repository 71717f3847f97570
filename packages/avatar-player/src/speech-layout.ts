import type { SpeechLayout } from './types.js';

/** Why a speech layout cannot be used, or null when it can (the sprite's own size is checked once loaded). */
export function speechLayoutProblem(layout: SpeechLayout): string | null {
  const positive = (value: number) => Number.isFinite(value) && value > 0;
  if (!layout.spriteUrl) return 'speech.spriteUrl is empty';
  if (!Array.isArray(layout.visemes) || layout.visemes.length === 0) return 'speech.visemes is empty';
  if (!positive(layout.frameWidth) || !positive(layout.frameHeight)) return 'speech frame size must be positive';
  if (!positive(layout.imageWidth) || !positive(layout.imageHeight)) return 'speech image size must be positive';
  const { region } = layout;
  if (!region || !positive(region.width) || !positive(region.height) || !Number.isFinite(region.x) || !Number.isFinite(region.y))
    return 'speech.region must have a position and a positive size';
  return null;
}

/** A sprite holds `visemes.length` frames side by side; a smaller one would draw empty mouths. */
export function spriteSizeProblem(layout: SpeechLayout, width: number, height: number): string | null {
  const needed = layout.frameWidth * layout.visemes.length;
  return width >= needed && height >= layout.frameHeight
    ? null
    : `the speech sprite is ${width}x${height}, ${layout.visemes.length} frames of ${layout.frameWidth}x${layout.frameHeight} need ${needed}x${layout.frameHeight}`;
}
