/** Spec 001 section 8: a gallery preview made but not heard. */
export const PREVIEW_LOAD_FAILED = 'Could not load voice preview';
export const PREVIEW_PLAY_FAILED = 'Could not play voice preview';

/** What playing needs of an <audio> element. */
export interface PreviewAudio {
  play(): Promise<void>;
  /** The element's MediaError once its source could not be loaded or decoded. */
  readonly error: unknown;
}

/**
 * Starts a preview: null once it plays, else why not. The audio could not be loaded (a media
 * error, or no source the browser can play) or the browser would not play it (autoplay rules).
 */
export async function startPreviewAudio(audio: PreviewAudio): Promise<string | null> {
  try {
    await audio.play();
    return null;
  } catch (error) {
    const unloadable = audio.error != null || (error instanceof Error && error.name === 'NotSupportedError');
    return unloadable ? PREVIEW_LOAD_FAILED : PREVIEW_PLAY_FAILED;
  }
}
