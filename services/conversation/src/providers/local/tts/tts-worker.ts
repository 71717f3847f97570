/**
 * The offline voice's own process: `node --import tsx tts-worker.ts '<WorkerOptions JSON>'`.
 * It holds espeak-ng (GPL-3.0, kept out of the service process) and the voice model, and
 * speaks one sentence at a time, in the order asked (serveWorker, @avatarium/platform/engine-worker).
 */
import { readFile } from 'node:fs/promises';

import { serveWorker } from '@avatarium/platform/engine-worker';
import { engineFiles } from './engine-files.js';
import { createEspeakPhonemizer } from './espeak-phonemizer.js';
import { loadPiperModel } from './piper-model.js';
import { PiperConfig } from './piper-symbols.js';
import { synthesizeSentence, type SentenceEngine } from './synthesize-sentence.js';
import { WorkerOptions, WorkerRequest } from './worker-protocol.js';

serveWorker({
  name: 'tts-worker',
  options: WorkerOptions,
  request: WorkerRequest,

  async load(options): Promise<SentenceEngine> {
    const files = engineFiles(options.runtimeDir, options.voiceDir);
    const config = PiperConfig.parse(JSON.parse(await readFile(files.voiceConfig, 'utf8')));
    const [phonemizer, model] = await Promise.all([
      createEspeakPhonemizer(files.espeakModule),
      loadPiperModel(files.onnxruntimeDir, files.voiceModel, options.threads),
    ]);
    return { phonemizer, model, config };
  },

  async handle(engine, request, reply) {
    const { wav, ...rest } = await synthesizeSentence(engine, request);
    reply({ type: 'spoken', wav: wav.toString('base64'), ...rest });
  },
});
