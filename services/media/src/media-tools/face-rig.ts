import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { faceRig } from '@avatarium/contracts';
import sharp from 'sharp';
import type { Box } from '../generation/jobs/generation-job.js';
import type { DetectedFace, FaceDetector, RawImage } from '../providers/face/face-detector.js';
import { lidsOnLashLine } from './eye-lids.js';
import { runFfmpeg, safeInput, type FfmpegOptions } from './ffmpeg.js';

type FaceRig = faceRig.FaceRig;
type MouthInterior = faceRig.MouthInterior;
type RigTrack = faceRig.RigTrack;
const { FACE_RIG_VERSION, RIG_POINT_COUNT } = faceRig;

/** The detector name written into rigs (face-api's SSD + full 68-point net). */
export const RIG_DETECTOR = 'face-api-68';
/** Landmark tracking through a video: frames per second sampled, and their largest side. */
export const TRACK_FPS = 8;
const TRACK_MAX_SIZE = 512;
/** Every this many frames (3 s) the face is found afresh (~300 ms); in between only the landmark net runs on the followed box (~25 ms). */
const REDETECT_EVERY = 24;
/** While the face is lost, a full detection every this many frames (half a second). */
const LOST_RETRY = 4;
/** Frames probed for a face before tracking at all. */
const PROBES = 5;

type Rgb = [number, number, number];
type Point = [number, number];

const clampByte = (value: number) => Math.max(0, Math.min(255, Math.round(value)));
const hex = ([r, g, b]: Rgb) => `#${[r, g, b].map((value) => clampByte(value).toString(16).padStart(2, '0')).join('')}`;
const mix = (a: Rgb, b: Rgb, t: number): Rgb => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
const scale = (a: Rgb, k: number): Rgb => [a[0] * k, a[1] * k, a[2] * k];
/** Relative luminance on 0–255 values (Rec. 709 weights, no gamma: for comparisons only). */
export const luminance = ([r, g, b]: Rgb) => 0.2126 * r + 0.7152 * g + 0.0722 * b;
export const rgbOf = (value: string): Rgb => [1, 3, 5].map((i) => parseInt(value.slice(i, i + 2), 16)) as Rgb;

/** The `index`-th landmark of a flat [x0, y0, ...] list. */
export const pointAt = (points: number[], index: number): Point => [points[index * 2]!, points[index * 2 + 1]!];
const polygonOf = (points: number[], indices: number[]) => indices.map((index) => pointAt(points, index));
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

function inside([x, y]: Point, polygon: Point[]): boolean {
  let result = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const [xi, yi] = polygon[i]!;
    const [xj, yj] = polygon[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) result = !result;
  }
  return result;
}

/** The colours of the pixels inside `polygon` and outside every one of `holes`. */
function pixelsIn(image: RawImage, polygon: Point[], holes: Point[][] = []): Rgb[] {
  const xs = polygon.map((p) => p[0]);
  const ys = polygon.map((p) => p[1]);
  const x0 = Math.max(0, Math.floor(Math.min(...xs)));
  const x1 = Math.min(image.width - 1, Math.ceil(Math.max(...xs)));
  const y0 = Math.max(0, Math.floor(Math.min(...ys)));
  const y1 = Math.min(image.height - 1, Math.ceil(Math.max(...ys)));
  const out: Rgb[] = [];
  for (let y = y0; y <= y1; y++) {
    for (let x = x0; x <= x1; x++) {
      const point: Point = [x + 0.5, y + 0.5];
      if (!inside(point, polygon) || holes.some((hole) => inside(point, hole))) continue;
      const i = (y * image.width + x) * 3;
      out.push([image.data[i]!, image.data[i + 1]!, image.data[i + 2]!]);
    }
  }
  return out;
}

/** Per-channel median (robust against a stray highlight or shadow). */
function medianColour(pixels: Rgb[]): Rgb | null {
  if (pixels.length === 0) return null;
  const channel = (c: 0 | 1 | 2) => {
    const values = pixels.map((p) => p[c]).sort((a, b) => a - b);
    return values[Math.floor(values.length / 2)]!;
  };
  return [channel(0), channel(1), channel(2)];
}

