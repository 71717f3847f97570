import {
  audioTooLongMessage,
  imageTooLargeMessage,
  INVALID_AUDIO_MESSAGE,
  INVALID_VIDEO_MESSAGE,
  videoTooLongMessage,
} from '@avatarium/contracts/upload-rules';
import type { SniffedFile } from '../../../shared/model/sniffFileType';
import type { MediaKind } from './mediaKinds';

const KIND_NOUN: Record<MediaKind, string> = { image: 'an image', video: 'a video', audio: 'an audio recording' };

/**
 * A chosen file whose bytes are not what its card takes (not in the spec, whose check reads only
 * the name): what it really is, in words. `sniffed` null: no known signature at all.
 */
function wrongContent(kind: MediaKind, sniffed: SniffedFile | null, extensions: readonly string[]): string {
  if (!sniffed) return "This file isn't an image, video or audio we can use.";
  if (sniffed.category === kind)
    return `This file is ${sniffed.name}, which we can't use: only ${extensions.join(', ')} files are allowed.`;
  return `This file is ${sniffed.name}, not ${KIND_NOUN[kind]}.`;
}

/** The spec 000 section 5 texts, the same functions the server answers with. */
export const VALIDATION_MESSAGES = {
  title: 'File Validation Failed',
  imageTooLarge: imageTooLargeMessage,
  videoTooLong: videoTooLongMessage,
  audioTooLong: audioTooLongMessage,
  invalidVideo: INVALID_VIDEO_MESSAGE,
  invalidAudio: INVALID_AUDIO_MESSAGE,
  wrongType: (extensions: readonly string[]) => `Only ${extensions.join(', ')} files are allowed`,
  wrongContent,
} as const;
