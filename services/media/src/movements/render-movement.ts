import { spawn } from 'node:child_process';
import type { faceRig } from '@avatarium/contracts';
import sharp from 'sharp';
import type { HeadPose, Motion } from './movement-motions.js';

export const CLIP_SECONDS = 4;
export const CLIP_FPS = 30;
/** 720p at most: the portrait is scaled down to this height. */
export const MAX_HEIGHT = 720;

export interface Portrait {
  rgb: Uint8Array;
  width: number;
  height: number;
  /** The face's centre and width in the portrait's pixels (from the rig, or the usual place). */
  face: { x: number; y: number; width: number };
}

/** The portrait decoded to RGB (scaled to 720 lines at most, even sides) with its face from the rig. */
export async function portraitOf(image: Buffer, rig: faceRig.FaceRig | null): Promise<Portrait> {
  const meta = await sharp(image).metadata();
  if (!meta.width || !meta.height) throw new Error('The portrait could not be read');
  const scale = Math.min(1, MAX_HEIGHT / meta.height);
  const width = Math.max(2, Math.round((meta.width * scale) / 2) * 2);
  const height = Math.max(2, Math.round((meta.height * scale) / 2) * 2);
  const { data } = await sharp(image)
    .flatten({ background: '#ffffff' })
    .removeAlpha()
    .toColourspace('srgb')
    .resize(width, height, { fit: 'fill' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { rgb: new Uint8Array(data.buffer, data.byteOffset, data.length), width, height, face: faceOf(rig, width, height) };
}

function faceOf(rig: faceRig.FaceRig | null, width: number, height: number): Portrait['face'] {
  const points = rig?.points;
  if (!rig || !points) return { x: width / 2, y: height * 0.42, width: width * 0.32 };
  const sx = width / rig.imageWidth;
  const sy = height / rig.imageHeight;
  let x = 0;
  let y = 0;
  for (let i = 0; i < points.length; i += 2) {
    x += points[i]!;
    y += points[i + 1]!;
  }
  const count = points.length / 2;
  // The jaw line's ends (points 0 and 16) span the face.
  const jaw = Math.abs(points[32]! - points[0]!) * sx;
  return { x: (x / count) * sx, y: (y / count) * sy, width: Math.max(jaw, width * 0.1) };
}

/**
 * Where the head moves: a soft ellipse over the head and neck (weight 1 inside, fading to 0
 * over a feather band); outside it the background is held still. `spans` holds each row's
 * first and past-last column with a weight, so a frame visits only the ellipse.
 */
export function headMask(portrait: Portrait) {
  const { width, height, face } = portrait;
  const rx = face.width * 1.25;
  const ry = face.width * 1.7;
  const cy = face.y + face.width * 0.15;
  const feather = 0.35;
  const x0 = Math.max(0, Math.floor(face.x - rx * (1 + feather)));
  const x1 = Math.min(width, Math.ceil(face.x + rx * (1 + feather)));
  const y0 = Math.max(0, Math.floor(cy - ry * (1 + feather)));
  const y1 = Math.min(height, Math.ceil(cy + ry * (1 + feather)));
  const weights = new Float32Array((x1 - x0) * (y1 - y0));
  const spans = new Int32Array((y1 - y0) * 2);
  for (let y = y0; y < y1; y += 1) {
    let first = x1;
    let last = x0;
    for (let x = x0; x < x1; x += 1) {
      const distance = Math.hypot((x - face.x) / rx, (y - cy) / ry);
      const w = distance <= 1 ? 1 : Math.max(0, 1 - (distance - 1) / feather);
      weights[(y - y0) * (x1 - x0) + (x - x0)] = w * w * (3 - 2 * w);
      if (w > 0) {
        first = Math.min(first, x);
        last = x + 1;
      }
    }
    spans[(y - y0) * 2] = first;
    spans[(y - y0) * 2 + 1] = Math.max(first, last);
  }
  return { x0, x1, y0, y1, weights, spans };
}

/**
 * One frame: the head moved by `pose` (inverse-mapped, bilinear), blended into the still background.
 * The hot loop of the offline generation (600 frames of up to 1280x720): it walks the source
 * position along each row by addition and does the three channels inline, with no calls.
 */
export function drawFrame(portrait: Portrait, mask: ReturnType<typeof headMask>, pose: HeadPose, out: Uint8Array): void {
  const { rgb, width, height, face } = portrait;
  out.set(rgb);
  // At rest the moved head is the still picture.
  if (pose.rotation === 0 && pose.dx === 0 && pose.dy === 0 && pose.scale === 1) return;
  const cos = Math.cos(-pose.rotation) / pose.scale;
  const sin = Math.sin(-pose.rotation) / pose.scale;
  const dx = pose.dx * face.width;
  const dy = pose.dy * face.width;
  const { x0, y0, y1, weights, spans } = mask;
  const span = mask.x1 - mask.x0;
  const maxX = width - 1.001;
  const maxY = height - 1.001;
  const stride = width * 3;
  for (let y = y0; y < y1; y += 1) {
    const row = y - y0;
    const from = spans[row * 2]!;
    const to = spans[row * 2 + 1]!;
    const px = from - face.x - dx;
    const py = y - face.y - dy;
    let sx = face.x + cos * px - sin * py;
    let sy = face.y + sin * px + cos * py;
    let wi = row * span + (from - x0);
    let o = (y * width + from) * 3;
    for (let x = from; x < to; x += 1, sx += cos, sy += sin, wi += 1, o += 3) {
      const w = weights[wi]!;
      if (w <= 0) continue;
      const cx = sx < 0 ? 0 : sx > maxX ? maxX : sx;
      const cy = sy < 0 ? 0 : sy > maxY ? maxY : sy;
      const ix = cx | 0;
      const iy = cy | 0;
      const fx = cx - ix;
      const fy = cy - iy;
      const a = (iy * width + ix) * 3;
      const c = a + stride;
      let top = rgb[a]! + (rgb[a + 3]! - rgb[a]!) * fx;
      let still = rgb[o]!;
      out[o] = still + (top + (rgb[c]! + (rgb[c + 3]! - rgb[c]!) * fx - top) * fy - still) * w + 0.5;
      top = rgb[a + 1]! + (rgb[a + 4]! - rgb[a + 1]!) * fx;
      still = rgb[o + 1]!;
      out[o + 1] = still + (top + (rgb[c + 1]! + (rgb[c + 4]! - rgb[c + 1]!) * fx - top) * fy - still) * w + 0.5;
      top = rgb[a + 2]! + (rgb[a + 5]! - rgb[a + 2]!) * fx;
      still = rgb[o + 2]!;
      out[o + 2] = still + (top + (rgb[c + 2]! + (rgb[c + 5]! - rgb[c + 2]!) * fx - top) * fy - still) * w + 0.5;
    }
  }
}

/**
 * Renders one clip (CLIP_SECONDS at CLIP_FPS) and encodes it with ffmpeg: raw RGB frames on
 * stdin, H.264 in MP4, yuv420p, faststart (plays in every browser as soon as it starts loading).
 */
export async function renderMovement(
  ffmpegPath: string,
  portrait: Portrait,
  motion: Motion,
  file: string,
  options: { signal?: AbortSignal; onFrame?: () => void } = {},
): Promise<void> {
  const mask = headMask(portrait);
  const frames = CLIP_SECONDS * CLIP_FPS;
  const args = ['-hide_banner', '-nostdin', ...h264ClipArgs(portrait.width, portrait.height, 'pipe:0', file)];
  const child = spawn(ffmpegPath, args, { stdio: ['pipe', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-2000)));
  // A failed encoder closes its input: the write error is the same failure, reported by close.
  child.stdin.on('error', () => undefined);
  const done = new Promise<void>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`ffmpeg failed: ${stderr.trim().split('\n').slice(-2).join(' | ') || code}`)),
    );
  });
  const kill = () => child.kill('SIGKILL');
  options.signal?.addEventListener('abort', kill, { once: true });
  try {
    const frame = new Uint8Array(portrait.rgb.length);
    for (let index = 0; index < frames; index += 1) {
      if (options.signal?.aborted) throw options.signal.reason ?? new Error('aborted');
      drawFrame(portrait, mask, motion.pose(index / (frames - 1)), frame);
      // Copied: the stream may still hold the previous frame while we draw the next.
      if (!child.stdin.write(Buffer.from(frame))) await new Promise((resolve) => child.stdin.once('drain', resolve));
      options.onFrame?.();
    }
    child.stdin.end();
    await done;
  } catch (error) {
    kill();
    await done.catch(() => undefined);
    throw error;
  } finally {
    options.signal?.removeEventListener('abort', kill);
  }
}

/**
 * ffmpeg arguments that encode raw RGB frames (`input`: a file or pipe:0) into a movement clip:
 * H.264, yuv420p, faststart, no audio. The benchmark encodes with the same ones.
 */
export function h264ClipArgs(width: number, height: number, input: string, output: string): string[] {
  return [
    '-v',
    'error',
    '-y',
    '-f',
    'rawvideo',
    '-pix_fmt',
    'rgb24',
    '-s',
    `${width}x${height}`,
    '-r',
    String(CLIP_FPS),
    '-i',
    input,
    '-c:v',
    'libx264',
    '-preset',
    'veryfast',
    '-crf',
    '23',
    '-pix_fmt',
    'yuv420p',
    '-movflags',
    '+faststart',
    '-an',
    output,
  ];
}
