import type { MediaKind } from './media-kind.js';

// The upload rules of spec 000 sections 5 and 9, shared by the browser (checks before
// sending), the gateway (sniffs while streaming) and the media service (measures).

/** Files up to this size go in one multipart request; larger ones must be sent in chunks. */
export const SINGLE_UPLOAD_MAX_BYTES = 4_194_304;
/** The size of the chunks the browser sends, one after another. */
export const UPLOAD_CHUNK_BYTES = 3_670_016;
/** The largest chunk the server accepts (a little room above the browser's chunk size). */
export const CHUNK_MAX_BYTES = 4_194_304;
/** The largest file a chunked upload may assemble: 2 GiB. */
export const CHUNKED_UPLOAD_MAX_BYTES = 2 * 1024 ** 3;
/** A chunked upload may not be split into more parts than this. */
export const CHUNKED_UPLOAD_MAX_CHUNKS = 10_000;
/** "5MB" as the browser counts it: 5 × 1024 × 1024 bytes. */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const VIDEO_MAX_SECONDS = 30;
export const AUDIO_MAX_SECONDS = 120;

/** An accepted file type, known by its content; `ext` names the stored file. */
export interface UploadType {
  ext: string;
  /** The content type the file is stored and served with. */
  mime: string;
  kind: MediaKind;
}

/**
 * Spec 000 section 5's general list, plus the voice sample's audio types (the spec's list has
 * none, but the create screen uploads a voice). WebM and MP4 may hold sound only; the media
 * service tells them apart by their streams.
 */
const UPLOAD_TYPES: Record<string, UploadType> = {
  pdf: { ext: 'pdf', mime: 'application/pdf', kind: 'pdf' },
  mp4: { ext: 'mp4', mime: 'video/mp4', kind: 'video' },
  mov: { ext: 'mov', mime: 'video/quicktime', kind: 'video' },
  avi: { ext: 'avi', mime: 'video/x-msvideo', kind: 'video' },
  webm: { ext: 'webm', mime: 'video/webm', kind: 'video' },
  jpg: { ext: 'jpg', mime: 'image/jpeg', kind: 'image' },
  png: { ext: 'png', mime: 'image/png', kind: 'image' },
  gif: { ext: 'gif', mime: 'image/gif', kind: 'image' },
  webp: { ext: 'webp', mime: 'image/webp', kind: 'image' },
  csv: { ext: 'csv', mime: 'text/csv', kind: 'csv' },
  mp3: { ext: 'mp3', mime: 'audio/mpeg', kind: 'audio' },
  wav: { ext: 'wav', mime: 'audio/wav', kind: 'audio' },
  m4a: { ext: 'm4a', mime: 'audio/mp4', kind: 'audio' },
  ogg: { ext: 'ogg', mime: 'audio/ogg', kind: 'audio' },
  opus: { ext: 'opus', mime: 'audio/ogg', kind: 'audio' },
};

/** The extensions named in the refusal, in the spec's order, audio last. */
export const ALLOWED_UPLOAD_EXTENSIONS = [
  '.pdf',
  '.mp4',
  '.mov',
  '.avi',
  '.webm',
  '.jpg',
  '.jpeg',
  '.png',
  '.gif',
  '.webp',
  '.csv',
  '.mp3',
  '.wav',
  '.m4a',
  '.ogg',
  '.opus',
] as const;

/** How many bytes of a file's start are enough to recognise its type. */
export const SNIFF_BYTES = 4100;

/**
 * The accepted type of a file from what a content sniffer (file-type) detected in its first
 * bytes; the name only matters for CSV, which has no signature: it must be named .csv and
 * its first bytes must be UTF-8 text without NULs. Null means refused.
 */
export function classifyUpload(
  detected: { ext: string; mime: string } | undefined,
  head: Uint8Array,
  fileName: string,
): UploadType | null {
  if (detected) return UPLOAD_TYPES[detected.ext] ?? null;
  if (!fileName.toLowerCase().endsWith('.csv') || head.length === 0) return null;
  return isTextPrefix(head) ? UPLOAD_TYPES.csv! : null;
}

/** UTF-8 without NULs; a multi-byte character cut off at the end of the prefix is fine. */
function isTextPrefix(bytes: Uint8Array): boolean {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes, { stream: true });
    return true;
  } catch {
    return false;
  }
}

/** Rounds up to one decimal and drops a trailing ".0", so a value over a limit never reads as the limit. */
export function formatOverLimit(value: number): string {
  return String(Math.ceil(Number((value * 10).toFixed(6))) / 10);
}

export function disallowedTypeMessage(): string {
  return `Only ${ALLOWED_UPLOAD_EXTENSIONS.join(', ')} files are allowed`;
}

export function imageTooLargeMessage(bytes: number): string {
  return `Image file too large. Maximum size is 5MB, but your file is ${formatOverLimit(bytes / 1024 / 1024)}MB.`;
}

export function videoTooLongMessage(seconds: number): string {
  return `Video too long. Maximum duration is 30 seconds, but your video is ${formatOverLimit(seconds)} seconds.`;
}

export function audioTooLongMessage(seconds: number): string {
  return `Audio too long. Maximum duration is 2 minutes, but your audio is ${formatOverLimit(seconds / 60)} minutes.`;
}

export const INVALID_VIDEO_MESSAGE = 'Invalid video file or unable to read video metadata.';
export const INVALID_AUDIO_MESSAGE = 'Invalid audio file or unable to read audio metadata.';
/** Not in the spec (its browser check never fails on images); worded like its siblings. */
export const INVALID_IMAGE_MESSAGE = 'Invalid image file or unable to read image metadata.';

// Per-user limits on chunked uploads, so one account cannot fill the disk (issue 14 finding 1).
/** Chunked uploads one user may have open (receiving or assembling) at once. */
export const UPLOADS_OPEN_PER_USER_MAX = 5;
/** The declared sizes of one user's open chunked uploads, summed. */
export const UPLOAD_BYTES_IN_FLIGHT_PER_USER_MAX = 4 * 1024 ** 3;
/** Chunks of an upload stored before its chunk 0 (whose bytes decide the type) has arrived. */
export const CHUNKS_BEFORE_FIRST_MAX = 4;
