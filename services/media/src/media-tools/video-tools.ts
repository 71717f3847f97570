import path from 'node:path';
import type { IdleMotion } from '@avatarium/contracts';
import sharp from 'sharp';
import { runFfmpeg, safeInput, type FfmpegOptions } from './ffmpeg.js';
import { probeMedia, type MediaProbe } from './probe-media.js';

export const MOVEMENT_VIDEO_MAX_SECONDS = 30;
export const LOOP_SECONDS = 5;
export const LOOP_FPS = 25;
const LOOP_MAX_SIZE = 512;
const VIDEO_MAX_SIZE = 1280;

const even = (value: number) => Math.max(2, Math.floor(value / 2) * 2);

/**
 * A seamless idle loop from a still picture: a slow breathing zoom (1.00 to 1.06 and back over
 * the loop) around the anchor point. The picture is fed at twice the output size so the
 * zoom's whole-pixel steps do not show as jitter.
 */
export async function makeMotionLoop(
  ffmpegPath: string,
  image: Buffer,
  anchor: { x: number; y: number },
  workDir: string,
  options: FfmpegOptions = {},
): Promise<{ file: string; width: number; height: number; durationSeconds: number; motion: IdleMotion }> {
  const meta = await sharp(image).metadata();
  const imageWidth = meta.width ?? LOOP_MAX_SIZE;
  const imageHeight = meta.height ?? LOOP_MAX_SIZE;
  const scale = Math.min(1, LOOP_MAX_SIZE / Math.max(imageWidth, imageHeight));
  const width = even(imageWidth * scale);
  const height = even(imageHeight * scale);
  const input = path.join(workDir, 'loop-input.png');
  await sharp(image)
    .resize(width * 2, height * 2, { fit: 'fill' })
    .flatten({ background: '#ffffff' })
    .png({ compressionLevel: 1 })
    .toFile(input);
  const ax = ((anchor.x / imageWidth) * width * 2).toFixed(2);
  const ay = ((anchor.y / imageHeight) * height * 2).toFixed(2);
  const frames = LOOP_SECONDS * LOOP_FPS;
  const motion: IdleMotion = {
    kind: 'zoom',
    anchorX: anchor.x,
    anchorY: anchor.y,
    minZoom: 1,
    maxZoom: 1.06,
    periodSeconds: LOOP_SECONDS,
  };
  const zoom = `1.03-0.03*cos(2*PI*on/${frames})`;
  const file = path.join(workDir, 'idle.mp4');
  await runFfmpeg(
    ffmpegPath,
    [
      // One decoded picture, `frames` output frames (d): no re-reading the picture per frame.
      ...safeInput(input),
      ...['-i', input],
      ...[
        '-vf',
        `zoompan=z='${zoom}':x='${ax}*(1-1/zoom)':y='${ay}*(1-1/zoom)':d=${frames}:s=${width}x${height}:fps=${LOOP_FPS},setsar=1`,
      ],
      ...['-frames:v', String(frames), '-c:v', 'libx264', '-preset', 'veryfast', '-crf', '23', '-tune', 'stillimage'],
      ...['-pix_fmt', 'yuv420p', '-movflags', '+faststart', '-an', file],
    ],
    options,
  );
  return { file, width, height, durationSeconds: LOOP_SECONDS, motion };
}

/** Any movement video to H.264 MP4 (yuv420p, faststart, even size, at most 30 s, no sound). */
export async function transcodeMovementVideo(
  ffmpegPath: string,
  inputFile: string,
  workDir: string,
  options: FfmpegOptions = {},
): Promise<{ file: string; probe: MediaProbe }> {
  const file = path.join(workDir, 'movement.mp4');
  await runFfmpeg(
    ffmpegPath,
    [
      ...safeInput(inputFile),
      ...['-i', inputFile, '-t', String(MOVEMENT_VIDEO_MAX_SECONDS), '-map', '0:v:0'],
      ...[
        '-vf',
        `scale=w='min(${VIDEO_MAX_SIZE},iw)':h='min(${VIDEO_MAX_SIZE},ih)':force_original_aspect_ratio=decrease:force_divisible_by=2,setsar=1`,
      ],
      ...['-c:v', 'libx264', '-preset', 'veryfast', '-crf', '23', '-pix_fmt', 'yuv420p', '-movflags', '+faststart', '-an', file],
    ],
    { timeoutMs: 300_000, ...options },
  );
  return { file, probe: await probeMedia(file, { ffmpegPath, timeoutMs: options.timeoutMs }) };
}

/** A voice sample kept small: mono 24 kHz MP3 at 64 kbit/s, at most two minutes. */
export async function transcodeVoiceSample(
  ffmpegPath: string,
  inputFile: string,
  workDir: string,
  options: FfmpegOptions = {},
): Promise<string> {
  const file = path.join(workDir, 'voice-sample.mp3');
  await runFfmpeg(
    ffmpegPath,
    [
      ...safeInput(inputFile),
      '-i',
      inputFile,
      '-t',
      '120',
      '-vn',
      '-ac',
      '1',
      '-ar',
      '24000',
      '-c:a',
      'libmp3lame',
      '-b:a',
      '64k',
      file,
    ],
    options,
  );
  return file;
}
