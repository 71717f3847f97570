/** Seconds from start to end, or null unless both are valid instants and the end is after the start (spec 003 section 5). */
export function secondsBetween(start: string, end: string): number | null {
  const from = Date.parse(start);
  const to = Date.parse(end);
  if (Number.isNaN(from) || Number.isNaN(to) || to <= from) return null;
  return (to - from) / 1000;
}

/** Spec 003 section 5: Ns under a minute, otherwise Nm Ns; nothing for a missing or non-positive duration. */
export function formatDuration(seconds: number | null | undefined): string | null {
  if (seconds == null || !Number.isFinite(seconds) || seconds <= 0) return null;
  const whole = Math.floor(seconds);
  if (whole < 60) return `${whole}s`;
  return `${Math.floor(whole / 60)}m ${whole % 60}s`;
}
