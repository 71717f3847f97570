import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { dynamics, isOwnUpload, type ReplyOf, type RequestOf } from '@avatarium/contracts';
import { AppError, type Storage } from '@avatarium/platform';
import { z } from 'zod';
import { videoFrames } from '../media-tools/face-rig.js';
import { ffprobePathOf, runTool, safeInput } from '../media-tools/ffmpeg.js';
import type { FaceDetector, RawImage } from '../providers/face/face-detector.js';
import { readHead, sniffUpload } from '../uploads/sniff-upload.js';

export interface ProbeMovementDeps {
  config: { FFMPEG_PATH: string };
  storage: Storage;
  faces: FaceDetector;
}

type Probed = ReplyOf<typeof dynamics.probeMovementVideo>;

const SAMPLED_FRAMES = 3;
// Faces stay findable at this size, and three frames decode in well under a second.
const SAMPLE_MAX_SIZE = 512;

const ffprobeReply = z.object({
  format: z.object({ duration: z.coerce.number().finite().nonnegative().optional().catch(undefined) }).optional(),
  streams: z
    .array(
      z.object({
        codec_type: z.string().optional(),
        codec_name: z.string().optional(),
        width: z.number().int().positive().optional(),
        height: z.number().int().positive().optional(),
      }),
    )
    .default([]),
});

const refuse = (message: string) => new AppError('BAD_INPUT', message);

/**
 * media.movements.probe-video: an owner's upload about to become a movement video is checked
 * by its content (never its name): MP4 by its bytes, H.264 by ffprobe, the limits, then a face
 * in at least one of three frames sampled across it. Reads only; the caller stores nothing on a refusal.
 */
export async function probeMovementVideo(
  deps: ProbeMovementDeps,
  input: RequestOf<typeof dynamics.probeMovementVideo>,
): Promise<Probed> {
  if (!isOwnUpload(input.key, input.ownerId)) throw new AppError('FORBIDDEN', 'Forbidden');
  return checkMovementVideo(deps, input.key);
}

/**
 * The content checks of a stored movement video (an upload, or a GPU host's result): a
 * refusal is an AppError BAD_INPUT with the owner's message.
 */
export async function checkMovementVideo(deps: ProbeMovementDeps, key: string): Promise<Probed> {
  const object = await deps.storage.stat(key);
  if (!object) throw new AppError('NOT_FOUND', 'File not found.');
  if (object.size > dynamics.MOVEMENT_UPLOAD_MAX_BYTES) throw refuse(dynamics.movementFileTooBigMessage(object.size));
  const type = await sniffUpload(await readHead(deps.storage, key), key);
  if (type?.mime !== 'video/mp4') throw refuse(dynamics.NOT_H264_MP4);

  const file = await deps.storage.toolInput(key);
  const video = await h264Stream(deps.config.FFMPEG_PATH, file);
  if (video.durationSeconds > dynamics.MOVEMENT_UPLOAD_MAX_SECONDS) {
    throw refuse(dynamics.movementTooLongMessage(video.durationSeconds));
  }
  const long = Math.max(video.width, video.height);
  const short = Math.min(video.width, video.height);
  if (long > dynamics.MOVEMENT_UPLOAD_MAX_LONG_SIDE || short > dynamics.MOVEMENT_UPLOAD_MAX_SHORT_SIDE) {
    throw refuse(dynamics.movementTooLargeMessage(video.width, video.height));
  }
  if (!(await hasFace(deps, file, video))) throw refuse(dynamics.NO_FACE_IN_VIDEO);
  return video;
}

/** The first video stream, which must be H.264 with a size and a duration; anything unreadable is refused alike. */
async function h264Stream(ffmpegPath: string, file: string): Promise<Probed> {
  let reply: z.infer<typeof ffprobeReply>;
  try {
    const args = ['-v', 'error', ...safeInput(file), '-print_format', 'json', '-show_format', '-show_streams', file];
    reply = ffprobeReply.parse(JSON.parse(await runTool(ffprobePathOf(ffmpegPath), args, { timeoutMs: 30_000 })));
  } catch {
    throw refuse(dynamics.NOT_H264_MP4);
  }
  const stream = reply.streams.find((candidate) => candidate.codec_type === 'video');
  const durationSeconds = reply.format?.duration;
  if (stream?.codec_name !== 'h264' || !stream.width || !stream.height || !durationSeconds) throw refuse(dynamics.NOT_H264_MP4);
  return { durationSeconds, width: stream.width, height: stream.height };
}

/** Three frames spread over the clip (start, middle, end); a face in any one of them is enough. */
async function hasFace(deps: ProbeMovementDeps, file: string, video: Probed): Promise<boolean> {
  const workDir = await mkdtemp(path.join(tmpdir(), 'movement-probe-'));
  try {
    const frames = await videoFrames(deps.config.FFMPEG_PATH, file, video, workDir, {
      fps: SAMPLED_FRAMES / video.durationSeconds,
      maxSize: SAMPLE_MAX_SIZE,
      maxSeconds: Math.ceil(video.durationSeconds),
      timeoutMs: 60_000,
    }).catch(() => {
      throw refuse(dynamics.NOT_H264_MP4);
    });
    for (const frame of spread(frames, SAMPLED_FRAMES)) {
      if (await detect(deps.faces, frame)) return true;
    }
    return false;
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}

function spread<T>(items: T[], count: number): T[] {
  if (items.length <= count) return items;
  return Array.from({ length: count }, (_, i) => items[Math.round((i * (items.length - 1)) / (count - 1))]!);
}

async function detect(faces: FaceDetector, frame: RawImage): Promise<boolean> {
  if (!faces.detectRaw) throw new Error(`face detector ${faces.name} cannot read video frames`);
  return (await faces.detectRaw(frame)) !== null;
}
