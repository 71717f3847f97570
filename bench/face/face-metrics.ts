// Pure functions that grade a talking face from landmarks an external detector found on the
// recorded frames (bench/face/external-landmarks.ts). No I/O: unit-tested on synthetic series.

export type Point = readonly [number, number];

export function distance(a: Point, b: Point): number {
  return Math.hypot(a[0] - b[0], a[1] - b[1]);
}

export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Pearson correlation of two equally long series; NaN when either is constant or too short. */
export function pearson(a: readonly number[], b: readonly number[]): number {
  const n = Math.min(a.length, b.length);
  if (n < 3) return Number.NaN;
  let meanA = 0;
  let meanB = 0;
  for (let i = 0; i < n; i++) {
    meanA += a[i]!;
    meanB += b[i]!;
  }
  meanA /= n;
  meanB /= n;
  let covariance = 0;
  let varianceA = 0;
  let varianceB = 0;
  for (let i = 0; i < n; i++) {
    const da = a[i]! - meanA;
    const db = b[i]! - meanB;
    covariance += da * db;
    varianceA += da * da;
    varianceB += db * db;
  }
  return varianceA > 0 && varianceB > 0 ? covariance / Math.sqrt(varianceA * varianceB) : Number.NaN;
}

/** Mono PCM samples in -1..1 at `rate` Hz. */
export interface Audio {
  samples: Float32Array;
  rate: number;
}

/** 16-bit mono PCM WAV (what the benches write) to samples; throws on anything else. */
export function decodeWav(wav: Uint8Array): Audio {
  const view = new DataView(wav.buffer, wav.byteOffset, wav.byteLength);
  const tag = (at: number) => String.fromCharCode(wav[at]!, wav[at + 1]!, wav[at + 2]!, wav[at + 3]!);
  if (tag(0) !== 'RIFF' || tag(8) !== 'WAVE') throw new Error('not a WAV file');
  let at = 12;
  let rate = 0;
  let channels = 0;
  let bits = 0;
  while (at + 8 <= wav.length) {
    const id = tag(at);
    const size = view.getUint32(at + 4, true);
    if (id === 'fmt ') {
      channels = view.getUint16(at + 10, true);
      rate = view.getUint32(at + 12, true);
      bits = view.getUint16(at + 22, true);
    } else if (id === 'data') {
      if (bits !== 16 || channels < 1) throw new Error(`unsupported WAV: ${bits} bit, ${channels} channels`);
      const frames = Math.floor(Math.min(size, wav.length - at - 8) / (2 * channels));
      const samples = new Float32Array(frames);
      for (let i = 0; i < frames; i++) samples[i] = view.getInt16(at + 8 + i * 2 * channels, true) / 32768;
      return { samples, rate };
    }
    at += 8 + size + (size % 2);
  }
  throw new Error('the WAV has no data chunk');
}

/** RMS of the audio in a window of `windowMs` centred on `seconds` (0 outside the audio). */
export function rmsAt(audio: Audio, seconds: number, windowMs = 40): number {
  const half = Math.round((windowMs / 2000) * audio.rate);
  const centre = Math.round(seconds * audio.rate);
  const from = Math.max(0, centre - half);
  const to = Math.min(audio.samples.length, centre + half);
  if (to <= from) return 0;
  let sum = 0;
  for (let i = from; i < to; i++) sum += audio.samples[i]! * audio.samples[i]!;
  return Math.sqrt(sum / (to - from));
}

export interface SyncResult {
  /** Pearson r between the lip gap and the audio envelope at the best lag. */
  r: number;
  /** Milliseconds the mouth follows the sound by (negative: the mouth leads). */
  lagMs: number;
  /** r at every lag tried, for the report. */
  byLag: Array<{ lagMs: number; r: number }>;
  samples: number;
}

/**
 * Lip sync: the inner-lip gap at frame times `times` (seconds of the audio clock) against the
 * RMS envelope of the audio, correlated over lags -maxLagMs..maxLagMs. For a lag L the gap at
 * t is paired with the sound at t - L, so L > 0 means the mouth opens after the sound.
 */
