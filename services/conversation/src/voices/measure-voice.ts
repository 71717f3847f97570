import { spawn } from 'node:child_process';

const RATE = 16_000;
const FRAME = 640; // 40 ms
const MIN_F0 = 60;
const MAX_F0 = 400;

export interface VoiceMeasure {
  /** Median fundamental frequency of the voiced frames. */
  f0Hz: number;
  voicedSeconds: number;
  seconds: number;
}

/** Decodes any audio ffmpeg reads (webm, ogg, mp3, wav, m4a) to 16 kHz mono float samples, from memory only. */
export function decodeToPcm(audio: Buffer, ffmpegPath = process.env.FFMPEG_PATH ?? 'ffmpeg'): Promise<Float32Array> {
  return new Promise((resolve, reject) => {
    // Read from the pipe only: a sample cannot make ffmpeg open files or URLs.
    const child = spawn(
      ffmpegPath,
      [
        '-hide_banner',
        '-loglevel',
        'error',
        '-protocol_whitelist',
        'pipe',
        '-i',
        'pipe:0',
        '-ac',
        '1',
        '-ar',
        String(RATE),
        '-f',
        'f32le',
        'pipe:1',
      ],
      {
        stdio: ['pipe', 'pipe', 'pipe'],
      },
    );
    const chunks: Buffer[] = [];
    let errors = '';
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString('utf8')));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`the sample could not be decoded: ${errors.trim().slice(0, 200)}`));
      const bytes = Buffer.concat(chunks);
      resolve(new Float32Array(bytes.buffer, bytes.byteOffset, Math.floor(bytes.length / 4)));
    });
    child.stdin.on('error', () => undefined);
    child.stdin.end(audio);
  });
}

/** The pitch of one frame by normalized autocorrelation, or null when it is not clearly voiced. */
function framePitch(samples: Float32Array, start: number): number | null {
  let energy = 0;
  for (let i = 0; i < FRAME; i++) energy += samples[start + i]! ** 2;
  if (energy / FRAME < 1e-4) return null;
  let best = 0;
  let bestLag = 0;
  for (let lag = Math.floor(RATE / MAX_F0); lag <= Math.ceil(RATE / MIN_F0); lag++) {
    let sum = 0;
    let a = 0;
    let b = 0;
    for (let i = 0; i + lag < FRAME; i++) {
      const x = samples[start + i]!;
      const y = samples[start + i + lag]!;
      sum += x * y;
      a += x * x;
      b += y * y;
    }
    const score = sum / Math.sqrt(a * b || 1);
    if (score > best) {
      best = score;
      bestLag = lag;
    }
  }
  return best > 0.6 && bestLag > 0 ? RATE / bestLag : null;
}

/** Measures a voice sample: how high the voice is, and how much of it is voice. */
export function measureVoice(samples: Float32Array): VoiceMeasure {
  const pitches: number[] = [];
  for (let start = 0; start + FRAME * 2 <= samples.length; start += FRAME) {
    const pitch = framePitch(samples, start);
    if (pitch) pitches.push(pitch);
  }
  pitches.sort((x, y) => x - y);
  return {
    f0Hz: pitches.length ? pitches[Math.floor(pitches.length / 2)]! : 0,
    voicedSeconds: (pitches.length * FRAME) / RATE,
    seconds: samples.length / RATE,
  };
}
