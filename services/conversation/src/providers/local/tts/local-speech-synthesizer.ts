import type { Logger } from '@avatarium/platform';
import { engineOnFirstUse } from '@avatarium/platform/engine-worker';

import { EngineUnavailableError, type SpeechRequest, type SpeechSynthesizer, type SpokenSentence } from '../../types.js';
import type { VoiceActivity } from '../voice-activity.js';
import { engineFiles, missingEngineFiles } from './engine-files.js';
import { TtsWorkerClient } from './tts-worker-client.js';
import { resolveVoice } from './voices.js';

export interface LocalSpeechSynthesizerOptions {
  runtimeDir: string;
  voiceDir: string;
  logger?: Logger;
  /** CPU threads of the voice model (default 1: the chat model needs the others). */
  threads?: number;
  /** Marked while a sentence is computed, so the offline chat model leaves the voice its core. */
  activity?: VoiceActivity;
}

export type LocalSpeechSynthesizer = SpeechSynthesizer & {
  /** Starts the engine now (about 2 s) instead of on the first sentence; resolves when it is loaded. */
  warm(): Promise<void>;
  close(): Promise<void>;
};

/**
 * The offline voice (Piper en_US-joe-medium on onnxruntime, phonemes by espeak-ng) in its own
 * process, started on first use and again after a crash. Eleven built-in voices from the one
 * model (voices.ts); a complete 16-bit mono WAV per sentence with viseme cues from the model's
 * own phoneme durations.
 */
export function createLocalSpeechSynthesizer(options: LocalSpeechSynthesizerOptions): LocalSpeechSynthesizer {
  const { runtimeDir, voiceDir, logger } = options;
  const warnedVoices = new Set<string>();
  const label = 'offline voice';
  const engine = engineOnFirstUse({
    label,
    logger,
    missingFiles: () => missingEngineFiles(engineFiles(runtimeDir, voiceDir)),
    missing: (paths) =>
      new EngineUnavailableError(
        'tts',
        `${label} files are missing (${paths.join(', ')}); tools/engines/tts-engine.ts installs them`,
      ),
    start: () => new TtsWorkerClient({ runtimeDir, voiceDir, threads: options.threads ?? 1 }, logger),
  });
  const running = engine.running;

  return {
    name: 'local:piper-joe',
    shapesVoices: true,

    async speak(request: SpeechRequest): Promise<SpokenSentence> {
      request.signal?.throwIfAborted();
      const voice = resolveVoice(request.voice);
      if (voice.fallback && !warnedVoices.has(request.voice)) {
        warnedVoices.add(request.voice);
        logger?.warn('not a built-in voice: the offline voice speaks it as another', {
          requested: request.voice,
          speaksAs: voice.name,
        });
      }
      const job = { text: request.text, language: request.language, voice: voice.settings, signal: request.signal };
      const client = running();
      const computed = options.activity?.begin();
      const reply = await client
        .speak(job)
        .catch((error: unknown) => {
          // A sentence caught in a crash gets one more try on a fresh process.
          if (!client.crashed() || request.signal?.aborted) throw error;
          logger?.warn('offline voice process crashed; retrying the sentence', { error: String(error) });
          return running().speak(job);
        })
        .finally(computed);
      return {
        audio: Buffer.from(reply.wav, 'base64'),
        contentType: 'audio/wav',
        durationMs: reply.durationMs,
        visemes: reply.visemes,
      };
    },

    warm: engine.warm,
    close: engine.close,
  };
}
