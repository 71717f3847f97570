/**
 * The last resort when neither cues nor the sound can be read (a cross-origin voice without
 * CORS cannot be analysed): a syllable-like cadence of loudness levels (0..3) while the audio
 * plays, so the face still speaks instead of freezing. Deterministic in the audio's time.
 */
const PATTERN = [1, 3, 2, 0, 2, 3, 1, 2, 0, 3, 2, 1] as const;
const SYLLABLE_MS = 110;

export function cadenceLevelAt(timeMs: number): number {
  if (!(timeMs >= 0)) return 0;
  return PATTERN[Math.floor(timeMs / SYLLABLE_MS) % PATTERN.length]!;
}
