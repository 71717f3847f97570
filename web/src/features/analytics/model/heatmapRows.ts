export interface HeatCell {
  weekday: number;
  hour: number;
  messages: number;
}

export interface HeatRow {
  hour: number;
  /** "00:00" … "23:00". */
  label: string;
  /** Messages Monday … Sunday. */
  counts: number[];
}

/** Spec 003 2.1: rows for the hours 00:00 to 23:00 that had messages, columns Monday to Sunday, and the busiest count. */
export function heatmapRows(cells: readonly HeatCell[]): { rows: HeatRow[]; max: number } {
  const grid = Array.from({ length: 24 }, () => Array.from({ length: 7 }, () => 0));
  for (const cell of cells) {
    if (cell.hour >= 0 && cell.hour < 24 && cell.weekday >= 0 && cell.weekday < 7)
      grid[cell.hour]![cell.weekday]! += cell.messages;
  }
  const rows = grid
    .map((counts, hour) => ({ hour, label: `${String(hour).padStart(2, '0')}:00`, counts }))
    .filter((row) => row.counts.some((count) => count > 0));
  const max = Math.max(0, ...rows.flatMap((row) => row.counts));
  return { rows, max };
}
