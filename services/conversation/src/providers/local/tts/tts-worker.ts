/**
 * The offline voice's own process: `node --import tsx tts-worker.ts '<WorkerOptions JSON>'`.
 * It holds espeak-ng (GPL-3.0, kept out of the service process) and the voice model, and
 * speaks one sentence at a time, in the order asked. Lines in, lines out (worker-protocol.ts).
 * It exits when its stdin closes, so it never outlives the service.
 */
import { readFile } from 'node:fs/promises';
import { createInterface } from 'node:readline';

import { engineFiles } from './engine-files.js';
import { createEspeakPhonemizer } from './espeak-phonemizer.js';
import { loadPiperModel } from './piper-model.js';
import { PiperConfig } from './piper-symbols.js';
import { synthesizeSentence, type SentenceEngine } from './synthesize-sentence.js';
import { WorkerOptions, WorkerRequest, type WorkerReply } from './worker-protocol.js';

// stdout carries protocol lines only: anything a library prints goes to the log.
console.log = console.error;
console.info = console.error;

function send(reply: WorkerReply): void {
  process.stdout.write(`${JSON.stringify(reply)}\n`);
}

async function loadEngine(options: WorkerOptions): Promise<SentenceEngine> {
  const started = performance.now();
  const files = engineFiles(options.runtimeDir, options.voiceDir);
  const config = PiperConfig.parse(JSON.parse(await readFile(files.voiceConfig, 'utf8')));
  const [phonemizer, model] = await Promise.all([
    createEspeakPhonemizer(files.espeakModule),
    loadPiperModel(files.onnxruntimeDir, files.voiceModel, options.threads),
  ]);
  send({ type: 'ready', loadMs: performance.now() - started });
  return { phonemizer, model, config };
}

type SpeakRequest = Extract<WorkerRequest, { type: 'speak' }>;

const queue: SpeakRequest[] = [];
const cancelled = new Set<number>();
let current: number | undefined;

async function drain(engine: SentenceEngine): Promise<void> {
  if (current !== undefined) return;
  for (let request = queue.shift(); request; request = queue.shift()) {
    current = request.id;
    try {
      const spoken = await synthesizeSentence(engine, request);
      if (cancelled.delete(request.id)) continue;
      const { wav, ...rest } = spoken;
      send({ type: 'spoken', id: request.id, wav: wav.toString('base64'), ...rest });
    } catch (error) {
      if (!cancelled.delete(request.id))
        send({ type: 'failed', id: request.id, message: String((error as Error).message ?? error) });
    }
  }
  current = undefined;
}

function main(): void {
  const options = WorkerOptions.parse(JSON.parse(process.argv[2] ?? '{}'));
  const engine = loadEngine(options);
  engine.catch((error: unknown) => {
    send({ type: 'fatal', message: String((error as Error).message ?? error) });
    process.exit(1);
  });

  const lines = createInterface({ input: process.stdin });
  lines.on('line', (line) => {
    const parsed = WorkerRequest.safeParse(parseJson(line));
    if (!parsed.success) {
      console.error(`tts-worker: ignoring a malformed request: ${line.slice(0, 200)}`);
      return;
    }
    const request = parsed.data;
    if (request.type === 'cancel') {
      const index = queue.findIndex((queued) => queued.id === request.id);
      if (index >= 0) queue.splice(index, 1);
      else if (current === request.id) cancelled.add(request.id);
      return;
    }
    queue.push(request);
    void engine.then(drain);
  });
  lines.on('close', () => process.exit(0));
}

function parseJson(line: string): unknown {
  try {
    return JSON.parse(line);
  } catch {
    return undefined;
  }
}

main();
