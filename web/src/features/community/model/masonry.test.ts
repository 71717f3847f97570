import { describe, expect, it } from 'vitest';
import { distributeToColumns } from './distributeToColumns';
import { masonryAspectRatio } from './masonryAspectRatio';
import { masonryColumns } from './masonryColumns';

describe('masonryColumns', () => {
  it('has 4 columns from 1800 px, 3 below, 2 below 768 px and 1 below 640 px', () => {
    const widths = [390, 639, 640, 767, 768, 1024, 1199, 1200, 1799, 1800, 2560];
    expect(widths.map(masonryColumns)).toEqual([1, 1, 2, 2, 3, 3, 3, 3, 3, 4, 4]);
  });
});

describe('masonryAspectRatio', () => {
  it('cycles through ten fixed ratios', () => {
    const first = Array.from({ length: 10 }, (_, index) => masonryAspectRatio(index));
    expect(first).toEqual(['3 / 4', '1 / 1', '4 / 5', '2 / 3', '3 / 4', '9 / 16', '4 / 5', '1 / 1', '2 / 3', '3 / 5']);
    expect(Array.from({ length: 10 }, (_, index) => masonryAspectRatio(index + 10))).toEqual(first);
    expect(masonryAspectRatio(25)).toBe(first[5]);
  });

  it('gives every ratio as a valid CSS aspect-ratio', () => {
    for (let index = 0; index < 10; index += 1) expect(masonryAspectRatio(index)).toMatch(/^\d+ \/ \d+$/);
  });
});

describe('distributeToColumns', () => {
  it('deals items row by row, keeping each one’s index', () => {
    const columns = distributeToColumns(['a', 'b', 'c', 'd', 'e'], 3);
    expect(columns.map((column) => column.map((entry) => `${entry.item}${entry.index}`))).toEqual([
      ['a0', 'd3'],
      ['b1', 'e4'],
      ['c2'],
    ]);
  });

  it('puts everything in one column on a phone and never makes zero columns', () => {
    expect(distributeToColumns([1, 2], 1)).toHaveLength(1);
    expect(distributeToColumns([1, 2], 0)).toHaveLength(1);
  });
});
