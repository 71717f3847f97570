import { describe, expect, it } from 'vitest';
import { PREVIEW_LOAD_FAILED, PREVIEW_PLAY_FAILED, startPreviewAudio } from './previewPlayback';

const audio = (play: () => Promise<void>, error: unknown = null) => ({ play, error });
const refuse =
  (name: string, message = '') =>
  () =>
    Promise.reject(new DOMException(message, name));

describe('a voice preview that was made but not heard (spec 001 section 8)', () => {
  it('is nothing to report once it plays', async () => {
    expect(await startPreviewAudio(audio(async () => undefined))).toBeNull();
  });

  it('could not be loaded when the audio file is missing or unreadable', async () => {
    expect(await startPreviewAudio(audio(refuse('NotSupportedError', 'The element has no supported sources.')))).toBe(
      'Could not load voice preview',
    );
    expect(await startPreviewAudio(audio(refuse('AbortError'), { code: 4 }))).toBe(PREVIEW_LOAD_FAILED);
  });

  it('could not be played when the browser refuses to play it', async () => {
    expect(await startPreviewAudio(audio(refuse('NotAllowedError', 'play() failed because the user didn’t interact')))).toBe(
      'Could not play voice preview',
    );
    expect(await startPreviewAudio(audio(() => Promise.reject(new Error('boom'))))).toBe(PREVIEW_PLAY_FAILED);
  });
});
