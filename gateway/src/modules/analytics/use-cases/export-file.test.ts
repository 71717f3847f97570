import { describe, expect, it } from 'vitest';
import { csvCell, csvLine, exportFileName, todayIn } from './export-file.js';

describe('export file', () => {
  it('names the file as spec 003 section 9 says', () => {
    expect(exportFileName('Shop Helper 2!', '2026-03-10', 'json')).toBe('shop_helper_2__chat_history_2026-03-10.json');
    expect(exportFileName('Zoë', '2026-03-10', 'csv')).toBe('zo__chat_history_2026-03-10.csv');
  });

  it("takes today's date on the zone's calendar", () => {
    const now = new Date('2026-03-10T03:30:00Z');
    expect(todayIn('America/New_York', now)).toBe('2026-03-09');
    expect(todayIn('Australia/Sydney', now)).toBe('2026-03-10');
  });

  it('quotes CSV cells and keeps visitor words from becoming formulas', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a, "b"\nc')).toBe('"a, ""b""\nc"');
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell(null)).toBe('');
    expect(csvCell(-1)).toBe('-1');
    expect(csvLine(['a', 1, null])).toBe('a,1,\r\n');
  });
});
