import { describe, expect, it } from 'vitest';
import { createCueTimeline, cueIndexAt, frameAt } from './cue-timeline.js';
import { spriteIndexOf, VISEMES } from './mouth-shapes.js';

const frameOf = (viseme: string) => spriteIndexOf(VISEMES, viseme);
const cues = [
  { startMs: 0, viseme: 'rest' },
  { startMs: 80, viseme: 'open' },
  { startMs: 200, viseme: 'round' },
  { startMs: 320, viseme: 'wide' },
  { startMs: 450, viseme: 'rest' },
];

describe('cue timeline', () => {
  it('gives the shape of the cue in force at each time of the audio', () => {
    const timeline = createCueTimeline(cues, frameOf);
    const shapes = [0, 79, 80, 199, 200, 330, 449, 450, 5000].map((time) => VISEMES[frameAt(timeline, time, -1)]);
    expect(shapes).toEqual(['rest', 'rest', 'open', 'open', 'round', 'wide', 'wide', 'rest', 'rest']);
  });

  it('shows the fallback before the first cue starts', () => {
    const timeline = createCueTimeline([{ startMs: 100, viseme: 'open' }], frameOf);
    expect(frameAt(timeline, 50, 7)).toBe(7);
    expect(cueIndexAt(createCueTimeline([], frameOf), 10)).toBe(-1);
  });

  it('sorts cues that arrive out of order and keeps the later of two at one time', () => {
    const timeline = createCueTimeline(
      [
        { startMs: 300, viseme: 'wide' },
        { startMs: 100, viseme: 'open' },
        { startMs: 100, viseme: 'round' },
      ],
      frameOf,
    );
    expect(VISEMES[frameAt(timeline, 150, -1)]).toBe('round');
    expect(VISEMES[frameAt(timeline, 300, -1)]).toBe('wide');
  });

  it('finds the right cue after a seek backwards or a long jump forwards', () => {
    const many = Array.from({ length: 1000 }, (_, index) => ({ startMs: index * 10, viseme: VISEMES[index % 5]! }));
    const timeline = createCueTimeline(many, frameOf);
    for (const time of [0, 5, 9_995, 3_333, 10, 7_001, 6_999]) {
      expect(cueIndexAt(timeline, time)).toBe(Math.floor(time / 10));
    }
  });

  it('maps a viseme the sprite lacks to the nearest shape it has', () => {
    expect(spriteIndexOf(['rest', 'slight', 'open'], 'wide')).toBe(2);
    expect(spriteIndexOf(['rest', 'slight', 'open'], 'round')).toBe(1);
    expect(spriteIndexOf(['rest'], 'unknown')).toBe(0);
  });
});
