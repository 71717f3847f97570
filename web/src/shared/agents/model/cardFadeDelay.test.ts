import { describe, expect, it } from 'vitest';
import { cardFadeDelay } from './cardFadeDelay';

describe('cardFadeDelay', () => {
  it('staggers grid cards by 50 ms up to 500 ms', () => {
    expect([0, 1, 9, 10, 40].map((index) => cardFadeDelay(index))).toEqual(['0ms', '50ms', '450ms', '500ms', '500ms']);
  });

  it('staggers masonry cards by 30 ms up to 300 ms', () => {
    expect([0, 1, 9, 10, 11].map((index) => cardFadeDelay(index, 'masonry'))).toEqual(['0ms', '30ms', '270ms', '300ms', '300ms']);
  });
});
