import { followDamped, mouthTargetAt, type Damped } from './coarticulation.js';
import type { CueTimeline } from './cue-timeline.js';
import { createExpression, endReply, stepExpression, type ExpressionState } from './expression-cues.js';
import { MOUTH_PARAMS, neutralParams, type FaceParams, type MouthParam, type MouthPose } from './face-params.js';
import { createIdleLife, requestBlink, stepIdleLife, type IdleLife } from './idle-life.js';
import { LOUDNESS_LEVELS } from './loudness-follower.js';
import { poseIndexOf, POSES } from './viseme-poses.js';

export type FaceEngine = 'essence' | 'expression';

/** Smoothing of each mouth parameter while following the cues (lips close faster than the jaw drops). */
const SMOOTH_MS: Record<MouthParam, number> = {
  jaw: 55,
  lipRound: 60,
  lipSpread: 60,
  lipPress: 30,
  teethOnLip: 35,
  upperLift: 60,
};
const LOUDNESS_POSES = LOUDNESS_LEVELS.map((name) => POSES[poseIndexOf(name)]!);

/** What drives the mouth this frame. */
export interface SpeechInput {
  /** A voice is moving the mouth now. */
  speaking: boolean;
  /** Cues (pose indices), or null to follow `level`. */
  timeline: CueTimeline | null;
  /** Time in the sentence, ms. */
  timeMs: number;
  /** Loudness level 0..3 (no cues). */
  level: number;
  /** Loudness peak 0..1, for the Expression engine's brow emphasis (0 when unknown). */
  emphasis: number;
}

/** The face's parameters from speech, life and (Expression) the reply's meaning, frame by frame. */
export interface FaceAnimator {
  readonly params: FaceParams;
  readonly mouth: Record<MouthParam, Damped>;
  readonly target: MouthPose;
  readonly life: IdleLife;
  readonly expression: ExpressionState | null;
  wasSpeaking: boolean;
}

export function createFaceAnimator(engine: FaceEngine, seed?: number): FaceAnimator {
  const mouth = {} as Record<MouthParam, Damped>;
  const target = {} as MouthPose;
  for (const name of MOUTH_PARAMS) {
    mouth[name] = { value: 0, velocity: 0 };
    target[name] = 0;
  }
  return {
    params: neutralParams(),
    mouth,
    target,
    life: createIdleLife(seed),
    expression: engine === 'expression' ? createExpression() : null,
    wasSpeaking: false,
  };
}

export function stepFaceAnimator(animator: FaceAnimator, nowMs: number, dtMs: number, speech: SpeechInput): FaceParams {
  const { params, target, mouth, life, expression } = animator;
  if (!speech.speaking) for (const name of MOUTH_PARAMS) target[name] = 0;
  else if (speech.timeline) mouthTargetAt(speech.timeline, speech.timeMs, target);
  else {
    const pose = LOUDNESS_POSES[Math.max(0, Math.min(LOUDNESS_POSES.length - 1, speech.level))]!;
    for (const name of MOUTH_PARAMS) target[name] = pose[name];
  }
  for (const name of MOUTH_PARAMS) {
    params[name] = followDamped(mouth[name], target[name], speech.speaking ? SMOOTH_MS[name] : 45, dtMs);
  }
  stepIdleLife(life, nowMs, dtMs, speech.speaking, params);
  params.browRaise = 0;
  params.smile = 0;
  if (expression) {
    const ended = stepExpression(expression, nowMs, dtMs, speech.speaking ? speech.timeMs : -1, speech.emphasis, params);
    if (ended) requestBlink(life, nowMs);
  }
  if (animator.wasSpeaking && !speech.speaking) {
    requestBlink(life, nowMs);
    if (expression) endReply(expression, nowMs);
  }
  animator.wasSpeaking = speech.speaking;
  return params;
}
