import { describe, expect, it } from 'vitest';

import { espeakVoices } from './espeak-phonemizer.js';
import { estimatePitchHz } from './measure-audio.testkit.js';
import { modelInput } from './piper-symbols.js';
import { resample } from './resample.js';
import { BUILT_IN_VOICES, resolveVoice } from './voices.js';
import { decodeWav, encodeWav } from './wav.js';

describe('the offline voice parts', () => {
  it('gives every built-in name its own voice, feminine ones clearly higher', () => {
    const voices = Object.values(BUILT_IN_VOICES);
    expect(voices).toHaveLength(11);
    expect(new Set(voices.map((voice) => JSON.stringify(voice.settings))).size).toBe(11);
    const lowestFeminine = Math.min(
      ...voices.filter((voice) => voice.gender === 'feminine').map((voice) => voice.settings.pitch),
    );
    const highestMasculine = Math.max(
      ...voices.filter((voice) => voice.gender === 'masculine').map((voice) => voice.settings.pitch),
    );
    expect(lowestFeminine / highestMasculine).toBeGreaterThan(1.08);
  });

  it('speaks an unknown voice name as a default of the gender the name hints at', () => {
    expect(resolveVoice('Nova')).toMatchObject({ name: 'nova', fallback: false });
    expect(resolveVoice('21m00Tcm4TlvDq8ikWAM')).toMatchObject({ name: 'echo', fallback: true });
    expect(resolveVoice('en-US-female-2')).toMatchObject({ name: 'alloy', fallback: true });
  });

  it("turns phonemes into Piper's ids: start, each phoneme then a pad, end", () => {
    const idMap = { '^': [1], _: [0], $: [2], h: [20], ə: [59], ˈ: [120] };
    expect(modelInput('hˈə?', idMap)).toEqual({
      ids: [1, 0, 20, 0, 120, 0, 59, 0, 2],
      symbols: ['^', '_', 'h', '_', 'ˈ', '_', 'ə', '_', '$'],
      unknown: ['?'],
    });
  });

  it('asks espeak for the requested language, US English for plain English and unknown tags', () => {
    expect(espeakVoices('en')).toEqual(['en-us']);
    expect(espeakVoices('en-GB')).toEqual(['en-gb', 'en', 'en-us']);
    expect(espeakVoices('de')).toEqual(['de', 'en-us']);
    expect(espeakVoices('multi')).toEqual(['en-us']); // the spec's "Global" language
  });

  it('raises pitch by the resampling factor', () => {
    const sampleRate = 22_050;
    const tone = Float32Array.from({ length: sampleRate }, (_, i) => 0.5 * Math.sin((2 * Math.PI * 150 * i) / sampleRate));
    const up = resample(tone, 1.3);
    expect(up.length).toBe(Math.floor(sampleRate / 1.3));
    expect(estimatePitchHz(up, sampleRate)).toBeCloseTo(195, -1);
    expect(estimatePitchHz(resample(tone, 0.8), sampleRate)).toBeCloseTo(120, -1);
  });

  it('writes a 16-bit mono WAV that reads back the same', () => {
    const samples = Float32Array.from([0, 0.5, -0.5, 1, -1]);
    const wav = decodeWav(encodeWav(samples, 22_050));
    expect(wav).toMatchObject({ sampleRate: 22_050, channels: 1 });
    expect(Array.from(wav.samples, (sample) => Math.round(sample * 100) / 100)).toEqual([0, 0.5, -0.5, 1, -1]);
  });
});
