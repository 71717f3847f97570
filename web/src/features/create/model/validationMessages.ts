import {
  audioTooLongMessage,
  imageTooLargeMessage,
  INVALID_AUDIO_MESSAGE,
  INVALID_VIDEO_MESSAGE,
  videoTooLongMessage,
} from '@avatarium/contracts/upload-rules';

/** The spec 000 section 5 texts, the same functions the server answers with. */
export const VALIDATION_MESSAGES = {
  title: 'File Validation Failed',
  imageTooLarge: imageTooLargeMessage,
  videoTooLong: videoTooLongMessage,
  audioTooLong: audioTooLongMessage,
  invalidVideo: INVALID_VIDEO_MESSAGE,
  invalidAudio: INVALID_AUDIO_MESSAGE,
  wrongType: (extensions: readonly string[]) => `Only ${extensions.join(', ')} files are allowed`,
} as const;
