import { visemeCuesFromPhonemes, type TimedSymbol, type VisemeCue } from '../../visemes.js';
import type { Phonemizer } from './espeak-phonemizer.js';
import { SAMPLES_PER_FRAME, type PiperModel } from './piper-model.js';
import { lipSymbol, modelInput, type PiperConfig } from './piper-symbols.js';
import { shiftPitch } from './pitch-shift.js';
import { resample } from './resample.js';
import type { VoiceSettings } from './voices.js';
import { encodeWav } from './wav.js';

export interface SentenceRequest {
  text: string;
  language: string;
  voice: VoiceSettings;
}

export interface SynthesizedSentence {
  wav: Buffer;
  durationMs: number;
  visemes: VisemeCue[];
  /** The IPA that was spoken (for logs and tests). */
  phonemes: string;
  timings: { phonemizeMs: number; inferMs: number; postMs: number };
}

export interface SentenceEngine {
  phonemizer: Phonemizer;
  model: PiperModel;
  config: PiperConfig;
}

const PEAK = 0.95;
const MAX_GAIN = 4; // never lift near-silence into noise
const SILENCE_MS = 100; // what a sentence without a pronounceable word becomes

/**
 * One sentence: phonemes (espeak), audio and per-phoneme frame counts (Piper), then the voice's
 * pitch (PSOLA, length kept) and formants (resampling). The model speaks `formant` times slower
 * first, so after resampling the length is the voice's own; frame counts are scaled the same
 * way, so the cues stay in sync.
 */
export async function synthesizeSentence(engine: SentenceEngine, request: SentenceRequest): Promise<SynthesizedSentence> {
  const sampleRate = engine.config.audio.sample_rate;
  const started = performance.now();
  const phonemes = engine.phonemizer.phonemize(request.text, request.language);
  const phonemized = performance.now();
  const input = modelInput(phonemes, engine.config.phoneme_id_map);
  if (phonemes === '' || input.ids.length <= 3) {
    const silence = new Float32Array(Math.round((sampleRate * SILENCE_MS) / 1000));
    return {
      wav: encodeWav(silence, sampleRate),
      durationMs: SILENCE_MS,
      visemes: [],
      phonemes,
      timings: { phonemizeMs: phonemized - started, inferMs: 0, postMs: 0 },
    };
  }
  const { pitch, formant, lengthScale, noiseScale, noiseW } = request.voice;
  const output = await engine.model.infer(input.ids, { noiseScale, noiseW, lengthScale: lengthScale * formant });
  const inferred = performance.now();

  const samples = normalizePeak(resample(shiftPitch(output.samples, sampleRate, pitch / formant), formant));
  const durationMs = (samples.length / sampleRate) * 1000;
  const msPerFrame = ((SAMPLES_PER_FRAME / sampleRate) * 1000) / formant;
  const timed: TimedSymbol[] = [];
  let frame = 0;
  input.symbols.forEach((symbol, index) => {
    const frames = output.frames[index] ?? 0;
    timed.push({
      symbol: lipSymbol(symbol),
      startMs: frame * msPerFrame,
      endMs: Math.min((frame + frames) * msPerFrame, durationMs),
    });
    frame += frames;
  });
  const visemes = visemeCuesFromPhonemes(timed).filter((cue) => cue.startMs <= durationMs);
  const wav = encodeWav(samples, sampleRate);
  return {
    wav,
    durationMs,
    visemes,
    phonemes,
    timings: { phonemizeMs: phonemized - started, inferMs: inferred - phonemized, postMs: performance.now() - inferred },
  };
}

function normalizePeak(samples: Float32Array): Float32Array {
  let peak = 0;
  for (const sample of samples) peak = Math.max(peak, Math.abs(sample));
  const gain = peak > 0 ? Math.min(PEAK / peak, MAX_GAIN) : 1;
  for (let i = 0; i < samples.length; i++) samples[i] = samples[i]! * gain;
  return samples;
}
