import { describe, expect, it } from 'vitest';
import { planChunks } from './planChunks';

const MB4 = 4_194_304;
const CHUNK = 3_670_016;

describe('planChunks', () => {
  it('sends files up to 4,194,304 bytes in one request', () => {
    expect(planChunks(0)).toEqual({ chunked: false, chunks: [{ index: 0, start: 0, end: 0, size: 0 }] });
    expect(planChunks(MB4)).toEqual({ chunked: false, chunks: [{ index: 0, start: 0, end: MB4, size: MB4 }] });
  });

  it('chunks one byte over the threshold into a full chunk and a remainder', () => {
    const plan = planChunks(MB4 + 1);
    expect(plan.chunked).toBe(true);
    expect(plan.chunks).toEqual([
      { index: 0, start: 0, end: CHUNK, size: CHUNK },
      { index: 1, start: CHUNK, end: MB4 + 1, size: MB4 + 1 - CHUNK },
    ]);
  });

  it('covers every byte exactly once with sequential indices', () => {
    const size = 3 * CHUNK + 12_345;
    const { chunks } = planChunks(size);
    expect(chunks.map((chunk) => chunk.index)).toEqual([0, 1, 2, 3]);
    expect(chunks.slice(0, 3).every((chunk) => chunk.size === CHUNK)).toBe(true);
    expect(chunks[3]?.size).toBe(12_345);
    expect(chunks.reduce((sum, chunk) => sum + chunk.size, 0)).toBe(size);
    chunks.forEach((chunk, index) => expect(chunk.start).toBe(index * CHUNK));
  });

  it('makes no empty last chunk when the size is a multiple of the chunk size', () => {
    const { chunks } = planChunks(2 * CHUNK);
    expect(chunks).toHaveLength(2);
    expect(chunks[1]).toEqual({ index: 1, start: CHUNK, end: 2 * CHUNK, size: CHUNK });
  });

  it('plans a 1 GB file in 293 chunks', () => {
    const { chunks } = planChunks(1024 ** 3);
    expect(chunks).toHaveLength(293);
    expect(chunks.at(-1)?.end).toBe(1024 ** 3);
  });
});
