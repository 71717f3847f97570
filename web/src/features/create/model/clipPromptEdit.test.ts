import { PROMPT_MAX_LENGTH } from '@avatarium/contracts/agent-limits';
import { describe, expect, it } from 'vitest';
import { clipPromptEdit } from './clipPromptEdit';

describe('clipPromptEdit: a prompt kept within its limit, and saying so', () => {
  it('keeps an edit that fits as it is', () => {
    expect(clipPromptEdit('A museum guide', 'A warm museum guide', PROMPT_MAX_LENGTH)).toEqual({
      text: 'A warm museum guide',
      cut: false,
      caret: -1,
    });
    const full = 'x'.repeat(PROMPT_MAX_LENGTH);
    expect(clipPromptEdit(full.slice(1), full, PROMPT_MAX_LENGTH).cut).toBe(false);
  });

  it('cuts a 20,000-character paste into an empty box to 4,000, and says it did', () => {
    const pasted = 'Clara loves impressionist painting. '.repeat(600).slice(0, 20_000);
    const edit = clipPromptEdit('', pasted, PROMPT_MAX_LENGTH);
    expect(edit).toEqual({ text: pasted.slice(0, 4000), cut: true, caret: 4000 });
  });

  it('cuts what was pasted in the middle, keeping the text around it', () => {
    const previous = 'Start. End.';
    const next = `Start. ${'y'.repeat(50)}End.`;
    expect(clipPromptEdit(previous, next, 30)).toEqual({ text: `Start. ${'y'.repeat(19)}End.`, cut: true, caret: 26 });
  });

  it('replacing a selection: what replaced it is cut to the room left', () => {
    // "old" selected and replaced by a long paste
    expect(clipPromptEdit('keep old keep', `keep ${'n'.repeat(20)} keep`, 15)).toEqual({
      text: 'keep nnnnn keep',
      cut: true,
      caret: 10,
    });
  });

  it('a key typed in a full box changes nothing but is said', () => {
    const full = 'z'.repeat(10);
    expect(clipPromptEdit(full, `zzzzz!zzzzz`, 10)).toEqual({ text: full, cut: true, caret: 5 });
  });

  it('never splits an emoji, and keeps the start of a text that was already too long', () => {
    expect(clipPromptEdit('', `abc😀def`, 4)).toEqual({ text: 'abc', cut: true, caret: 3 });
    expect(clipPromptEdit('x'.repeat(12), 'x'.repeat(13), 10)).toEqual({ text: 'x'.repeat(10), cut: true, caret: 10 });
  });
});
