const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** `2026-11-26` → `Nov 26` (the days are UTC dates; no time zone applies). */
export function shortDay(day: string): string {
  const [, month, date] = day.split('-').map(Number);
  return month && date ? `${MONTHS[month - 1]} ${date}` : day;
}

/** A response time for people: `0.8 ms`, `12 ms`, `1.4 s`; `–` when nothing was timed. */
export function formatLatency(ms: number | null | undefined): string {
  if (ms === null || ms === undefined) return '–';
  if (ms >= 1000) return `${(ms / 1000).toFixed(1)} s`;
  return ms < 10 ? `${ms.toFixed(1)} ms` : `${Math.round(ms)} ms`;
}

/** Errors as a share of requests: `0%`, `2.5%`, `–` without requests. */
export function errorRate(requests: number, errors: number): string {
  if (requests === 0) return '–';
  const rate = (errors / requests) * 100;
  return `${rate === 0 || rate >= 10 ? Math.round(rate) : rate.toFixed(1)}%`;
}
