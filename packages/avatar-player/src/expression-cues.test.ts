import { describe, expect, it } from 'vitest';
import { createExpression, readReply, startReply, stepExpression } from './expression-cues.js';

describe('expression', () => {
  it('reads questions, greetings and sentence ends', () => {
    expect(readReply('Hello! Nice to meet you.')).toMatchObject({ greeting: true, question: false });
    expect(readReply('How are you today?').question).toBe(true);
    expect(readReply('One. Two. Three.').sentenceEnds.length).toBe(3);
    expect(readReply(undefined)).toMatchObject({ greeting: false, question: false, sentenceEnds: [] });
  });

  it('lifts the brows on a question and nods at a sentence end', () => {
    const state = createExpression();
    startReply(state, 'Is it? Yes.', 1000);
    let brow = 0;
    let pitch = 0;
    let ends = 0;
    for (let t = 0; t <= 1000; t += 10) {
      const out = { browRaise: 0, smile: 0, headPitch: 0 };
      if (stepExpression(state, t, 10, t, 0, out)) ends++;
      brow = Math.max(brow, out.browRaise);
      pitch = Math.max(pitch, out.headPitch);
    }
    expect(brow).toBeGreaterThan(0.3);
    expect(pitch).toBeGreaterThan(0.02);
    expect(ends).toBe(2);
  });
});
