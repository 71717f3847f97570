/** Spec 003 section 9: the heatmap has 10 steps; step 0 is an empty cell. */
export const HEAT_STEPS = 10;

/** The step (1–10) of a count against the busiest cell, 0 for none. */
export function heatStep(count: number, max: number): number {
  if (count <= 0 || max <= 0) return 0;
  return Math.min(HEAT_STEPS, Math.max(1, Math.ceil((count / max) * HEAT_STEPS)));
}

/** The colour of a step: transparent when empty, then a red ramp from faint to full. */
export function heatColour(step: number): string {
  if (step <= 0) return 'transparent';
  // From 0.22 (still visible on the dark surface) to 1.
  const alpha = 0.22 + (0.78 * (step - 1)) / (HEAT_STEPS - 1);
  return `rgba(239, 68, 68, ${alpha.toFixed(2)})`;
}
