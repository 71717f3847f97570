/** Red shades from the lowest bars to the highest. */
export const BAR_SHADES = ['#fecaca', '#fca5a5', '#f87171', '#ef4444', '#b91c1c'] as const;

/** Spec 003 section 9: a bar's shade steps up at 0.2, 0.4, 0.6 and 0.8 of the tallest bar. */
const THRESHOLDS = [0.2, 0.4, 0.6, 0.8];

export function barShade(value: number, max: number): string {
  const ratio = max > 0 ? value / max : 0;
  const step = THRESHOLDS.filter((threshold) => ratio >= threshold).length;
  return BAR_SHADES[step]!;
}
