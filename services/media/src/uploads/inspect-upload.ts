import {
  AUDIO_MAX_SECONDS,
  audioTooLongMessage,
  disallowedTypeMessage,
  IMAGE_MAX_BYTES,
  imageTooLargeMessage,
  INVALID_AUDIO_MESSAGE,
  INVALID_IMAGE_MESSAGE,
  INVALID_VIDEO_MESSAGE,
  isOwnUpload,
  VIDEO_MAX_SECONDS,
  videoTooLongMessage,
  type media,
  type ReplyOf,
  type RequestOf,
} from '@avatarium/contracts';
import { AppError, type Storage } from '@avatarium/platform';
import sharp from 'sharp';
import { probeMedia, type MediaProbe } from '../media-tools/probe-media.js';
import { readHead, sniffUpload } from './sniff-upload.js';
import { textCheck } from './text-check.js';

type InspectRequest = RequestOf<typeof media.inspectUpload>;
type Inspection = ReplyOf<typeof media.inspectUpload>;

/**
 * media.upload.inspect: knows a stored upload by its content (never its name), measures it
 * and refuses it with the spec's messages. Reading only: the uploader deletes what is refused.
 * `textChecked`: an assembled CSV was checked for text as it was written, so it is not read again.
 */
export async function inspectUpload(
  deps: { storage: Storage },
  input: InspectRequest,
  options: { textChecked?: boolean } = {},
): Promise<Inspection> {
  if (!isOwnUpload(input.key, input.ownerId)) throw new AppError('FORBIDDEN', 'This file belongs to another user.');
  const object = await deps.storage.stat(input.key);
  if (!object) throw new AppError('NOT_FOUND', 'File not found.');
  const type = await sniffUpload(await readHead(deps.storage, input.key), input.originalName);
  if (!type) throw new AppError('BAD_INPUT', disallowedTypeMessage());
  const base = { kind: type.kind, contentType: type.mime, size: object.size };

  switch (type.kind) {
    case 'image':
      return { ...base, ...(await measureImage(deps.storage, input.key, object.size)) };
    case 'video':
    case 'audio': {
      const probe = await probeMedia(await deps.storage.toolInput(input.key)).catch(() => null);
      // A WebM or MP4 with sound only is a voice recording, not a video.
      if (type.kind === 'video' && probe && !probe.hasVideo && probe.hasAudio) {
        return { ...base, kind: 'audio', contentType: type.mime.replace('video/', 'audio/'), ...checkAudio(probe) };
      }
      return { ...base, ...(type.kind === 'video' ? checkVideo(probe) : checkAudio(probe)) };
    }
    case 'csv':
      // CSV has no signature: the whole file must be text.
      if (!options.textChecked) await checkText(deps.storage, input.key);
      return base;
    default:
      return base;
  }
}

const TEXT_CHECK_READ_BYTES = 1024 * 1024;

/** The whole stored object must be UTF-8 text without NULs (a CSV has no signature to sniff). */
export async function checkText(
  storage: Storage,
  key: string,
  refuse: () => Error = () => new AppError('BAD_INPUT', disallowedTypeMessage()),
): Promise<void> {
  const check = textCheck(refuse);
  // Read through in large pieces: 64 KiB reads take 4x as long over a file of hundreds of MB.
  for await (const chunk of (await storage.get(key, { readBytes: TEXT_CHECK_READ_BYTES })).body) check.chunk(chunk as Buffer);
  check.end();
}

async function measureImage(storage: Storage, key: string, size: number): Promise<{ width: number; height: number }> {
  if (size > IMAGE_MAX_BYTES) throw new AppError('BAD_INPUT', imageTooLargeMessage(size));
  try {
    // At most 5MB by now, so reading it whole is fine.
    const chunks: Buffer[] = [];
    for await (const chunk of (await storage.get(key)).body) chunks.push(chunk as Buffer);
    const { width, height } = await sharp(Buffer.concat(chunks)).metadata();
    if (!width || !height) throw new Error('no dimensions');
    return { width, height };
  } catch {
    throw new AppError('BAD_INPUT', INVALID_IMAGE_MESSAGE);
  }
}

function checkVideo(probe: MediaProbe | null): { durationSeconds: number } {
  if (!probe?.hasVideo || probe.durationSeconds === null) throw new AppError('BAD_INPUT', INVALID_VIDEO_MESSAGE);
  if (probe.durationSeconds > VIDEO_MAX_SECONDS) throw new AppError('BAD_INPUT', videoTooLongMessage(probe.durationSeconds));
  return { durationSeconds: probe.durationSeconds };
}

function checkAudio(probe: MediaProbe | null): { durationSeconds: number } {
  if (!probe?.hasAudio || probe.durationSeconds === null) throw new AppError('BAD_INPUT', INVALID_AUDIO_MESSAGE);
  if (probe.durationSeconds > AUDIO_MAX_SECONDS) throw new AppError('BAD_INPUT', audioTooLongMessage(probe.durationSeconds));
  return { durationSeconds: probe.durationSeconds };
}