/** The mean colour of the brightest `fraction` of the pixels. */
function brightestColour(pixels: Rgb[], fraction: number): Rgb | null {
  if (pixels.length === 0) return null;
  const sorted = [...pixels].sort((a, b) => luminance(b) - luminance(a));
  const top = sorted.slice(0, Math.max(1, Math.round(sorted.length * fraction)));
  const sum = top.reduce<Rgb>((acc, p) => [acc[0] + p[0], acc[1] + p[1], acc[2] + p[2]], [0, 0, 0]);
  return scale(sum, 1 / top.length);
}

const OUTER_LIP = range(48, 59);
const INNER_LIP = range(60, 67);
// The cheeks: outer eye corner, under the eye, beside the nose, the mouth corner, down the jaw line.
const LEFT_CHEEK = [36, 41, 40, 31, 48, 4, 3, 2, 1];
const RIGHT_CHEEK = [45, 46, 47, 35, 54, 12, 13, 14, 15];

/**
 * The mouth interior's colours, from the picture: the lips' own colour (between the outer and
 * inner lip lines), a cavity that is a very dark shade of it (never pure black), teeth an
 * off-white with the picture's white balance and brightness (from the brightest cheek skin),
 * and a tongue that is the lip colour made pinker and darker.
 */
export function mouthInteriorOf(image: RawImage, points: number[]): MouthInterior {
  const lipPixels = pixelsIn(image, polygonOf(points, OUTER_LIP), [polygonOf(points, INNER_LIP)]);
  // A mouth drawn closed has a zero-area inner polygon: the outer one is all lip then.
  const lip = medianColour(lipPixels) ?? medianColour(pixelsIn(image, polygonOf(points, OUTER_LIP))) ?? [170, 95, 95];
  const skin = brightestColour(
    [...pixelsIn(image, polygonOf(points, LEFT_CHEEK)), ...pixelsIn(image, polygonOf(points, RIGHT_CHEEK))],
    0.1,
  ) ?? [235, 200, 180];
  // The lit skin's tint, as a white balance: a neutral white would show as this colour in the picture.
  const peak = Math.max(...skin, 1);
  const tint = scale(skin, 1 / peak);
  // Teeth in a photo are about as bright as its best-lit skin.
  const level = Math.max(165, Math.min(240, peak * 1.02));
  // Teeth: mostly neutral, a little of the light's tint and a touch of ivory.
  let teeth = mix(scale([1, 1, 1], level), scale(tint, level), 0.25);
  teeth = mix(teeth, [level, level * 0.96, level * 0.88], 0.25);
  // Teeth always read brighter than the lips.
  if (luminance(teeth) < luminance(lip) + 20) teeth = mix(teeth, [245, 242, 234], 0.6);
  const cavity = scale(lip, 0.16).map((value) => Math.max(value, 10)) as Rgb;
  const tongue = scale(mix(lip, [200, 80, 100], 0.35), 0.78);
  return { cavity: hex(cavity), teeth: hex(teeth), tongue: hex(tongue), lip: hex(lip) };
}

/** Sanity checks on 68 points: a face the right way up, inside the picture (a landmark net always answers). */
export function plausibleFace(points: number[], width: number, height: number): boolean {
  if (points.length !== RIG_POINT_COUNT * 2 || points.some((value) => !Number.isFinite(value))) return false;
  const margin = 0.1;
  const inPicture = polygonOf(points, range(0, 67)).every(
    ([x, y]) => x > -width * margin && x < width * (1 + margin) && y > -height * margin && y < height * (1 + margin),
  );
  const y = (index: number) => pointAt(points, index)[1];
  const x = (index: number) => pointAt(points, index)[0];
  const eyes = (y(37) + y(44)) / 2;
  const mouth = (y(51) + y(57)) / 2;
  return inPicture && eyes < y(30) && y(30) < mouth && mouth < y(8) && x(36) < x(45) && x(48) < x(54);
}

export async function rawOf(image: Buffer): Promise<RawImage> {
  const { data, info } = await sharp(image)
    .flatten({ background: '#ffffff' })
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data: new Uint8Array(data.buffer, data.byteOffset, data.length), width: info.width, height: info.height };
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** The rig of a photo face: its landmarks on the picture and the mouth interior's colours sampled from it. */
export async function photoRig(image: Buffer, points: number[], track: RigTrack | null = null): Promise<FaceRig> {
  const raw = await rawOf(image);
  return {
    version: FACE_RIG_VERSION,
    kind: 'photo',
    imageWidth: raw.width,
    imageHeight: raw.height,
    points: lidsOnLashLine(raw, points).map(round2),
    interior: mouthInteriorOf(raw, points),
    track,
    detector: RIG_DETECTOR,
  };
}

