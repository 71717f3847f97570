import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import type { Logger } from '@avatarium/platform';
import { engineOnFirstUse, WorkerProcess } from '@avatarium/platform/engine-worker';
import { z } from 'zod';

import { EngineUnavailableError, type SpeechRecognizer, type TranscriptionRequest } from '../../types.js';

export interface LocalSpeechRecognizerOptions {
  /** The venv python with faster-whisper (tools/engines/stt-engine.ts). */
  pythonPath: string;
  /** A CTranslate2 Whisper model folder. */
  modelDir: string;
  logger?: Logger;
  threads?: number;
}

export type LocalSpeechRecognizer = SpeechRecognizer & {
  /** Loads the model now (about 1 s) instead of on the first recording. */
  warm(): Promise<void>;
  close(): Promise<void>;
};

const Transcribed = z.object({ type: z.literal('transcribed'), text: z.string(), audioMs: z.number(), transcribeMs: z.number() });

/** The Python worker ships with the sources (and is copied next to the built files). */
const WORKER_SCRIPT = fileURLToPath(new URL('./stt_worker.py', import.meta.url));

/**
 * The offline speech recognition (Whisper tiny.en on faster-whisper, int8 CPU) in its own
 * Python process, started on first use and again after a crash. It decodes what browsers
 * record (WebM/Opus, Ogg, WAV, MP4) itself, through PyAV.
 */
export function createLocalSpeechRecognizer(options: LocalSpeechRecognizerOptions): LocalSpeechRecognizer {
  const { pythonPath, modelDir, logger } = options;
  const label = 'offline speech recognition';
  const engine = engineOnFirstUse({
    label,
    logger,
    missingFiles: () => [pythonPath, join(modelDir, 'model.bin'), WORKER_SCRIPT].filter((path) => !existsSync(path)),
    missing: (paths) =>
      new EngineUnavailableError(
        'stt',
        `${label} files are missing (${paths.join(', ')}); tools/engines/stt-engine.ts installs them`,
      ),
    start: () => {
      const args = [WORKER_SCRIPT, JSON.stringify({ modelDir, threads: options.threads ?? 1 })];
      const env = { ...process.env, HF_HUB_OFFLINE: '1', PYTHONUNBUFFERED: '1' };
      const unavailable = (why: string) => new EngineUnavailableError('stt', why);
      return new WorkerProcess({ command: pythonPath, args, env, label, unavailable, logger });
    },
  });

  return {
    name: 'local:whisper-tiny.en',

    async transcribe(request: TranscriptionRequest): Promise<{ text: string }> {
      request.signal?.throwIfAborted();
      const job = { type: 'transcribe', audio: request.audio.toString('base64'), language: request.language };
      const reply = await engine.running().request(job, (line) => Transcribed.parse(line), request.signal);
      logger?.debug('transcribed', { audioMs: reply.audioMs, transcribeMs: reply.transcribeMs });
      return { text: reply.text };
    },

    warm: engine.warm,
    close: engine.close,
  };
}
