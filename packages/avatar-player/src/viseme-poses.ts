import { MOUTH_PARAMS, type MouthPose } from './face-params.js';

/** The mouth shapes the motion model knows, and the parameters each sets. */
export const POSE_NAMES = ['rest', 'slight', 'open', 'wide', 'round', 'closed', 'teeth'] as const;
export type PoseName = (typeof POSE_NAMES)[number];

const pose = (values: Partial<MouthPose>): MouthPose => ({
  jaw: 0,
  lipRound: 0,
  lipSpread: 0,
  lipPress: 0,
  teethOnLip: 0,
  upperLift: 0,
  ...values,
});

export const VISEME_POSES: Record<PoseName, MouthPose> = {
  rest: pose({}),
  slight: pose({ jaw: 0.22, upperLift: 0.15 }),
  open: pose({ jaw: 0.85, upperLift: 0.3 }),
  wide: pose({ jaw: 0.42, lipSpread: 0.85, upperLift: 0.3 }),
  round: pose({ jaw: 0.45, lipRound: 0.9 }),
  closed: pose({ lipPress: 1 }),
  teeth: pose({ jaw: 0.1, teethOnLip: 1, upperLift: 0.35 }),
};

/** Other viseme vocabularies (Oculus / ARKit-style, phoneme letters) mapped to the nearest pose. */
const ALIASES: Record<string, PoseName> = {
  sil: 'rest',
  silence: 'rest',
  neutral: 'rest',
  pp: 'closed',
  p: 'closed',
  b: 'closed',
  m: 'closed',
  bmp: 'closed',
  mbp: 'closed',
  ff: 'teeth',
  f: 'teeth',
  v: 'teeth',
  fv: 'teeth',
  th: 'slight',
  dd: 'slight',
  kk: 'slight',
  ch: 'slight',
  ss: 'slight',
  nn: 'slight',
  rr: 'slight',
  aa: 'open',
  a: 'open',
  ah: 'open',
  e: 'wide',
  ee: 'wide',
  i: 'wide',
  ih: 'wide',
  o: 'round',
  oh: 'round',
  u: 'round',
  oo: 'round',
  ou: 'round',
  w: 'round',
};

/** The pose for a viseme name; unknown names map to the nearest (or rest). */
export function poseIndexOf(viseme: string): number {
  const name = viseme.trim().toLowerCase();
  const direct = (POSE_NAMES as readonly string[]).indexOf(name);
  if (direct >= 0) return direct;
  const alias = ALIASES[name];
  return alias ? POSE_NAMES.indexOf(alias) : 0;
}

export const POSES: readonly MouthPose[] = POSE_NAMES.map((name) => VISEME_POSES[name]);
export { MOUTH_PARAMS };