/** A drawn portrait's rig: the player drives the portrait's own variants (the speech sprite). */
export function drawnRig(imageWidth: number, imageHeight: number): FaceRig {
  return {
    version: FACE_RIG_VERSION,
    kind: 'drawn',
    imageWidth,
    imageHeight,
    points: null,
    interior: null,
    track: null,
    detector: 'drawn',
  };
}

// --- Tracking through a video -----------------------------------------------------------------

/** The box the detector would give for these landmarks, from how an earlier box sat around its landmarks. */
interface BoxFit {
  dx: number;
  dy: number;
  sw: number;
  sh: number;
}

function extentOf(points: number[]) {
  const xs = points.filter((_, i) => i % 2 === 0);
  const ys = points.filter((_, i) => i % 2 === 1);
  const x = Math.min(...xs);
  const y = Math.min(...ys);
  return { x, y, width: Math.max(1, Math.max(...xs) - x), height: Math.max(1, Math.max(...ys) - y) };
}

function fitOf(box: Box, points: number[]): BoxFit {
  const extent = extentOf(points);
  return {
    dx: (box.x - extent.x) / extent.width,
    dy: (box.y - extent.y) / extent.height,
    sw: box.width / extent.width,
    sh: box.height / extent.height,
  };
}

function boxFrom(points: number[], fit: BoxFit): Box {
  const extent = extentOf(points);
  return {
    x: extent.x + fit.dx * extent.width,
    y: extent.y + fit.dy * extent.height,
    width: fit.sw * extent.width,
    height: fit.sh * extent.height,
  };
}

/**
 * Landmarks per frame, null where the face was not found. A few frames spread over the video
 * are probed with the full detector first: no face in any of them, no tracking (a video
 * without a face costs PROBES detections, not one per frame). Then the face is found with the
 * full detector every REDETECT_EVERY frames and when following it fails; in between, only the
 * landmark net runs on the box around the previous frame's points (~25 ms instead of ~300 ms).
 * While the face is lost, the detector tries again every LOST_RETRY frames only.
 */
export async function landmarksPerFrame(
  detector: FaceDetector,
  frames: RawImage[],
  signal?: AbortSignal,
): Promise<Array<number[] | null>> {
  if (!detector.detectRaw) return frames.map(() => null);
  const detections = new Map<number, DetectedFace | null>();
  const detectAt = async (index: number) => {
    if (!detections.has(index)) detections.set(index, await detector.detectRaw!(frames[index]!, signal));
    return detections.get(index)!;
  };
  const probes = [...new Set(Array.from({ length: PROBES }, (_, i) => Math.floor((i * frames.length) / PROBES)))];
  let anyFace = false;
  for (const index of probes) {
    signal?.throwIfAborted();
    if (await detectAt(index)) {
      anyFace = true;
      break;
    }
  }
  if (!anyFace) return frames.map(() => null);

  const out: Array<number[] | null> = [];
  let previous: number[] | null = null;
  let fit: BoxFit | null = null;
  let lastAttempt = -Infinity;
  for (const [index, frame] of frames.entries()) {
    signal?.throwIfAborted();
    let points: number[] | null = null;
    if (previous && fit && index % REDETECT_EVERY !== 0 && detector.landmarksIn) {
      points = await detector.landmarksIn(frame, boxFrom(previous, fit), signal);
      if (points && !plausibleFace(points, frame.width, frame.height)) points = null;
    }
    if (!points && (previous || detections.has(index) || index - lastAttempt >= LOST_RETRY)) {
      lastAttempt = index;
      const found = await detectAt(index);
      points = found?.landmarks ?? null;
      if (points && !plausibleFace(points, frame.width, frame.height)) points = null;
      if (found && points) fit = fitOf(found.face, points);
    }
    out.push(points);
    previous = points;
  }
  return out;
}

/**
 * Smooths landmark tracks over time and fills the gaps: missing frames are interpolated
 * between their nearest found neighbours (held at the ends), then each coordinate gets a
 * 3-frame median (removes single-frame jumps) and a forward-backward exponential smoothing
 * (removes jitter without lagging the motion). Null when no frame has a face.
 */
