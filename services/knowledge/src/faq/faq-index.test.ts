import { describe, expect, it } from 'vitest';
import { FaqIndex } from './faq-index.js';

const entries = [
  { row: 1, question: 'When is the museum open?', answer: 'Every day from 9 to 17, except Mondays.' },
  { row: 2, question: 'How much is a ticket?', answer: 'Adults pay 12 euros; children under 12 enter free.' },
  { row: 3, question: 'Is there a family ticket?', answer: 'Yes: two adults and up to three children, 30 euros.' },
  { row: 4, question: 'Where do I park?', answer: 'The parking behind the lighthouse is free for visitors.' },
];

describe('FAQ retrieval (BM25)', () => {
  const index = new FaqIndex(entries);

  it('ranks the row whose question matches above one whose answer does', () => {
    const hits = index.find('How much is a ticket for adults?', 3);
    expect(hits.map((hit) => hit.row)).toEqual([2, 3]);
    expect(hits[0]!.score).toBeGreaterThan(hits[1]!.score);
  });

  it('matches longer forms of a word by its prefix, and accents as plain letters', () => {
    expect(index.find('parking spaces?', 3).map((hit) => hit.row)).toEqual([4]);
    expect(new FaqIndex([{ row: 1, question: 'Café opening hours?', answer: 'From 10.' }]).find('cafe hours', 1)).toHaveLength(1);
  });

  it('answers nothing when the FAQ does not cover the question (not its nearest unrelated row)', () => {
    expect(index.find('Do you sell vegan ice cream in summer?', 3)).toEqual([]);
    expect(index.find('What is it?', 3)).toEqual([]);
  });

  it('gives the same answers on every search (its scratch space is reset)', () => {
    const first = index.find('family ticket price', 3);
    index.find('museum open Mondays', 3);
    expect(index.find('family ticket price', 3)).toEqual(first);
  });
});
