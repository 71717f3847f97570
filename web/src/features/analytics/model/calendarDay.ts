import { addMonths, format, getDay, getDaysInMonth } from 'date-fns';

/**
 * Calendar arithmetic on yyyy-mm-dd / yyyy-mm strings. A local-noon Date only carries the
 * calendar day (never an instant), so the browser's own zone and DST cannot move it.
 */
const noon = (day: string) => {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(y!, m! - 1, d ?? 1, 12);
};

/** yyyy-mm of a yyyy-mm-dd day. */
export const monthOf = (day: string) => day.slice(0, 7);

/** The month `delta` months from yyyy-mm. */
export const shiftMonth = (month: string, delta: number) => format(addMonths(noon(`${month}-01`), delta), 'yyyy-MM');

/** Weekday of a yyyy-mm-dd day, Monday = 0 … Sunday = 6. */
export const weekdayOfDay = (day: string) => (getDay(noon(day)) + 6) % 7;

/** "November 2026". */
export const monthLabel = (month: string) => format(noon(`${month}-01`), 'MMMM yyyy');

/** "Thursday, November 26, 2026". */
export const dayLabel = (day: string) => format(noon(day), 'EEEE, MMMM d, yyyy');

/** "Nov 26, 2026". */
export const shortDayLabel = (day: string) => format(noon(day), 'MMM d, yyyy');

/**
 * Spec 003 2.1: a month as weeks of 7 cells, Sunday first (section 9); cells outside the month
 * are null so the grid keeps its columns.
 */
export function monthGrid(month: string): (string | null)[][] {
  const first = noon(`${month}-01`);
  const cells: (string | null)[] = Array.from({ length: getDay(first) }, () => null);
  for (let d = 1; d <= getDaysInMonth(first); d += 1) cells.push(`${month}-${String(d).padStart(2, '0')}`);
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (string | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}
