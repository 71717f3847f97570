import { describe, expect, it } from 'vitest';
import { partsOf } from './knowledge-writer.js';

describe('a document in parts for the language model', () => {
  it('cuts at paragraph or sentence ends under the size, and keeps every word', () => {
    const text = Array.from({ length: 40 }, (_, i) => `Sentence number ${i} is here.`).join(' ');
    const parts = partsOf(text, 200);
    expect(parts.every((part) => part.length <= 200)).toBe(true);
    expect(parts.every((part) => part.endsWith('.'))).toBe(true);
    expect(parts.join(' ')).toBe(text);
  });

  it('stops after eight parts (a budget per document)', () => {
    expect(partsOf('word '.repeat(10_000), 100)).toHaveLength(8);
  });
});
