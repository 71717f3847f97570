import { voices } from '@avatarium/contracts';
import type { VoiceMeasure } from './measure-voice.js';

/** The offline voice's own pitch (Piper en_US-joe, a man's voice around 90 Hz). */
const BASE_F0_HZ = 90;
/** Below this much voice the sample says too little to match. */
export const MIN_VOICED_SECONDS = 1;

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/**
 * The offline stand-in for a clone: the offline voice shaped to the sample's measured pitch
 * (and the formants of its gender). It is a match, not a copy: the offline engine cannot
 * copy a voice, and the result says so.
 */
export function closestOfflineVoice(measure: VoiceMeasure, requestedGender?: 'feminine' | 'masculine') {
  const gender = requestedGender ?? (measure.f0Hz >= 160 ? 'feminine' : 'masculine');
  const settings = {
    pitch: clamp(measure.f0Hz / BASE_F0_HZ, 0.75, 2.8),
    formant: gender === 'feminine' ? 1.17 : 1.0,
    lengthScale: 1.0,
    noiseScale: 0.667,
    noiseW: 0.8,
  };
  return { id: voices.designedVoiceId(settings), gender, settings };
}
