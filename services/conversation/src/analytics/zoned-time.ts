const HOUR_MS = 3600_000;
const DAY_MS = 24 * HOUR_MS;

/** Where a moment falls on the wall clock of a zone. weekday 0 = Monday. */
export interface WallTime {
  day: string;
  weekday: number;
  hour: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The zone's offset from UTC at `ms`, in ms (wall clock minus UTC), from Intl (DST-correct). */
export function offsetAt(timeZone: string, ms: number): number {
  const parts: Record<string, number> = {};
  for (const part of formatterOf(timeZone).formatToParts(new Date(ms))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const wall = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
  return wall - (ms - (ms % 1000));
}

/**
 * Wall-clock positions in one zone, fast: the offset is looked up twice per UTC day, and per
 * hour on a day it changes (the 12 zones of the selector have whole-hour offsets and change
 * them on the hour), so summing 90 days of hour buckets calls Intl a few hundred times, and
 * `cell` makes no objects.
 */
export function wallClock(timeZone: string): {
  (ms: number): WallTime;
  /** weekday (0 = Monday) × 24 + hour. */
  cell(ms: number): number;
} {
  const offsets = new Map<number, number>();
  /** Per UTC day: its offset when the same at its first and last hour (no change that day), else null. */
  const dayOffsets = new Map<number, number | null>();
  const hourOffset = (hourKey: number) => {
    let offset = offsets.get(hourKey);
    if (offset === undefined) {
      offset = offsetAt(timeZone, hourKey * HOUR_MS);
      offsets.set(hourKey, offset);
    }
    return offset;
  };
  const wallMs = (ms: number) => {
    const hourKey = Math.floor(ms / HOUR_MS);
    const dayKey = Math.floor(hourKey / 24);
    let dayOffset = dayOffsets.get(dayKey);
    if (dayOffset === undefined) {
      // The 12 zones change their offset at most once a day: two look-ups cover most days.
      const first = hourOffset(dayKey * 24);
      dayOffset = first === hourOffset(dayKey * 24 + 23) ? first : null;
      dayOffsets.set(dayKey, dayOffset);
    }
    return ms + (dayOffset ?? hourOffset(hourKey));
  };
  // 1970-01-01 was a Thursday: weekday 3 counted from Monday.
  const cellOfWall = (wall: number) =>
    ((((Math.floor(wall / DAY_MS) + 3) % 7) + 7) % 7) * 24 + (((Math.floor(wall / HOUR_MS) % 24) + 24) % 24);
  const at = (ms: number): WallTime => {
    const wall = wallMs(ms);
    const cell = cellOfWall(wall);
    return { day: new Date(wall).toISOString().slice(0, 10), weekday: Math.floor(cell / 24), hour: cell % 24 };
  };
  return Object.assign(at, { cell: (ms: number) => cellOfWall(wallMs(ms)) });
}

/** The instant a day (yyyy-mm-dd) begins in the zone (its first wall-clock moment, DST-correct). */
export function dayStartIn(timeZone: string, day: string): Date {
  const midnightUtc = Date.parse(`${day}T00:00:00Z`);
  let instant = midnightUtc - offsetAt(timeZone, midnightUtc);
  // The offset at the guess may differ from the offset at the real start (a change that day).
  const corrected = midnightUtc - offsetAt(timeZone, instant);
  if (corrected !== instant && offsetAt(timeZone, corrected) === midnightUtc - corrected) instant = corrected;
  return new Date(instant);
}

/** The day after a yyyy-mm-dd day. */
export const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);

/** [from, to) instants of inclusive days in the zone; null = open end. */
export function rangeIn(timeZone: string, from: string | null, to: string | null): { from: Date | null; to: Date | null } {
  return { from: from ? dayStartIn(timeZone, from) : null, to: to ? dayStartIn(timeZone, nextDay(to)) : null };
}
