import { describe, expect, it } from 'vitest';
import { BAR_SHADES, barShade } from './barShade';
import { heatColour, heatStep } from './heatStep';
import { heatmapRows } from './heatmapRows';

describe('Day of Week bar shades (0.2 / 0.4 / 0.6 / 0.8 of the maximum)', () => {
  it('steps up at each threshold', () => {
    expect(barShade(0, 10)).toBe(BAR_SHADES[0]);
    expect(barShade(1, 10)).toBe(BAR_SHADES[0]);
    expect(barShade(2, 10)).toBe(BAR_SHADES[1]);
    expect(barShade(3.9, 10)).toBe(BAR_SHADES[1]);
    expect(barShade(4, 10)).toBe(BAR_SHADES[2]);
    expect(barShade(6, 10)).toBe(BAR_SHADES[3]);
    expect(barShade(8, 10)).toBe(BAR_SHADES[4]);
    expect(barShade(10, 10)).toBe(BAR_SHADES[4]);
    expect(barShade(0, 0)).toBe(BAR_SHADES[0]);
  });
});

describe('Activity Heatmap', () => {
  it('has 10 steps, 0 for an empty cell', () => {
    expect(heatStep(0, 50)).toBe(0);
    expect(heatStep(1, 50)).toBe(1);
    expect(heatStep(5, 50)).toBe(1);
    expect(heatStep(6, 50)).toBe(2);
    expect(heatStep(49, 50)).toBe(10);
    expect(heatStep(50, 50)).toBe(10);
    expect(new Set(Array.from({ length: 101 }, (_, i) => heatStep(i, 100))).size).toBe(11);
    expect(heatColour(0)).toBe('transparent');
    expect(heatColour(1)).not.toBe(heatColour(10));
  });

  it('keeps only the hours with messages, Monday to Sunday', () => {
    const { rows, max } = heatmapRows([
      { weekday: 0, hour: 9, messages: 3 },
      { weekday: 6, hour: 9, messages: 1 },
      { weekday: 2, hour: 23, messages: 7 },
      { weekday: 3, hour: 4, messages: 0 },
    ]);
    expect(rows.map((row) => row.label)).toEqual(['09:00', '23:00']);
    expect(rows[0]!.counts).toEqual([3, 0, 0, 0, 0, 0, 1]);
    expect(max).toBe(7);
    expect(heatmapRows([]).rows).toEqual([]);
  });
});
