import { spawn } from 'node:child_process';

export interface FfmpegOptions {
  signal?: AbortSignal;
  /** A stuck encoder must not hold a job forever. */
  timeoutMs?: number;
}

function run(command: string, args: string[], options: FfmpegOptions): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    // Keep the tail only: the reason for a failure is in the last lines.
    child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
    const kill = () => child.kill('SIGKILL');
    const timer = setTimeout(kill, options.timeoutMs ?? 120_000);
    options.signal?.addEventListener('abort', kill, { once: true });
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', kill);
      if (options.signal?.aborted) return reject(options.signal.reason ?? new Error('aborted'));
      if (code === 0) return resolve(stdout);
      const reason = stderr.trim().split('\n').slice(-3).join(' | ') || `exit ${code ?? signal}`;
      reject(new Error(`${command} failed: ${reason}`));
    });
  });
}

/** Runs ffmpeg quietly (errors only) and overwriting outputs. */
export function runFfmpeg(ffmpegPath: string, args: string[], options: FfmpegOptions = {}): Promise<string> {
  return run(ffmpegPath, ['-hide_banner', '-nostdin', '-v', 'error', '-y', ...args], options);
}

export interface MediaProbe {
  durationSeconds: number;
  width?: number;
  height?: number;
  hasVideo: boolean;
  hasAudio: boolean;
}

/** ffprobe beside the configured ffmpeg. */
export function ffprobePathOf(ffmpegPath: string): string {
  return ffmpegPath.replace(/ffmpeg(\.exe)?$/, 'ffprobe$1');
}

export async function probeMedia(ffmpegPath: string, file: string, options: FfmpegOptions = {}): Promise<MediaProbe> {
  const output = await run(
    ffprobePathOf(ffmpegPath),
    ['-v', 'error', '-show_entries', 'format=duration:stream=codec_type,width,height,duration', '-of', 'json', file],
    { timeoutMs: 30_000, ...options },
  );
  const parsed = JSON.parse(output) as {
    format?: { duration?: string };
    streams?: Array<{ codec_type?: string; width?: number; height?: number; duration?: string }>;
  };
  const streams = parsed.streams ?? [];
  const video = streams.find((stream) => stream.codec_type === 'video');
  const duration = Number(parsed.format?.duration ?? video?.duration ?? 0);
  return {
    durationSeconds: Number.isFinite(duration) ? duration : 0,
    width: video?.width,
    height: video?.height,
    hasVideo: Boolean(video),
    hasAudio: streams.some((stream) => stream.codec_type === 'audio'),
  };
}
