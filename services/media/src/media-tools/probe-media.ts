import { z } from 'zod';
import { ffprobePathOf, runTool, safeInput } from './ffmpeg.js';

export interface MediaProbe {
  /** Null when neither the container nor a decode pass can tell. */
  durationSeconds: number | null;
  hasVideo: boolean;
  hasAudio: boolean;
  width?: number;
  height?: number;
}

const seconds = z.coerce.number().finite().nonnegative().optional().catch(undefined);
const ffprobeReply = z.object({
  format: z.object({ duration: seconds }).optional(),
  streams: z
    .array(
      z.object({
        codec_type: z.string().optional(),
        width: z.number().int().positive().optional(),
        height: z.number().int().positive().optional(),
        duration: seconds,
        disposition: z.object({ attached_pic: z.number().optional() }).optional(),
      }),
    )
    .default([]),
});

// Probes run per uploaded file in the service that also generates: a few at a time, the rest wait.
const MAX_CONCURRENT_PROBES = 2;
let running = 0;
const waiting: Array<() => void> = [];

async function limited<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT_PROBES) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  try {
    return await work();
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
}

/**
 * Reads a media file's streams and duration with ffprobe. Files whose header carries no
 * duration (a browser's MediaRecorder WebM) are decoded once to measure it.
 */
export function probeMedia(input: string, options: { ffmpegPath?: string; timeoutMs?: number } = {}): Promise<MediaProbe> {
  return limited(() => probe(input, options));
}

async function probe(input: string, options: { ffmpegPath?: string; timeoutMs?: number }): Promise<MediaProbe> {
  const ffmpeg = options.ffmpegPath ?? 'ffmpeg';
  const timeoutMs = options.timeoutMs ?? 60_000;
  const reply = ffprobeReply.parse(
    JSON.parse(
      await runTool(
        ffprobePathOf(ffmpeg),
        ['-v', 'error', ...safeInput(input), '-print_format', 'json', '-show_format', '-show_streams', input],
        {
          timeoutMs,
        },
      ),
    ),
  );
  // Cover art in an MP3 or M4A shows up as a one-frame video stream: it does not make a video.
  const playable = reply.streams.filter((stream) => !stream.disposition?.attached_pic);
  const hasVideo = playable.some((stream) => stream.codec_type === 'video');
  const hasAudio = playable.some((stream) => stream.codec_type === 'audio');
  let durationSeconds = reply.format?.duration ?? Math.max(0, ...playable.map((stream) => stream.duration ?? 0));
  if (!durationSeconds && (hasVideo || hasAudio)) durationSeconds = await decodedDuration(ffmpeg, input, timeoutMs);
  const picture = playable.find((stream) => stream.codec_type === 'video');
  return { durationSeconds: durationSeconds || null, hasVideo, hasAudio, width: picture?.width, height: picture?.height };
}

/** ffmpeg's progress report of a full decode ends with the position it reached. */
async function decodedDuration(ffmpeg: string, input: string, timeoutMs: number): Promise<number> {
  const progress = await runTool(
    ffmpeg,
    ['-v', 'error', '-nostdin', ...safeInput(input), '-i', input, '-f', 'null', '-progress', 'pipe:1', '-'],
    {
      timeoutMs,
    },
  );
  const times = [...progress.matchAll(/^out_time_us=(\d+)$/gm)].map((match) => Number(match[1]));
  return (times.at(-1) ?? 0) / 1e6;
}
