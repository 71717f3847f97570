import { spawn } from 'node:child_process';

export interface FfmpegOptions {
  signal?: AbortSignal;
  /** A stuck encoder must not hold a job forever. */
  timeoutMs?: number;
}

/** Runs a media tool, collecting stdout; rejects with the tail of stderr when it fails or times out. */
export function runTool(command: string, args: string[], options: FfmpegOptions): Promise<string> {
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
  return runTool(ffmpegPath, ['-hide_banner', '-nostdin', '-v', 'error', '-y', ...args], options);
}

// The containers uploads and generated media come in (file-type's mp4/mov/m4a, webm, avi,
// mp3, wav, ogg/opus, and images for the idle loop); never hls, concat or other list formats.
const READABLE_FORMATS = 'mov,mp4,m4a,3gp,3g2,mj2,matroska,webm,avi,mp3,wav,ogg,image2,png_pipe,jpeg_pipe,webp_pipe,gif';

/**
 * The options to put before an untrusted `-i`: a file is read from the file protocol only, so
 * a playlist (HLS) or a list inside it cannot make ffmpeg fetch another host or file. Our own
 * presigned storage URL (S3) is read over its scheme only, and only in the containers we
 * accept, so no list format is opened at all.
 */
export function safeInput(input: string): string[] {
  const scheme = /^(https?):\/\//i.exec(input)?.[1]?.toLowerCase();
  if (!scheme) return ['-protocol_whitelist', 'file'];
  return ['-protocol_whitelist', scheme === 'https' ? 'https,tls,tcp' : 'http,tcp', '-format_whitelist', READABLE_FORMATS];
}

/** ffprobe beside the configured ffmpeg. */
export function ffprobePathOf(ffmpegPath: string): string {
  return ffmpegPath.replace(/ffmpeg(\.exe)?$/, 'ffprobe$1');
}
