import { describe, expect, it } from 'vitest';
import { closeRow, contradictsRow, driftsFromRow, RowGuard } from './grounding-row.js';

const DOGS = {
  row: 4,
  question: 'Can I bring my dog?',
  answer: 'Only assistance dogs are allowed inside. Other dogs may wait in the garden.',
  score: 2,
};
const BUILT = {
  row: 8,
  question: 'When was the lighthouse built?',
  answer: 'It was first lit in 1874 and automated in 1962.',
  score: 1.9,
};
const HEIGHT = {
  row: 7,
  question: 'How tall is the lighthouse?',
  answer: 'The tower is 48 metres tall, with 212 steps to the lantern room.',
  score: 2,
};

describe('the FAQ row a question closely asks', () => {
  it('is the closest in meaning when close enough, whatever the fused rank', () => {
    expect(
      closeRow([
        { ...HEIGHT, similarity: 0.74 },
        { ...BUILT, similarity: 0.81 },
      ])?.row,
    ).toBe(8);
    expect(closeRow([{ ...HEIGHT, similarity: 0.64 }, BUILT])).toBeNull();
    expect(closeRow([])).toBeNull();
  });
});

describe('a reply sentence against its row', () => {
  it('contradicts it with a number the row does not have, or a plain yes where the row sets a limit', () => {
    expect(contradictsRow('The lighthouse is currently 48 metres tall.', BUILT)).toBe(true);
    expect(contradictsRow('Yes, your dog can come inside with you.', DOGS)).toBe(true);
    expect(contradictsRow('Sure, bring your dog along!', DOGS)).toBe(true);
  });

  it('agrees when it restates the row in other words', () => {
    expect(contradictsRow('It was first lit in 1874, and automated in 1962.', BUILT)).toBe(false);
    expect(contradictsRow('Only assistance dogs may come inside, but yours can wait in the garden.', DOGS)).toBe(false);
    expect(contradictsRow('Yes, but only assistance dogs; others wait in the garden.', DOGS)).toBe(false);
    expect(contradictsRow('The lighthouse is very old indeed.', BUILT)).toBe(false);
  });

  it('drifts when another row found is closer in meaning, or it is about nothing the row says', () => {
    expect(driftsFromRow([0.43, 0.92])).toBe(true);
    expect(driftsFromRow([0.2])).toBe(true);
    expect(driftsFromRow([0.84, 0.37])).toBe(false);
    expect(driftsFromRow([])).toBe(false);
  });

  it('replaces a first sentence that disagrees, drops a later one, and judges by the rules alone without meaning', async () => {
    const asked: string[][] = [];
    const guard = new RowGuard(BUILT, [HEIGHT, BUILT], async (_text, others) => {
      asked.push(others);
      return [0.43, 0.92];
    });
    expect(await guard.judge('The lighthouse is a fine old building.')).toBe('replace');
    expect(asked[0]).toEqual([`${BUILT.question} ${BUILT.answer}`, `${HEIGHT.question} ${HEIGHT.answer}`]);
    expect(await guard.judge('It has 212 steps.')).toBe('drop');

    const offline = new RowGuard(DOGS, [DOGS], async () => null);
    expect(await offline.judge('Only assistance dogs may come in.')).toBe('say');
    expect(await offline.judge('Yours can wait in the garden.')).toBe('say');
    expect(await new RowGuard(DOGS, [DOGS], async () => null).judge('Yes, of course!')).toBe('replace');
  });
});
