import type { BenchCue } from './bench-protocol.js';

const RATE = 24_000;
const SHAPES = ['open', 'wide', 'round', 'slight', 'open', 'wide'] as const;

/**
 * A voice-like test signal: syllables of a buzzing 120-150 Hz tone with harmonics, each with
 * its own loudness and a soft envelope, gaps between syllables, longer pauses between
 * words; and the viseme cues a TTS engine would give for it.
 */
export function speechWav(seconds = 5.5): { wav: Buffer; cues: BenchCue[]; seconds: number } {
  const total = Math.round(seconds * RATE);
  const samples = new Int16Array(total);
  const cues: BenchCue[] = [{ startMs: 0, viseme: 'rest' }];
  let at = Math.round(0.15 * RATE);
  let syllable = 0;
  while (at < total - RATE * 0.3) {
    const length = Math.round((0.12 + ((syllable * 37) % 9) * 0.012) * RATE);
    const gain = 0.18 + ((syllable * 53) % 7) * 0.06;
    cues.push({ startMs: (at / RATE) * 1000, viseme: SHAPES[syllable % SHAPES.length]! });
    let phase = 0;
    for (let index = 0; index < length && at + index < total; index++) {
      const t = index / length;
      const envelope = Math.sin(Math.PI * t) ** 0.6;
      const f0 = 120 + 30 * Math.sin(syllable + t * 2);
      phase += (2 * Math.PI * f0) / RATE;
      let value = 0;
      for (let harmonic = 1; harmonic <= 8; harmonic++) value += Math.sin(phase * harmonic) / harmonic;
      samples[at + index] = Math.round(Math.max(-1, Math.min(1, value * gain * envelope * 0.6)) * 32767);
    }
    at += length;
    const gap = (syllable + 1) % 4 === 0 ? 0.28 : 0.05;
    cues.push({ startMs: (at / RATE) * 1000, viseme: 'rest' });
    at += Math.round(gap * RATE);
    syllable++;
  }
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + samples.byteLength, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(RATE, 24);
  header.writeUInt32LE(RATE * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(samples.byteLength, 40);
  return { wav: Buffer.concat([header, Buffer.from(samples.buffer)]), cues, seconds };
}
