import { describe, expect, it } from 'vitest';
import { LONG_SENTENCES, sentenceBudget, statedBudget } from './reply-rules.js';

describe('the sentence budget', () => {
  it('reads a range the owner wrote as its upper end', () => {
    expect(statedBudget('Keep replies short (one to three sentences), natural and warm.')).toBe(3);
    expect(statedBudget('Answer in 2-3 sentences.')).toBe(3);
    expect(statedBudget('Answer in 2–4 sentences.')).toBe(4);
    expect(statedBudget('Use two or three short sentences.')).toBe(3);
  });

  it('still reads a single number', () => {
    expect(statedBudget('Answer in one sentence.')).toBe(1);
    expect(statedBudget('No more than four sentences.')).toBe(4);
    expect(statedBudget('Be friendly.')).toBeNull();
  });

  it('keeps the owner’s budget when the visitor asks for a story or steps', () => {
    const persona = { systemPrompt: 'How you talk:\n- keep replies short (one to three sentences), with no lists.' };
    expect(sentenceBudget(persona, 'Tell me a short story about a storm.')).toBe(3);
    expect(sentenceBudget(persona, 'What is your recipe for pancakes, step by step?')).toBe(3);
    expect(sentenceBudget({ systemPrompt: 'A cheerful captain.' }, 'Tell me a story.')).toBe(LONG_SENTENCES);
  });
});