export function lipSync(
  times: readonly number[],
  gaps: readonly number[],
  audio: Audio,
  { maxLagMs = 160, stepMs = 10, windowMs = 40 } = {},
): SyncResult {
  const keep = times.map((_, i) => i).filter((i) => Number.isFinite(gaps[i]) && Number.isFinite(times[i]));
  const gapSeries = keep.map((i) => gaps[i]!);
  const byLag: SyncResult['byLag'] = [];
  for (let lagMs = -maxLagMs; lagMs <= maxLagMs; lagMs += stepMs) {
    const envelope = keep.map((i) => rmsAt(audio, times[i]! - lagMs / 1000, windowMs));
    byLag.push({ lagMs, r: pearson(gapSeries, envelope) });
  }
  const best = byLag.reduce((a, b) => (Number.isNaN(a.r) || b.r > a.r ? b : a), byLag[0]!);
  return { r: best.r, lagMs: best.lagMs, byLag, samples: keep.length };
}

/** The 6-point eye aspect ratio (Soukupová & Čech): (|p2-p6| + |p3-p5|) / (2 |p1-p4|). */
export function eyeAspectRatio(eye: readonly Point[]): number {
  const [p1, p2, p3, p4, p5, p6] = eye as [Point, Point, Point, Point, Point, Point];
  const width = distance(p1, p4);
  return width > 0 ? (distance(p2, p6) + distance(p3, p5)) / (2 * width) : Number.NaN;
}

export interface BlinkResult {
  blinks: number;
  perMinute: number;
  /** Times (s) the blinks reached their lowest point. */
  at: number[];
  /** The open-eye level (median EAR). */
  openEar: number;
  /** The share of frames outside blinks with the eyes open (EAR at least `open` x the still photo's EAR, else the median). */
  openBetween: number;
  seconds: number;
}

/**
 * Blinks from eye-aspect-ratio dips: a blink starts when the EAR falls below `dip` x the open
 * level (the median; within `window` s of the frame when given, for a moving head) and below the open level's own noise (`noiseMads` median absolute
 * deviations), and ends when it is back above `recover` x; each dip counts once. A face mesh
 * reads a closed lid as a shallower dip than a person would (about 0.8 x the open EAR on the
 * tuning portraits), so the thresholds are close to 1. Eyes that stay half shut do not dip:
 * `openBetween` (EAR at least `open` x the untouched photo's EAR) catches them.
 */
export function countBlinks(
  times: readonly number[],
  ear: readonly number[],
  {
    dip = 0.88,
    recover = 0.94,
    open = 0.85,
    noiseMads = 3,
    referenceEar,
    window = Infinity,
  }: { dip?: number; recover?: number; open?: number; noiseMads?: number; referenceEar?: number; window?: number } = {},
): BlinkResult {
  const valid = times.map((_, i) => i).filter((i) => Number.isFinite(ear[i]));
  const seconds = valid.length > 1 ? times[valid.at(-1)!]! - times[valid[0]!]! : 0;
  const openEar = median(valid.map((i) => ear[i]!));
  // With a `window`, dips are read against the open level around each frame (the median within
  // +-window s), not the whole recording's: a moving head (a video agent's pan and tilt) changes
  // the mesh's EAR slowly over seconds, which would widen the noise band past a blink's dip and
  // add dips of its own. A blink (~0.25 s) hardly moves a median over 2 s. A still head keeps
  // the whole recording's level (on a nearly shut eye, sample2, a local level follows the
  // mesh's noise and reads it as dips).
  const level = valid.map((i) => {
    const around = valid.filter((j) => Math.abs(times[j]! - times[i]!) <= window).map((j) => ear[j]!);
    return ear[i]! / Math.max(1e-9, median(around));
  });
  const mad = median(level.map((value) => Math.abs(value - 1)));
  const below = Math.min(dip, 1 - noiseMads * mad);
  const at: number[] = [];
  let inBlink = false;
  let lowest = Infinity;
  let lowestAt = 0;
  let openFrames = 0;
  let outsideFrames = 0;
  valid.forEach((i, k) => {
    const value = level[k]!;
    if (!inBlink && value < below) {
      inBlink = true;
      lowest = value;
      lowestAt = times[i]!;
    } else if (inBlink && value < lowest) {
      lowest = value;
      lowestAt = times[i]!;
    } else if (inBlink && value >= recover) {
      inBlink = false;
      at.push(lowestAt);
    }
    if (!inBlink) {
      outsideFrames++;
      if (ear[i]! >= open * (referenceEar ?? openEar)) openFrames++;
    }
  });
  if (inBlink) at.push(lowestAt);
  return {
    blinks: at.length,
    perMinute: seconds > 0 ? (at.length * 60) / seconds : Number.NaN,
    at,
    openEar,
    openBetween: outsideFrames ? openFrames / outsideFrames : Number.NaN,
    seconds,
  };
}

