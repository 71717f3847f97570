/** Spec 002 2.4: ten card shapes the masonry cycles through (the spec leaves the values to us). */
const RATIOS = ['3 / 4', '1 / 1', '4 / 5', '2 / 3', '3 / 4', '9 / 16', '4 / 5', '1 / 1', '2 / 3', '3 / 5'] as const;

/** The picture's aspect ratio of the card at `index`, repeating every ten cards. */
export function masonryAspectRatio(index: number): string {
  return RATIOS[((index % RATIOS.length) + RATIOS.length) % RATIOS.length] as string;
}
