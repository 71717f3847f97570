/** The card layouts whose fade-in is staggered (spec 002 section 9). */
export type CardFadeLayout = 'grid' | 'masonry';

const STEP_MS: Record<CardFadeLayout, number> = { grid: 50, masonry: 30 };
const MAX_MS: Record<CardFadeLayout, number> = { grid: 500, masonry: 300 };

/** Cards fade in 50 ms apart, at most 500 ms late; in the masonry 30 ms apart, at most 300 ms. */
export function cardFadeDelay(index: number, layout: CardFadeLayout = 'grid'): string {
  return `${Math.min(index * STEP_MS[layout], MAX_MS[layout])}ms`;
}
