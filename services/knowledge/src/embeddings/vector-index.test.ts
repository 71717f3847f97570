import { describe, expect, it } from 'vitest';
import { normalize } from './vector-math.js';
import { VectorIndex } from './vector-index.js';

const unit = (...values: number[]) => normalize(Float32Array.from(values));

describe('the vector index', () => {
  const index = VectorIndex.of(
    'test-model',
    [unit(1, 0, 0), unit(0, 1, 0), unit(0, 0, 1)],
    [unit(1, 1, 0), unit(0, 1, 0), unit(0, 1, 1)],
  );

  it('ranks rows by the closer of their two vectors and drops those under the floor', () => {
    const hits = index.search(unit(0, 1, 0.2), 3, 0.5);
    expect(hits.map((hit) => hit.doc)).toEqual([1, 2, 0]);
    expect(hits[0]!.score).toBeCloseTo(0.981, 3);
    expect(index.search(unit(0, 1, 0.2), 3, 0.9).map((hit) => hit.doc)).toEqual([1]);
    expect(index.search(unit(1, 0), 3, 0)).toEqual([]); // another model's size: nothing
  });

  it('survives a round trip through its file', () => {
    const copy = VectorIndex.fromBytes(index.toBytes());
    expect([copy.model, copy.dims, copy.rows]).toEqual(['test-model', 3, 3]);
    expect(copy.search(unit(0, 0, 1), 1, 0)).toEqual(index.search(unit(0, 0, 1), 1, 0));
    expect(() => VectorIndex.fromBytes(index.toBytes().subarray(0, 60))).toThrow(/truncated/);
  });
});

describe('the clustered vector index (large FAQs)', () => {
  // 3,000 rows around 60 topics: what real FAQs look like (many rows on few subjects).
  let seed = 7;
  const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647) * 2 - 1;
  const dims = 32;
  const topics = Array.from({ length: 60 }, () => unit(...Array.from({ length: dims }, random)));
  const near = (topic: Float32Array, spread: number) => unit(...Array.from(topic, (x) => x + spread * random()));
  const questions = Array.from({ length: 3_000 }, (_, row) => near(topics[row % 60]!, 0.15));
  const passages = questions.map((question) => near(question, 0.1));
  const clustered = VectorIndex.of('m', questions, passages);
  const exact = new VectorIndex('m', dims, clustered.rows, clustered.vectors, null);

  it('groups the vectors and finds what a full scan finds', () => {
    expect(clustered.clusters?.count).toBe(77); // √6,000
    let same = 0;
    for (let i = 0; i < 200; i++) {
      const query = near(topics[i % 60]!, 0.2);
      if (clustered.search(query, 1, 0)[0]?.doc === exact.search(query, 1, 0)[0]?.doc) same += 1;
    }
    expect(same).toBeGreaterThanOrEqual(190);
  });

  it('keeps its clusters through its file', () => {
    const copy = VectorIndex.fromBytes(clustered.toBytes());
    expect(copy.clusters?.count).toBe(77);
    const query = near(topics[5]!, 0.2);
    expect(copy.search(query, 3, 0)).toEqual(clustered.search(query, 3, 0));
  });
});
