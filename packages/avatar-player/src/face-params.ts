/**
 * The continuous parameters of the face motion model. Mouth: jaw 0..1 (dropped), lipRound,
 * lipSpread, lipPress, teethOnLip, upperLift, smile 0..1. Eyes: blink 0..1 (closed), gazeX /
 * gazeY -1..1. Brows: browRaise 0..1. Head: headRoll / headYaw / headPitch in radians (pitch >
 * 0 looks down), breathe -1..1.
 */
export const PARAM_NAMES = [
  'jaw',
  'lipRound',
  'lipSpread',
  'lipPress',
  'teethOnLip',
  'upperLift',
  'smile',
  'browRaise',
  'blink',
  'gazeX',
  'gazeY',
  'headRoll',
  'headYaw',
  'headPitch',
  'breathe',
] as const;
export type ParamName = (typeof PARAM_NAMES)[number];
export type FaceParams = Record<ParamName, number>;

export function neutralParams(): FaceParams {
  const params = {} as FaceParams;
  for (const name of PARAM_NAMES) params[name] = 0;
  return params;
}

/** The mouth parameters a viseme sets (the rest come from life and expression). */
export const MOUTH_PARAMS = ['jaw', 'lipRound', 'lipSpread', 'lipPress', 'teethOnLip', 'upperLift'] as const;
export type MouthParam = (typeof MOUTH_PARAMS)[number];
export type MouthPose = Record<MouthParam, number>;
