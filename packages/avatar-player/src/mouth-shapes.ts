import { VISEMES, type Viseme } from './types.js';

/** Not a sprite frame: the idle picture as it is, with no overlay. */
export const NO_SHAPE = -1;

/**
 * How far the jaw drops in each shape (the creation pipeline's photo frames use the same
 * proportions); it is what `data-mouth-open` and stats() report.
 */
const OPENNESS: Record<Viseme, number> = { rest: 0, slight: 0.3, open: 0.8, wide: 0.45, round: 0.55, closed: 0, teeth: 0.1 };

/** `open:blink` (the same shape with the eyes closed) is as open as `open`. */
export function opennessOfViseme(viseme: string): number {
  return (OPENNESS as Record<string, number | undefined>)[viseme.split(':')[0]!] ?? 0;
}

/** Per sprite frame, the index of its eyes-closed twin (`<viseme>:blink`), or -1. */
export function blinkFramesOf(visemes: readonly string[]): Int16Array {
  return Int16Array.from(visemes, (name) => (name.includes(':') ? -1 : visemes.indexOf(`${name}:blink`)));
}

/**
 * Sprite frame index of each shape the player uses; a sprite without a shape falls back to the
 * nearest one it has (a sprite always has a first frame: rest).
 */
export function spriteIndexOf(visemes: readonly string[], viseme: string): number {
  const fallbacks: Record<string, readonly string[]> = {
    rest: ['rest'],
    slight: ['slight', 'rest'],
    open: ['open', 'wide', 'slight', 'rest'],
    wide: ['wide', 'open', 'slight', 'rest'],
    round: ['round', 'slight', 'open', 'rest'],
    closed: ['closed', 'rest'],
    teeth: ['teeth', 'slight', 'rest'],
  };
  for (const candidate of fallbacks[viseme] ?? [viseme, 'rest']) {
    const index = visemes.indexOf(candidate);
    if (index >= 0) return index;
  }
  return 0;
}

/** Per sprite frame, its openness (NO_SHAPE is 0). */
export function opennessTable(visemes: readonly string[]): Float32Array {
  return Float32Array.from(visemes, opennessOfViseme);
}

export { VISEMES };
