/** What the visitor is told when push-to-talk cannot record, by the browser's error name. */
export function microphoneFailureText(thrown: unknown): string {
  const name = thrown instanceof DOMException || thrown instanceof Error ? thrown.name : '';
  switch (name) {
    case 'NotAllowedError':
    case 'SecurityError':
      return 'Microphone access was refused. Allow the microphone for this site in your browser, or type your question.';
    case 'NotFoundError':
    case 'OverconstrainedError':
      return 'No microphone was found. Connect one, or type your question.';
    case 'NotReadableError':
    case 'AbortError':
      return 'The microphone could not be started (another app may be using it). Type your question instead.';
    case 'NotSupportedError':
      return 'This browser cannot record audio here. Type your question instead.';
    default:
      return 'The microphone could not be used. Type your question instead.';
  }
}

/** The recording format to ask MediaRecorder for: Opus in WebM (Chromium, Firefox), else Ogg, else its default. */
export function recordingMimeType(isTypeSupported: (type: string) => boolean): string | undefined {
  return ['audio/webm;codecs=opus', 'audio/ogg;codecs=opus', 'audio/webm', 'audio/mp4'].find((type) => isTypeSupported(type));
}

/** A hold shorter than this is a slip, not a question: nothing is sent. */
export const MIN_RECORDING_MS = 300;
