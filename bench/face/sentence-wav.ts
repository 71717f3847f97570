import type { FaceCue } from './face-protocol.js';

// The face bench's fixed sentence, made offline: "Hello, I am glad you came by today. What can
// I help you with?" as voiced syllables (a buzzing 110-150 Hz source with harmonics and a soft
// envelope) whose loudness follows how open the vowel is (open vowels are the loud ones in
// speech), with the viseme cues a TTS engine gives: the shape for each vowel, `rest` between.

const RATE = 24_000;
export const SENTENCE_TEXT = 'Hello, I am glad you came by today. What can I help you with?';

/** Syllables as [viseme, seconds]; a number alone is a pause (rest) of that many seconds. */
const SCRIPT: Array<[string, number] | number> = [
  ['wide', 0.14],
  ['round', 0.2],
  0.3, // hel-lo,
  ['open', 0.2],
  0.07,
  ['wide', 0.14],
  0.08, // I am
  ['open', 0.22],
  0.07,
  ['round', 0.16],
  0.07, // glad you
  ['wide', 0.2],
  0.07,
  ['open', 0.2],
  0.07, // came by
  ['slight', 0.1],
  ['wide', 0.22],
  0.35, // to-day.
  ['round', 0.14],
  0.06,
  ['open', 0.14],
  0.06,
  ['open', 0.12],
  0.06, // what can I
  ['wide', 0.16],
  0.07,
  ['round', 0.12],
  ['slight', 0.12], // help you with?
];
/** Loudness per shape: how far open the vowel is. */
const GAIN: Record<string, number> = { slight: 0.35, wide: 0.7, round: 0.75, open: 1 };

export function sentenceWav(): { wav: Buffer; cues: FaceCue[]; seconds: number; text: string } {
  const lead = 0.15;
  const tail = 0.3;
  const seconds = lead + tail + SCRIPT.reduce<number>((sum, item) => sum + (typeof item === 'number' ? item : item[1]), 0);
  const samples = new Int16Array(Math.round(seconds * RATE));
  const cues: FaceCue[] = [{ startMs: 0, viseme: 'rest' }];
  let at = lead;
  let phase = 0;
  for (const [index, item] of SCRIPT.entries()) {
    if (typeof item === 'number') {
      cues.push({ startMs: Math.round(at * 1000), viseme: 'rest' });
      at += item;
      continue;
    }
    const [viseme, length] = item;
    cues.push({ startMs: Math.round(at * 1000), viseme });
    const from = Math.round(at * RATE);
    const count = Math.round(length * RATE);
    for (let i = 0; i < count; i++) {
      const t = i / count;
      const envelope = Math.sin(Math.PI * Math.min(1, t * 1.3)) ** 0.5 * (t > 0.85 ? (1 - t) / 0.15 : 1);
      const f0 = 150 - 40 * ((at + t * length) / seconds) + 8 * Math.sin(index + t * 3);
      phase += (2 * Math.PI * f0) / RATE;
      let value = 0;
      for (let harmonic = 1; harmonic <= 10; harmonic++) value += Math.sin(phase * harmonic) / harmonic;
      samples[from + i] = Math.round(Math.max(-1, Math.min(1, value * 0.45 * GAIN[viseme]! * envelope)) * 32767);
    }
    at += length;
  }
  cues.push({ startMs: Math.round(at * 1000), viseme: 'rest' });
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + samples.byteLength, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(RATE, 24);
  header.writeUInt32LE(RATE * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(samples.byteLength, 40);
  return { wav: Buffer.concat([header, Buffer.from(samples.buffer)]), cues, seconds, text: SENTENCE_TEXT };
}
