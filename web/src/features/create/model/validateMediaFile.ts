import { sniffFileType } from '../../../shared/model/sniffFileType';
import type { MediaKind } from './mediaKinds';
import { MEDIA_LIMITS } from './mediaLimits';
import { VALIDATION_MESSAGES } from './validationMessages';

// Spec 000 section 5's image-only and video-only variants of the allowed types; audio as the
// server accepts it (packages/contracts/src/media/upload-rules.ts). A file passes by its
// extension or by the type the browser reports; the server checks the content again.
const EXTENSIONS: Record<MediaKind, readonly string[]> = {
  image: ['.jpg', '.jpeg', '.png', '.gif', '.webp'],
  video: ['.mp4', '.mov', '.avi', '.webm'],
  audio: ['.mp3', '.wav', '.m4a', '.ogg', '.opus', '.webm'],
};
const MIME_TYPES: Record<MediaKind, readonly string[]> = {
  image: ['image/jpeg', 'image/png', 'image/gif', 'image/webp'],
  video: ['video/mp4', 'video/quicktime', 'video/x-msvideo', 'video/avi', 'video/webm'],
  audio: [
    'audio/mpeg',
    'audio/mp3',
    'audio/wav',
    'audio/x-wav',
    'audio/wave',
    'audio/mp4',
    'audio/x-m4a',
    'audio/ogg',
    'audio/opus',
    'audio/webm',
  ],
};

function hasAllowedType(file: Pick<File, 'name' | 'type'>, kind: MediaKind): boolean {
  const name = file.name.toLowerCase();
  return EXTENSIONS[kind].some((extension) => name.endsWith(extension)) || MIME_TYPES[kind].includes(file.type);
}

/**
 * Checks a chosen file against spec 000 section 5; resolves to the message to show, or null
 * when it is fine. Its first bytes (`readHead`) must be media of the card's kind, whatever its
 * name says (a renamed program is refused here, not at Generate). Durations come from
 * `readDuration` (a media element's metadata in the browser); it rejects or yields a
 * non-finite number for a file it cannot read.
 */
export async function validateMediaFile(
  file: Pick<File, 'name' | 'type' | 'size'>,
  kind: MediaKind,
  readDuration: (kind: 'audio' | 'video') => Promise<number>,
  readHead: () => Promise<Uint8Array>,
): Promise<string | null> {
  if (!hasAllowedType(file, kind)) return VALIDATION_MESSAGES.wrongType(EXTENSIONS[kind]);
  // A file that cannot be read here is left to the server, which sniffs every upload again.
  const head = await readHead().catch(() => null);
  if (head) {
    const sniffed = sniffFileType(head);
    if (!sniffed?.usableAs.includes(kind)) return VALIDATION_MESSAGES.wrongContent(kind, sniffed, EXTENSIONS[kind]);
  }
  if (kind === 'image') {
    return file.size > MEDIA_LIMITS.imageBytes ? VALIDATION_MESSAGES.imageTooLarge(file.size) : null;
  }
  const invalid = kind === 'video' ? VALIDATION_MESSAGES.invalidVideo : VALIDATION_MESSAGES.invalidAudio;
  const seconds = await readDuration(kind).catch(() => Number.NaN);
  if (!Number.isFinite(seconds) || seconds <= 0) return invalid;
  if (kind === 'video') return seconds > MEDIA_LIMITS.videoSeconds ? VALIDATION_MESSAGES.videoTooLong(seconds) : null;
  return seconds > MEDIA_LIMITS.audioSeconds ? VALIDATION_MESSAGES.audioTooLong(seconds) : null;
}
