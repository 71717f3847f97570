import { describe, expect, it } from 'vitest';
import type { SelectedMedia } from './mediaKinds';
import { DEFAULT_PROMPT } from '@avatarium/contracts/agent-limits';
import { canGenerate, promptToSend } from './creationRequest';

const media = (type: SelectedMedia['type']): SelectedMedia => ({ type, url: 'blob:x', file: new File(['x'], `x.${type}`) });

describe('canGenerate', () => {
  it('needs a non-blank prompt, a video or an image', () => {
    expect(canGenerate('', {}, false)).toBe(false);
    expect(canGenerate('   \n', {}, false)).toBe(false);
    expect(canGenerate('a pirate', {}, false)).toBe(true);
    expect(canGenerate('', { image: media('image') }, false)).toBe(true);
    expect(canGenerate('', { video: media('video') }, false)).toBe(true);
  });

  it('is not enough to have only a voice', () => {
    expect(canGenerate('', { audio: media('audio') }, false)).toBe(false);
  });

  it('is disabled while generating', () => {
    expect(canGenerate('a pirate', { image: media('image') }, true)).toBe(false);
  });
});

describe('promptToSend', () => {
  it('uses the default prompt when empty', () => {
    expect(promptToSend('  ')).toBe(DEFAULT_PROMPT);
    expect(DEFAULT_PROMPT).toBe('Create an AI agent');
    expect(promptToSend(' a pirate ')).toBe('a pirate');
  });
});
