import { spawn } from 'node:child_process';
import { z } from 'zod';

export interface MediaProbe {
  /** Null when neither the container nor a decode pass can tell. */
  durationSeconds: number | null;
  hasVideo: boolean;
  hasAudio: boolean;
}

const seconds = z.coerce.number().finite().nonnegative().optional().catch(undefined);
const ffprobeReply = z.object({
  format: z.object({ duration: seconds }).optional(),
  streams: z
    .array(
      z.object({
        codec_type: z.string().optional(),
        duration: seconds,
        disposition: z.object({ attached_pic: z.number().optional() }).optional(),
      }),
    )
    .default([]),
});

/** Runs a program, collecting its output; rejects when it fails or outlives the timeout. */
function run(command: string, args: string[], timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => (err = (err + chunk.toString()).slice(-2000)));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.once('error', (error) => (clearTimeout(timer), reject(error)));
    child.once('close', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve(Buffer.concat(out).toString());
      else reject(new Error(`${command} ${signal ? `killed by ${signal}` : `exited with ${code}`}: ${err.trim()}`));
    });
  });
}

/**
 * Reads a media file's streams and duration with ffprobe. Files whose header carries no
 * duration (a browser's MediaRecorder WebM) are decoded once to measure it.
 */
export async function probeMedia(input: string, timeoutMs = 60_000): Promise<MediaProbe> {
  const reply = ffprobeReply.parse(
    JSON.parse(await run('ffprobe', ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', input], timeoutMs)),
  );
  // Cover art in an MP3 or M4A shows up as a one-frame video stream: it does not make a video.
  const playable = reply.streams.filter((stream) => !stream.disposition?.attached_pic);
  const hasVideo = playable.some((stream) => stream.codec_type === 'video');
  const hasAudio = playable.some((stream) => stream.codec_type === 'audio');
  let durationSeconds = reply.format?.duration ?? Math.max(0, ...playable.map((stream) => stream.duration ?? 0));
  if (!durationSeconds && (hasVideo || hasAudio)) durationSeconds = await decodedDuration(input, timeoutMs);
  return { durationSeconds: durationSeconds || null, hasVideo, hasAudio };
}

/** ffmpeg's progress report of a full decode ends with the position it reached. */
async function decodedDuration(input: string, timeoutMs: number): Promise<number> {
  const progress = await run(
    'ffmpeg',
    ['-v', 'error', '-nostdin', '-i', input, '-f', 'null', '-progress', 'pipe:1', '-'],
    timeoutMs,
  );
  const times = [...progress.matchAll(/^out_time_us=(\d+)$/gm)].map((match) => Number(match[1]));
  return (times.at(-1) ?? 0) / 1e6;
}