export function smoothTrack(frames: Array<number[] | null>, alpha = 0.6): number[][] | null {
  const found = frames.flatMap((points, index) => (points ? [index] : []));
  if (found.length === 0) return null;
  const filled = frames.map((points, index) => {
    if (points) return points;
    const before = found.filter((i) => i < index).at(-1);
    const after = found.find((i) => i > index);
    if (before === undefined) return frames[after!]!;
    if (after === undefined) return frames[before]!;
    const t = (index - before) / (after - before);
    return frames[before]!.map((value, k) => value + (frames[after]![k]! - value) * t);
  });
  const count = filled.length;
  const median = filled.map((points, index) =>
    points.map((value, k) => {
      if (index === 0 || index === count - 1) return value;
      const window = [filled[index - 1]![k]!, value, filled[index + 1]![k]!].sort((a, b) => a - b);
      return window[1]!;
    }),
  );
  const forward = median.map((points) => [...points]);
  for (let i = 1; i < count; i++) {
    forward[i] = forward[i]!.map((value, k) => alpha * value + (1 - alpha) * forward[i - 1]![k]!);
  }
  const backward = median.map((points) => [...points]);
  for (let i = count - 2; i >= 0; i--) {
    backward[i] = backward[i]!.map((value, k) => alpha * value + (1 - alpha) * backward[i + 1]![k]!);
  }
  return forward.map((points, i) => points.map((value, k) => (value + backward[i]![k]!) / 2));
}

const even = (value: number) => Math.max(2, Math.floor(value / 2) * 2);

/** Decodes a video to RGB frames at `fps`, scaled so its larger side is at most `maxSize`. */
export async function videoFrames(
  ffmpegPath: string,
  videoFile: string,
  video: { width: number; height: number },
  workDir: string,
  options: FfmpegOptions & { fps?: number; maxSize?: number; maxSeconds?: number } = {},
): Promise<RawImage[]> {
  const k = Math.min(1, (options.maxSize ?? TRACK_MAX_SIZE) / Math.max(video.width, video.height));
  const width = even(video.width * k);
  const height = even(video.height * k);
  const file = path.join(workDir, 'track-frames.rgb');
  try {
    await runFfmpeg(
      ffmpegPath,
      [
        ...safeInput(videoFile),
        ...['-i', videoFile, '-t', String(options.maxSeconds ?? 30), '-map', '0:v:0', '-an'],
        ...['-vf', `fps=${options.fps ?? TRACK_FPS},scale=${width}:${height}:flags=bilinear`],
        ...['-f', 'rawvideo', '-pix_fmt', 'rgb24', file],
      ],
      { timeoutMs: 120_000, ...options },
    );
    const bytes = await readFile(file);
    const size = width * height * 3;
    const frames: RawImage[] = [];
    for (let offset = 0; offset + size <= bytes.length; offset += size) {
      frames.push({ data: new Uint8Array(bytes.buffer, bytes.byteOffset + offset, size), width, height });
    }
    return frames;
  } finally {
    await rm(file, { force: true });
  }
}

export interface TrackTimings {
  frames: number;
  found: number;
  decodeMs: number;
  detectMs: number;
}

/**
 * The landmarks of the face through a video (the stored idle loop), in the video's pixels,
 * sampled at TRACK_FPS from t = 0; null when no frame has a face.
 */
export async function trackVideo(
  ffmpegPath: string,
  detector: FaceDetector,
  videoFile: string,
  video: { width: number; height: number },
  workDir: string,
  options: FfmpegOptions = {},
): Promise<{ track: RigTrack | null; timings: TrackTimings }> {
  const started = Date.now();
  const frames = await videoFrames(ffmpegPath, videoFile, video, workDir, options);
  const decoded = Date.now();
  const perFrame = await landmarksPerFrame(detector, frames, options.signal);
  const timings: TrackTimings = {
    frames: frames.length,
    found: perFrame.filter(Boolean).length,
    decodeMs: decoded - started,
    detectMs: Date.now() - decoded,
  };
  const smooth = smoothTrack(perFrame);
  if (!smooth || !frames[0]) return { track: null, timings };
  const sx = video.width / frames[0].width;
  const sy = video.height / frames[0].height;
  const track: RigTrack = {
    videoWidth: video.width,
    videoHeight: video.height,
    fps: TRACK_FPS,
    // A tenth of a pixel is plenty for a video and keeps face-rig.json small (~6 kB per second of video).
    frames: smooth.map((points) => points.map((value, k) => Math.round(value * (k % 2 === 0 ? sx : sy) * 10) / 10)),
  };
  return { track, timings };
}