/**
 * The detector's blinks beside the ones the player says it drew (its `data-blink`, per recorded
 * frame): how many blink episodes the player drew, and how many detected blinks lie farther
 * than `slack` s from any of them (dips that are no blink of the player's: the mesh's noise, a
 * gaze shift, a head movement). The grade stays the detector's; this says what it counted.
 */
export function blinksAgainstPlayer(
  detected: readonly number[],
  frames: readonly { t: number; blink: boolean }[],
  slack = 0.3,
): { playerBlinks: number; playerAt: number[]; unmatched: number[] } {
  const episodes: Array<[number, number]> = [];
  let start: number | null = null;
  let last = 0;
  for (const frame of frames) {
    if (frame.blink && start === null) start = frame.t;
    if (!frame.blink && start !== null) {
      episodes.push([start, last]);
      start = null;
    }
    last = frame.t;
  }
  if (start !== null) episodes.push([start, last]);
  const unmatched = detected.filter((t) => !episodes.some(([from, to]) => t >= from - slack && t <= to + slack));
  return { playerBlinks: episodes.length, playerAt: episodes.map(([from]) => from), unmatched };
}

/** What the chin measure needs from one frame's landmarks. */
export interface ChinFrame {
  noseTip: Point;
  chin: Point;
  eyeOuterRight: Point;
  eyeOuterLeft: Point;
  forehead: Point;
}

/**
 * Jaw drop: nose-to-chin distance in eye-corner widths (zoom and head motion cancel out), the
 * median over open-vowel frames minus the median over rest frames, as a percentage of the
 * face height (forehead to chin at rest).
 */
export function chinDisplacement(
  open: readonly ChinFrame[],
  rest: readonly ChinFrame[],
): {
  percentOfFaceHeight: number;
  openRatio: number;
  restRatio: number;
} {
  const ratio = (frame: ChinFrame) => distance(frame.noseTip, frame.chin) / distance(frame.eyeOuterRight, frame.eyeOuterLeft);
  const height = (frame: ChinFrame) => distance(frame.forehead, frame.chin) / distance(frame.eyeOuterRight, frame.eyeOuterLeft);
  const openRatio = median(open.map(ratio));
  const restRatio = median(rest.map(ratio));
  const faceHeight = median(rest.map(height));
  return { percentOfFaceHeight: ((openRatio - restRatio) / faceHeight) * 100, openRatio, restRatio };
}

/** A greyscale picture, row by row, 0..255. */
export interface Grey {
  data: Uint8Array | Float32Array;
  width: number;
  height: number;
}

/** Squared Sobel gradient magnitude at (x, y) (0 at the picture's edge). */
export function gradientEnergyAt(picture: Grey, x: number, y: number): number {
  const { data, width, height } = picture;
  const px = Math.round(x);
  const py = Math.round(y);
  if (px < 1 || py < 1 || px >= width - 1 || py >= height - 1) return 0;
  const at = (dx: number, dy: number) => data[(py + dy) * width + px + dx]!;
  const gx = at(1, -1) + 2 * at(1, 0) + at(1, 1) - at(-1, -1) - 2 * at(-1, 0) - at(-1, 1);
  const gy = at(-1, 1) + 2 * at(0, 1) + at(1, 1) - at(-1, -1) - 2 * at(0, -1) - at(1, -1);
  return gx * gx + gy * gy;
}

/** Points every `step` px along a closed polygon. */
export function alongPolygon(polygon: readonly Point[], step = 1): Point[] {
  const points: Point[] = [];
  for (let i = 0; i < polygon.length; i++) {
    const a = polygon[i]!;
    const b = polygon[(i + 1) % polygon.length]!;
    const length = distance(a, b);
    const count = Math.max(1, Math.round(length / step));
    for (let k = 0; k < count; k++) points.push([a[0] + ((b[0] - a[0]) * k) / count, a[1] + ((b[1] - a[1]) * k) / count]);
  }
  return points;
}

