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

/** ffprobe beside the configured ffmpeg. */
export function ffprobePathOf(ffmpegPath: string): string {
  return ffmpegPath.replace(/ffmpeg(\.exe)?$/, 'ffprobe$1');
}
