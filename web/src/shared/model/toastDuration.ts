/** Toast durations from spec 000 section 9: 3 s by default, 6 s for errors, 8 s for blockers. */
export const TOAST_DURATION = {
  default: 3000,
  error: 6000,
  long: 8000,
} as const;
