/**
 * Loudness -> mouth shape, for voices that give no timings. Levels by rising loudness:
 * 0 rest, 1 slight, 2 wide, 3 open (the loudest sounds are open vowels).
 *
 * The input is the RMS of the last analyser window. It is smoothed (fast attack, slower
 * release, so consonant gaps do not snap the jaw shut), compared with the recent peak (TTS
 * voices differ in level by 20 dB; relative thresholds work for all), and each level has a
 * higher bar to enter than to stay (hysteresis), so the mouth does not flicker at a boundary.
 */
export const LOUDNESS_LEVELS = ['rest', 'slight', 'wide', 'open'] as const;

export interface LoudnessTuning {
  attackMs: number;
  releaseMs: number;
  /** Below this the audio is silence, whatever the peak. */
  gateDb: number;
  /** How fast the remembered peak sinks (a quiet voice still opens the mouth after a while). */
  peakDecayDbPerSecond: number;
  /** Entry bars of levels 1..3, in dB below the recent peak. */
  enterDb: readonly [number, number, number];
  /** A level is left when the sound falls this far below its entry bar. */
  hysteresisDb: number;
  /** A level, once entered, is held at least this long. */
  minHoldMs: number;
}

export const DEFAULT_LOUDNESS_TUNING: LoudnessTuning = {
  attackMs: 12,
  releaseMs: 70,
  gateDb: -52,
  peakDecayDbPerSecond: 6,
  enterDb: [-28, -15, -7],
  hysteresisDb: 4,
  minHoldMs: 45,
};

export interface LoudnessFollower {
  envelopeDb: number;
  peakDb: number;
  level: number;
  heldMs: number;
  readonly tuning: LoudnessTuning;
}

const FLOOR_DB = -100;

export function createLoudnessFollower(tuning: LoudnessTuning = DEFAULT_LOUDNESS_TUNING): LoudnessFollower {
  return { envelopeDb: FLOOR_DB, peakDb: tuning.gateDb + 20, level: 0, heldMs: 0, tuning };
}

export function decibelsOf(rms: number): number {
  return rms > 1e-5 ? 20 * Math.log10(rms) : FLOOR_DB;
}

/** Root mean square of a window of samples (-1..1). */
export function rmsOf(samples: Float32Array): number {
  let sum = 0;
  for (let index = 0; index < samples.length; index++) sum += samples[index]! * samples[index]!;
  return samples.length ? Math.sqrt(sum / samples.length) : 0;
}

/** Feeds one window's RMS measured `dtMs` after the previous one; returns the level (0..3). */
export function followLoudness(follower: LoudnessFollower, rms: number, dtMs: number): number {
  const { tuning } = follower;
  const dt = Math.max(0, dtMs);
  const db = decibelsOf(rms);
  const timeConstant = db > follower.envelopeDb ? tuning.attackMs : tuning.releaseMs;
  follower.envelopeDb += (db - follower.envelopeDb) * (1 - Math.exp(-dt / timeConstant));
  follower.peakDb = Math.max(follower.envelopeDb, follower.peakDb - (tuning.peakDecayDbPerSecond * dt) / 1000, tuning.gateDb + 6);
  follower.heldMs += dt;

  const relative = follower.envelopeDb - follower.peakDb;
  const gated = follower.envelopeDb < tuning.gateDb;
  let wanted = 0;
  if (!gated) {
    for (let level = tuning.enterDb.length; level >= 1; level--) {
      // Staying at or above the current level only needs the lower (exit) bar.
      const bar = tuning.enterDb[level - 1]! - (level <= follower.level ? tuning.hysteresisDb : 0);
      if (relative >= bar) {
        wanted = level;
        break;
      }
    }
  }
  if (wanted !== follower.level && (follower.heldMs >= tuning.minHoldMs || gated)) {
    follower.level = wanted;
    follower.heldMs = 0;
  }
  return follower.level;
}

export function resetLoudnessFollower(follower: LoudnessFollower): void {
  follower.envelopeDb = FLOOR_DB;
  follower.level = 0;
  follower.heldMs = 0;
}
