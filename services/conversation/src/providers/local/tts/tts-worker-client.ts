import type { Logger } from '@avatarium/platform';
import { nodeWorkerCommand, WorkerProcess } from '@avatarium/platform/engine-worker';

import { EngineUnavailableError } from '../../types.js';
import type { VoiceSettings } from './voices.js';
import { WorkerReply, type WorkerOptions } from './worker-protocol.js';

export interface SpeakJob {
  text: string;
  language: string;
  voice: VoiceSettings;
  signal?: AbortSignal;
}

/** One running TTS worker process (tts-worker.ts): speaks sentences in the order asked. */
export class TtsWorkerClient extends WorkerProcess {
  constructor(options: WorkerOptions, logger?: Logger) {
    const [command, args] = nodeWorkerCommand(import.meta.url, 'tts-worker', options);
    super({ command, args, label: 'offline voice', unavailable: (why) => new EngineUnavailableError('tts', why), logger });
  }

  /** Speaks once the engine is loaded; rejects with the signal's reason at once when aborted. */
  speak(job: SpeakJob): Promise<WorkerReply> {
    const { signal, ...sentence } = job;
    return this.request({ type: 'speak', ...sentence }, (reply) => WorkerReply.parse(reply), signal);
  }
}
