/** A recording refused before it reaches the service: HTTP statuses the shared error codes do not have. */
export class SpeechRefusal extends Error {
  constructor(
    readonly status: 413 | 415,
    readonly code: 'PAYLOAD_TOO_LARGE' | 'UNSUPPORTED_MEDIA_TYPE',
    message: string,
  ) {
    super(message);
    this.name = 'SpeechRefusal';
  }
}

export const SPEECH_MAX_BYTES = 10 * 1024 * 1024;

export const speechTooLarge = () =>
  new SpeechRefusal(413, 'PAYLOAD_TOO_LARGE', 'Recording too large: a spoken question may be at most 10 MB (10,485,760 bytes).');

export const speechNotAudio = () =>
  new SpeechRefusal(415, 'UNSUPPORTED_MEDIA_TYPE', 'Unsupported recording: send the audio as WebM, Ogg, WAV, MP3 or MP4 (M4A).');
