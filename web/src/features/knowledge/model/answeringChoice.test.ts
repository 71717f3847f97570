import { describe, expect, it } from 'vitest';
import { changeOf, draftOf, heardWhenUnknown, problemOf, SENTENCE_MAX_CHARS } from './answeringChoice';

const saved = { onlyFromFaq: false, unknownAnswer: null, defaultUnknownAnswer: "I'm sorry, I don't know that." };

describe('the FAQ answering card (issue 24)', () => {
  it('starts from what is saved and shows which sentence visitors hear', () => {
    const draft = draftOf(saved);
    expect(draft).toEqual({ onlyFromFaq: false, sentence: '' });
    expect(heardWhenUnknown(saved, draft)).toBe("I'm sorry, I don't know that.");
    expect(heardWhenUnknown(saved, { ...draft, sentence: 'Ask our front desk, please.' })).toBe('Ask our front desk, please.');
  });

  it('sends only what changed; an emptied sentence goes back to the default', () => {
    expect(changeOf(saved, draftOf(saved))).toBeNull();
    expect(changeOf(saved, { onlyFromFaq: true, sentence: '' })).toEqual({ onlyFromFaq: true });
    expect(changeOf(saved, { onlyFromFaq: false, sentence: '  Ask   the front desk. ' })).toEqual({
      unknownAnswer: 'Ask the front desk.',
    });
    const withSentence = { ...saved, onlyFromFaq: true, unknownAnswer: 'Ask the front desk.' };
    expect(changeOf(withSentence, { onlyFromFaq: true, sentence: 'Ask the front desk.' })).toBeNull();
    expect(changeOf(withSentence, { onlyFromFaq: true, sentence: '   ' })).toEqual({ unknownAnswer: null });
  });

  it('refuses a sentence longer than the server keeps', () => {
    expect(problemOf({ onlyFromFaq: false, sentence: 'x'.repeat(SENTENCE_MAX_CHARS) })).toBeNull();
    expect(problemOf({ onlyFromFaq: false, sentence: 'x'.repeat(SENTENCE_MAX_CHARS + 1) })).toBe(
      `The sentence is longer than ${SENTENCE_MAX_CHARS} characters.`,
    );
  });
});
