import { copyFileSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ensureTtsEngine } from '../../../../../../tools/engines/tts-engine.js';
import { EngineUnavailableError, type SpokenSentence } from '../../types.js';
import { createLocalSpeechSynthesizer, type LocalSpeechSynthesizer } from './local-speech-synthesizer.js';
import { audibleSpanMs, estimatePitchHz } from './measure-audio.testkit.js';
import { decodeWav } from './wav.js';

// The real engine: Piper en_US-joe-medium on onnxruntime-node, phonemes from espeak-ng (wasm), in its own process.
const SENTENCE = 'The quick brown fox jumps over the lazy dog.';

let tts: LocalSpeechSynthesizer;

beforeAll(async () => {
  tts = createLocalSpeechSynthesizer(await ensureTtsEngine());
  await tts.warm();
}, 180_000);

afterAll(async () => {
  await tts?.close();
});

describe('the offline voice', { timeout: 60_000 }, () => {
  it('speaks a sentence as a complete WAV with mouth shapes in time with the speech', async () => {
    const spoken = await tts.speak({ text: SENTENCE, voice: 'alloy', language: 'en' });

    expect(spoken.contentType).toBe('audio/wav');
    const wav = decodeWav(spoken.audio);
    expect(wav).toMatchObject({ sampleRate: 22_050, channels: 1 });
    expect(wav.durationMs).toBeCloseTo(spoken.durationMs, 0);
    expect(spoken.durationMs).toBeGreaterThan(1_500); // nine words
    expect(spoken.durationMs).toBeLessThan(5_000);

    const cues = spoken.visemes;
    expect(cues[0]!.startMs).toBe(0);
    expect(cues.at(-1)!.viseme).toBe('rest');
    for (let i = 1; i < cues.length; i++) expect(cues[i]!.startMs).toBeGreaterThan(cues[i - 1]!.startMs);
    // Every shape a sentence like this needs, from rest to lips pressed (m, b, p) and teeth on lip (f, v).
    expect(new Set(cues.map((cue) => cue.viseme))).toEqual(
      new Set(['rest', 'closed', 'teeth', 'slight', 'open', 'wide', 'round']),
    );
    expect(cues.length).toBeGreaterThan(15);

    // The cues cover what is heard: the mouth moves when sound starts and rests when it ends.
    const heard = audibleSpanMs(wav.samples, wav.sampleRate);
    const firstShape = cues.find((cue) => cue.viseme !== 'rest')!;
    expect(Math.abs(firstShape.startMs - heard.startMs)).toBeLessThan(120);
    expect(Math.abs(cues.at(-1)!.startMs - heard.endMs)).toBeLessThan(200);
    expect(cues.at(-1)!.startMs).toBeLessThanOrEqual(spoken.durationMs);
  });

  it('speaks feminine voices clearly higher than masculine ones', async () => {
    const pitchOf = async (voice: string) => pitch(await tts.speak({ text: SENTENCE, voice, language: 'en' }));
    const [sage, alloy, fable, onyx] = [
      await pitchOf('sage'),
      await pitchOf('alloy'),
      await pitchOf('fable'),
      await pitchOf('onyx'),
    ];
    console.info(
      `pitch: sage ${sage.toFixed(0)} Hz, alloy ${alloy.toFixed(0)} Hz, fable ${fable.toFixed(0)} Hz, onyx ${onyx.toFixed(0)} Hz`,
    );
    // Women speak around 165-255 Hz, men around 85-155 Hz: the lowest feminine voice is above the highest masculine one.
    // (Two feminine voices can land on the same period of the pitch estimate: their order is not the point.)
    expect(sage).toBeGreaterThan(150);
    expect(alloy).toBeGreaterThan(150);
    expect(fable).toBeLessThan(130);
    expect(onyx).toBeLessThan(fable * 0.85);
  });

  it('stops at once when the turn is interrupted, and keeps speaking afterwards', async () => {
    const controller = new AbortController();
    const speaking = tts.speak({ text: `${SENTENCE} ${SENTENCE}`, voice: 'nova', language: 'en', signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    const started = performance.now();
    await expect(speaking).rejects.toMatchObject({ name: 'AbortError' });
    expect(performance.now() - started).toBeLessThan(300);

    await expect(tts.speak({ text: 'Hi.', voice: 'nova', language: 'en', signal: AbortSignal.abort() })).rejects.toMatchObject({
      name: 'AbortError',
    });
    const next = await tts.speak({ text: 'Still here.', voice: 'nova', language: 'en' });
    expect(decodeWav(next.audio).durationMs).toBeGreaterThan(400);
  });

  it('answers sentences asked for together, and a sentence without words as a short silence', async () => {
    const [first, second, silence] = await Promise.all([
      tts.speak({ text: 'First things first.', voice: 'coral', language: 'en' }),
      tts.speak({ text: 'Then the second one.', voice: 'ballad', language: 'en' }),
      tts.speak({ text: '...', voice: 'coral', language: 'en' }),
    ]);
    expect(pitch(first)).toBeGreaterThan(pitch(second) * 1.5);
    expect(second.visemes.length).toBeGreaterThan(5);
    expect(silence).toMatchObject({ durationMs: 100, visemes: [] });
    expect(decodeWav(silence.audio).durationMs).toBeCloseTo(100, 0);
  });

  it('speaks a voice name it does not know with a default voice of the hinted gender', async () => {
    const unknown = await tts.speak({ text: SENTENCE, voice: 'Rachel-female-elevenlabs', language: 'en' });
    expect(pitch(unknown)).toBeGreaterThan(140);
    expect(unknown.visemes.length).toBeGreaterThan(10);
  });

  it('starts a new engine process after a crash', async () => {
    const [worker] = workerPids();
    expect(worker).toBeDefined();
    process.kill(worker!, 'SIGKILL');
    await waitFor(() => !workerPids().includes(worker!));
    const spoken = await tts.speak({ text: 'I am back.', voice: 'echo', language: 'en' });
    expect(spoken.visemes.length).toBeGreaterThan(3);
    expect(workerPids()).toHaveLength(1);
  });

  it('measures first audio latency and real-time factor per sentence', async () => {
    await tts.warm();
    const sentences = [
      'Hello, nice to meet you.',
      'I can tell you about our products and answer your questions.',
      'What would you like to know?',
    ];
    for (const voice of ['echo', 'nova']) {
      for (const text of sentences) {
        const started = performance.now();
        const spoken = await tts.speak({ text, voice, language: 'en' });
        const ms = performance.now() - started;
        console.info(
          `${voice} "${text}": first audio ${ms.toFixed(0)} ms for ${spoken.durationMs.toFixed(0)} ms of speech, RTF ${(ms / spoken.durationMs).toFixed(3)}`,
        );
        expect(ms).toBeLessThan(spoken.durationMs * 3); // generous: two cores shared with everything else
      }
    }
  });
});

describe('the offline voice without its files', () => {
  it('reports a voice model that cannot be loaded as an unavailable TTS stage', async () => {
    const { runtimeDir, voiceDir } = await ensureTtsEngine();
    const brokenVoiceDir = mkdtempSync(join(tmpdir(), 'broken-voice-'));
    writeFileSync(join(brokenVoiceDir, 'voice.onnx'), 'not a model');
    copyFileSync(join(voiceDir, 'voice.onnx.json'), join(brokenVoiceDir, 'voice.onnx.json'));
    const broken = createLocalSpeechSynthesizer({ runtimeDir, voiceDir: brokenVoiceDir });
    try {
      const error = await broken.speak({ text: 'Hello.', voice: 'alloy', language: 'en' }).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(EngineUnavailableError);
      expect(error).toMatchObject({ stage: 'tts', message: expect.stringContaining('could not start') });
    } finally {
      await broken.close();
      rmSync(brokenVoiceDir, { recursive: true, force: true });
    }
  }, 60_000);

  it('names the missing files as an unavailable TTS stage', async () => {
    const missing = createLocalSpeechSynthesizer({ runtimeDir: '/nonexistent/runtime', voiceDir: '/nonexistent/voice' });
    const error = await missing.speak({ text: 'Hello.', voice: 'alloy', language: 'en' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(EngineUnavailableError);
    expect(error).toMatchObject({ stage: 'tts', message: expect.stringContaining('/nonexistent/voice/voice.onnx') });
    await missing.close();
  });
});

function pitch(spoken: SpokenSentence): number {
  const wav = decodeWav(spoken.audio);
  return estimatePitchHz(wav.samples, wav.sampleRate);
}

/** The TTS worker processes this test process started (Linux /proc). */
function workerPids(): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (parent === process.pid && readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes('tts-worker'))
        pids.push(Number(entry));
    } catch {
      // the process ended while we looked
    }
  }
  return pids;
}

async function waitFor(condition: () => boolean, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