/** Mean gradient energy along a closed polygon, over a band of +-band px (perpendicular spread as a square). */
export function borderEnergy(picture: Grey, polygon: readonly Point[], band = 2): number {
  let sum = 0;
  let count = 0;
  for (const [x, y] of alongPolygon(polygon)) {
    for (let dy = -band; dy <= band; dy++)
      for (let dx = -band; dx <= band; dx++) {
        sum += gradientEnergyAt(picture, x + dx, y + dy);
        count++;
      }
  }
  return count ? sum / count : Number.NaN;
}

/**
 * How much the border line stands out from the picture on either side of it: energy along
 * the border over the energy along the same border moved `offset` px out and in (about its
 * centroid). A pasted patch's edge is a ridge there; a smooth warp is not.
 */
export function borderContrast(picture: Grey, polygon: readonly Point[], band = 2, offset = 3 * band + 2): number {
  const cx = polygon.reduce((sum, p) => sum + p[0], 0) / polygon.length;
  const cy = polygon.reduce((sum, p) => sum + p[1], 0) / polygon.length;
  const radius = polygon.reduce((sum, p) => sum + Math.hypot(p[0] - cx, p[1] - cy), 0) / polygon.length;
  const spread = offset / Math.max(1, radius);
  const line = borderEnergy(picture, polygon, band);
  const around =
    (borderEnergy(picture, grow(polygon, 1 + spread), band) + borderEnergy(picture, grow(polygon, 1 - spread), band)) / 2;
  return line / Math.max(1e-9, around);
}

/**
 * Seam score: how much the warped region's border stands out in a rendered frame over how
 * much the same border stands out in the untouched picture (1.0: no visible seam; target
 * <= 1.2). Relative to each picture's own surroundings, so a small head movement or a
 * softer resampling of the whole frame does not count as a seam.
 */
export function seamScore(frame: Grey, untouched: Grey, border: readonly Point[], band = 2): number {
  return borderContrast(frame, border, band) / Math.max(1e-9, borderContrast(untouched, border, band));
}

/**
 * Mean absolute grey difference between two pictures of one size inside a box (detector-free
 * motion). With `maxShift`, the least over `a` moved by up to that many pixels each way: a
 * picture that sways as a whole (a drawn portrait) counts its mouth's change, not the sway.
 */
export function regionChange(
  a: Grey,
  b: Grey,
  box: { x: number; y: number; width: number; height: number },
  maxShift = 0,
): number {
  const left = Math.max(maxShift, Math.floor(box.x));
  const top = Math.max(maxShift, Math.floor(box.y));
  const right = Math.min(a.width - maxShift, b.width, Math.ceil(box.x + box.width));
  const bottom = Math.min(a.height - maxShift, b.height, Math.ceil(box.y + box.height));
  let least = Number.NaN;
  for (let dy = -maxShift; dy <= maxShift; dy++)
    for (let dx = -maxShift; dx <= maxShift; dx++) {
      let sum = 0;
      let count = 0;
      for (let y = top; y < bottom; y++)
        for (let x = left; x < right; x++) {
          sum += Math.abs(a.data[(y + dy) * a.width + x + dx]! - b.data[y * b.width + x]!);
          count++;
        }
      if (count && !(sum / count >= least)) least = sum / count;
    }
  return least;
}

/** Convex hull (monotone chain), counter-clockwise. */
export function convexHull(points: readonly Point[]): Point[] {
  const sorted = [...points].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  if (sorted.length < 3) return sorted;
  const cross = (o: Point, a: Point, b: Point) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  const lower: Point[] = [];
  for (const p of sorted) {
    while (lower.length >= 2 && cross(lower.at(-2)!, lower.at(-1)!, p) <= 0) lower.pop();
    lower.push(p);
  }
  const upper: Point[] = [];
  for (const p of [...sorted].reverse()) {
    while (upper.length >= 2 && cross(upper.at(-2)!, upper.at(-1)!, p) <= 0) upper.pop();
    upper.push(p);
  }
  return [...lower.slice(0, -1), ...upper.slice(0, -1)];
}

/** A polygon scaled about its centroid (the border just outside a landmark hull). */
export function grow(polygon: readonly Point[], factor: number): Point[] {
  const cx = polygon.reduce((s, p) => s + p[0], 0) / polygon.length;
  const cy = polygon.reduce((s, p) => s + p[1], 0) / polygon.length;
  return polygon.map(([x, y]) => [cx + (x - cx) * factor, cy + (y - cy) * factor] as Point);
}
