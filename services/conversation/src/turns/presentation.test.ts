import { describe, expect, it } from 'vitest';
import { currentSlideOf, presentationCommand, targetPosition } from './presentation.js';

describe('what a visitor asks of a presenting agent', () => {
  it.each([
    ['Present the slides', { kind: 'start' }],
    ['please start the presentation', { kind: 'start' }],
    ['Can you walk me through the deck?', null],
    ['walk me through the deck', { kind: 'start' }],
    ['present', { kind: 'start' }],
    ['Start the presentation again', { kind: 'start' }],
    ['Next slide', { kind: 'next' }],
    ['next', { kind: 'next' }],
    ['continue.', { kind: 'next' }],
    ['Previous slide', { kind: 'previous' }],
    ['go back', { kind: 'previous' }],
    ['Show me slide 3', { kind: 'goto', slide: 3 }],
    ["What's on slide number 12?", { kind: 'goto', slide: 12 }],
    ['What time do you open?', null],
    ['I like the next part of the story', null],
  ])('%s', (text, command) => {
    expect(presentationCommand(text)).toEqual(command);
  });

  it('moves within the deck by position (deleted slides leave gaps in the numbers)', () => {
    const numbers = [1, 2, 4, 5];
    expect(targetPosition({ kind: 'next' }, numbers, null)).toBe(0);
    expect(targetPosition({ kind: 'next' }, numbers, 2)).toBe(2);
    expect(targetPosition({ kind: 'next' }, numbers, 5)).toBe(3);
    expect(targetPosition({ kind: 'previous' }, numbers, 1)).toBe(0);
    expect(targetPosition({ kind: 'goto', slide: 4 }, numbers, null)).toBe(2);
    expect(targetPosition({ kind: 'goto', slide: 99 }, numbers, null)).toBe(3);
  });

  it('knows the slide shown last from the conversation', () => {
    const at = new Date();
    const slide = (n: number) => JSON.stringify({ kind: 'slide', response: 'x', slide_number: n });
    expect(
      currentSlideOf([
        { role: 'agent', message: slide(2), timestamp: at, turnId: 'a' },
        { role: 'user', message: 'hello', timestamp: at, turnId: 'b' },
        { role: 'agent', message: 'Hi!', timestamp: at, turnId: 'b' },
      ]),
    ).toBe(2);
    expect(currentSlideOf([{ role: 'agent', message: 'Hi!', timestamp: at, turnId: 'b' }])).toBeNull();
  });
});
