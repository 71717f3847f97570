import { z } from 'zod';

/**
 * The face rig made at creation (agent bundle `face-rig.json`, docs/avatar-player.md): what the
 * avatar player needs to deform the face itself instead of pasting mouth pictures.
 *
 * Points are the 68 landmarks in iBUG / face-api order (0–16 jaw line, 17–26 brows, 27–35
 * nose, 36–47 eyes, 48–59 outer lips, 60–67 inner lips) as a flat [x0, y0, x1, y1, ...] list.
 */
export const FACE_RIG_VERSION = 1;
export const RIG_POINT_COUNT = 68;

const Hex = z.string().regex(/^#[0-9a-f]{6}$/i);
/** 68 points, flat: 136 numbers. */
const Points = z.array(z.number().finite()).length(RIG_POINT_COUNT * 2);

/** Colours sampled from the face, so the mouth interior matches it. */
export const MouthInterior = z.object({
  /** The dark of the open mouth (a shade of the lips, never pure black). */
  cavity: Hex,
  teeth: Hex,
  tongue: Hex,
  /** The lips' own colour (for the inner edge of the lips). */
  lip: Hex,
});
export type MouthInterior = z.infer<typeof MouthInterior>;

/**
 * For a face in an uploaded video: the landmarks tracked through the idle loop, sampled at
 * `fps` from t = 0 in the video's pixels; the player interpolates between samples.
 */
export const RigTrack = z.object({
  videoWidth: z.number().int().positive(),
  videoHeight: z.number().int().positive(),
  fps: z.number().positive(),
  frames: z.array(Points).min(1),
});
export type RigTrack = z.infer<typeof RigTrack>;

export const FaceRig = z.object({
  version: z.literal(FACE_RIG_VERSION),
  /**
   * photo: a mesh warp of the picture. drawn: our generated drawing; with points (written by the
   * generator from its own drawing) warped like a photo, without (older agents) its own variants
   * (speech sprite frames) drive it.
   */
  kind: z.enum(['photo', 'drawn']),
  /** The pixel space of `points`: the agent's picture. */
  imageWidth: z.number().int().positive(),
  imageHeight: z.number().int().positive(),
  /** Landmarks on the picture; absent for a drawn portrait made before drawn rigs had points. */
  points: Points.nullable(),
  interior: MouthInterior.nullable(),
  track: RigTrack.nullable(),
  /** Which detector placed the points (for the record; the player does not care). */
  detector: z.string(),
});
export type FaceRig = z.infer<typeof FaceRig>;
