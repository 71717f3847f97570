import { describe, expect, it } from 'vitest';
import { partGroups } from './s3-part-groups.js';

const MiB = 1024 * 1024;
const chunk = (index: number, size = 3.5 * MiB) => ({ index, key: `p${index}`, size });

describe('partGroups', () => {
  it("groups the browser's 3.5 MiB chunks in twos (S3 parts are at least 5 MiB), the last group as it ends", () => {
    const parts = [0, 1, 2, 3, 4].map((index) => chunk(index));
    expect(partGroups(parts, 5)).toEqual([
      { partNumber: 1, first: 0, last: 1, size: 7 * MiB },
      { partNumber: 2, first: 2, last: 3, size: 7 * MiB },
      { partNumber: 3, first: 4, last: 4, size: 3.5 * MiB },
    ]);
  });

  it('makes groups only as far as the chunks from chunk 0 are all in, whatever order they came in', () => {
    expect(partGroups([chunk(3), chunk(1), chunk(0)], 6)).toEqual([{ partNumber: 1, first: 0, last: 1, size: 7 * MiB }]);
    expect(partGroups([chunk(1), chunk(2)], 6)).toEqual([]);
    // An unfinished run is no group yet: chunk 2 alone is under 5 MiB and not the last.
    expect(partGroups([chunk(0), chunk(1), chunk(2)], 6)).toHaveLength(1);
  });

  it('takes as many small chunks as it needs to reach 5 MiB', () => {
    const parts = Array.from({ length: 12 }, (_, index) => chunk(index, MiB));
    expect(partGroups(parts, 12).map(({ first, last }) => [first, last])).toEqual([
      [0, 4],
      [5, 9],
      [10, 11],
    ]);
  });
});
