/**
 * The movement clips made offline from the portrait (issue 27): each is a head pose over time,
 * t from 0 to 1. Every motion starts and ends at rest (the envelope), so a clip cuts in and
 * out of the idle picture without a jump.
 */
export interface HeadPose {
  /** Radians, positive clockwise on screen. */
  rotation: number;
  /** Pixels, as fractions of the face width. */
  dx: number;
  dy: number;
  scale: number;
}

export interface Motion {
  name: string;
  pose(t: number): HeadPose;
}

const TAU = Math.PI * 2;
const DEG = Math.PI / 180;
/** Smooth rise and fall: 0 at both ends, 1 in the middle, no velocity jump at the ends. */
const envelope = (t: number) => Math.sin(Math.PI * t) ** 2;
const rest: HeadPose = { rotation: 0, dx: 0, dy: 0, scale: 1 };

export const MOTIONS: readonly Motion[] = [
  {
    // Two nods: down and back, the face a little nearer at the bottom of each.
    name: 'Nod',
    pose: (t) => {
      const nod = Math.max(0, Math.sin(TAU * 2 * t)) * envelope(t);
      return { ...rest, dy: 0.06 * nod, scale: 1 + 0.015 * nod, rotation: 0.5 * DEG * nod };
    },
  },
  {
    // A glance aside and back: the head slides (parallax) and turns a little.
    name: 'Look aside',
    pose: (t) => {
      const side = envelope(t);
      return { ...rest, dx: -0.08 * side, rotation: -2 * DEG * side, scale: 1 - 0.01 * side };
    },
  },
  {
    // A warm lean in with a tilt, as with a smile.
    name: 'Smile lean',
    pose: (t) => {
      const lean = envelope(t);
      return { rotation: 4 * DEG * lean, dx: 0.02 * lean, dy: 0.02 * lean, scale: 1 + 0.04 * lean };
    },
  },
  {
    // Idle: a slow sway from side to side.
    name: 'Idle sway',
    pose: (t) => {
      const sway = Math.sin(TAU * t) * envelope(t) ** 0.5;
      return { ...rest, rotation: 2.5 * DEG * sway, dx: 0.02 * sway };
    },
  },
  {
    // Idle: breathing, the head rising and settling twice.
    name: 'Idle breathe',
    pose: (t) => {
      const breath = (1 - Math.cos(TAU * 2 * t)) / 2;
      return { ...rest, dy: -0.02 * breath, scale: 1 + 0.01 * breath };
    },
  },
];
