/**
 * The face rig (`face-rig.json`, packages/contracts `FaceRig`), mirrored here because the
 * player has no dependencies, and checked by hand once fetched.
 */
export const RIG_POINT_COUNT = 68;

export interface MouthInterior {
  cavity: string;
  teeth: string;
  tongue: string;
  lip: string;
}

export interface RigTrack {
  videoWidth: number;
  videoHeight: number;
  fps: number;
  /** Per sample, 68 points flat ([x0, y0, x1, y1, ...]) in the video's pixels. */
  frames: number[][];
}

export interface FaceRig {
  version: 1;
  kind: 'photo' | 'drawn';
  imageWidth: number;
  imageHeight: number;
  points: number[] | null;
  interior: MouthInterior | null;
  track: RigTrack | null;
  detector: string;
}

const isPositive = (value: unknown): boolean => typeof value === 'number' && Number.isFinite(value) && value > 0;
const isPoints = (value: unknown): boolean =>
  Array.isArray(value) && value.length === RIG_POINT_COUNT * 2 && value.every((n) => typeof n === 'number' && Number.isFinite(n));
const isHex = (value: unknown): boolean => typeof value === 'string' && /^#[0-9a-f]{6}$/i.test(value);

/** Why a fetched rig cannot be used, or null when it can. */
export function faceRigProblem(rig: unknown): string | null {
  if (!rig || typeof rig !== 'object') return 'the face rig is not an object';
  const r = rig as Record<string, unknown>;
  if (r.version !== 1) return `face rig version ${String(r.version)} is not supported`;
  if (r.kind !== 'photo' && r.kind !== 'drawn') return 'face rig kind must be photo or drawn';
  if (!isPositive(r.imageWidth) || !isPositive(r.imageHeight)) return 'face rig image size must be positive';
  if (r.points !== null && !isPoints(r.points)) return 'face rig points must be 68 points (136 numbers)';
  if (r.interior !== null) {
    const interior = r.interior as Record<string, unknown> | undefined;
    if (!interior || !['cavity', 'teeth', 'tongue', 'lip'].every((key) => isHex(interior[key])))
      return 'face rig interior colours must be #rrggbb';
  }
  if (r.track !== null) {
    const track = r.track as Record<string, unknown> | undefined;
    if (!track || !isPositive(track.videoWidth) || !isPositive(track.videoHeight) || !isPositive(track.fps))
      return 'face rig track needs a video size and fps';
    if (!Array.isArray(track.frames) || track.frames.length === 0 || !track.frames.every(isPoints))
      return 'face rig track frames must each be 68 points';
  }
  return null;
}

/**
 * A rig the mesh renderer can animate: one with landmarks, a photo's or a drawn portrait's
 * (written by the generator from its own drawing). A drawn rig without points (older agents)
 * keeps the sprite path.
 */
export function isAnimatableRig(rig: FaceRig | null): rig is FaceRig & { points: number[] } {
  return Boolean(rig && rig.points);
}

/** The track's 68 points at a video time, linearly interpolated between samples (looping), into `out`. */
export function trackPointsAt(track: RigTrack, seconds: number, out: Float32Array): Float32Array {
  const count = track.frames.length;
  const position = Math.max(0, seconds) * track.fps;
  const index = Math.floor(position);
  const t = position - index;
  const a = track.frames[Math.min(index, count - 1)]!;
  const b = track.frames[Math.min(index + 1, count - 1)]!;
  for (let i = 0; i < RIG_POINT_COUNT * 2; i++) out[i] = a[i]! + (b[i]! - a[i]!) * t;
  return out;
}

export async function loadFaceRig(url: string): Promise<FaceRig> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`avatar player: could not load the face rig (${response.status})`);
  const rig: unknown = await response.json();
  const problem = faceRigProblem(rig);
  if (problem) throw new Error(`avatar player: ${problem}`);
  return rig as FaceRig;
}
