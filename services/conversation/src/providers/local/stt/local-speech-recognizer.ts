import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import type { Logger } from '@avatarium/platform';
import { z } from 'zod';

import { EngineUnavailableError, type SpeechRecognizer, type TranscriptionRequest } from '../../types.js';
import { WorkerProcess } from '../worker-process.js';

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
  let worker: WorkerProcess | undefined;

  const running = (): WorkerProcess => {
    if (worker?.isAlive()) return worker;
    const missing = [pythonPath, join(modelDir, 'model.bin'), WORKER_SCRIPT].filter((path) => !existsSync(path));
    if (missing.length > 0) {
      throw new EngineUnavailableError(
        'stt',
        `offline speech recognition files are missing (${missing.join(', ')}); tools/engines/stt-engine.ts installs them`,
      );
    }
    if (worker) logger?.warn('offline speech recognition process stopped; starting it again');
    const args = [WORKER_SCRIPT, JSON.stringify({ modelDir, threads: options.threads ?? 1 })];
    const env = { ...process.env, HF_HUB_OFFLINE: '1', PYTHONUNBUFFERED: '1' };
    worker = new WorkerProcess({ command: pythonPath, args, env, stage: 'stt', label: 'offline speech recognition', logger });
    worker.ready.then(
      (loadMs) => logger?.info('offline speech recognition ready', { loadMs: Math.round(loadMs) }),
      () => {},
    );
    return worker;
  };

  return {
    name: 'local:whisper-tiny.en',

    async transcribe(request: TranscriptionRequest): Promise<{ text: string }> {
      request.signal?.throwIfAborted();
      const job = { type: 'transcribe', audio: request.audio.toString('base64'), language: request.language };
      const reply = await running().request(job, (line) => Transcribed.parse(line), request.signal);
      logger?.debug('transcribed', { audioMs: reply.audioMs, transcribeMs: reply.transcribeMs });
      return { text: reply.text };
    },

    async warm() {
      await running().ready;
    },

    async close() {
      const stopping = worker;
      worker = undefined;
      await stopping?.stop();
    },
  };
}
