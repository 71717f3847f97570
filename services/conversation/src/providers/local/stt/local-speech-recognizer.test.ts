import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ensureSttEngine } from '../../../../../../tools/engines/stt-engine.js';
import { EngineUnavailableError } from '../../types.js';
import { createLocalSpeechRecognizer, type LocalSpeechRecognizer } from './local-speech-recognizer.js';

// The real engine: Whisper tiny.en on faster-whisper (int8, CPU) in its own Python process.
// The fixtures say "What is your name?" (made with the project's offline voice).
const fixture = (name: string) => readFileSync(new URL(`../../../../../../testkit/fixtures/${name}`, import.meta.url));

let stt: LocalSpeechRecognizer;

beforeAll(async () => {
  const engine = await ensureSttEngine();
  stt = createLocalSpeechRecognizer({ pythonPath: engine.python, modelDir: engine.modelDir });
  await stt.warm();
}, 300_000);

afterAll(async () => {
  await stt?.close();
});

describe('the offline speech recognition', { timeout: 60_000 }, () => {
  it('transcribes a WAV recording', async () => {
    const { text } = await stt.transcribe({ audio: fixture('question.wav'), contentType: 'audio/wav', language: 'en-US' });
    expect(text.toLowerCase()).toMatch(/what is your name/);
  });

  it('transcribes what a browser records (WebM / Opus)', async () => {
    const { text } = await stt.transcribe({ audio: fixture('question.webm'), contentType: 'audio/webm;codecs=opus' });
    expect(text.toLowerCase()).toMatch(/what is your name/);
  });

  it('rejects bytes that are not audio, and keeps working', async () => {
    await expect(stt.transcribe({ audio: Buffer.from('not audio at all'), contentType: 'audio/webm' })).rejects.toThrow(
      /Invalid data/,
    );
    const { text } = await stt.transcribe({ audio: fixture('question.wav'), contentType: 'audio/wav' });
    expect(text.toLowerCase()).toMatch(/your name/);
  });

  it('gives up a transcription when the turn is interrupted', async () => {
    const interrupt = new AbortController();
    const pending = stt.transcribe({ audio: fixture('question.wav'), contentType: 'audio/wav', signal: interrupt.signal });
    interrupt.abort();
    await expect(pending).rejects.toThrow();
  });

  it('names itself unavailable when its files are missing', async () => {
    const missing = createLocalSpeechRecognizer({ pythonPath: '/nonexistent/python', modelDir: '/nonexistent' });
    await expect(missing.transcribe({ audio: fixture('question.wav'), contentType: 'audio/wav' })).rejects.toBeInstanceOf(
      EngineUnavailableError,
    );
  });
});
