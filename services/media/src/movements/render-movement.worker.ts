import { parentPort, workerData } from 'node:worker_threads';
import { MOTIONS } from './movement-motions.js';
import { renderMovement, type Portrait } from './render-movement.js';

/** What renderInWorker hands its worker: one clip to draw and encode. */
export interface RenderWorkerData {
  ffmpegPath: string;
  portrait: Portrait;
  motion: string;
  file: string;
}

/** The worker's messages: a heartbeat every 30 frames, then the end. */
export type RenderWorkerReply = { kind: 'frames' } | { kind: 'done' } | { kind: 'failed'; message: string };

const port = parentPort!;
const data = workerData as RenderWorkerData;
const controller = new AbortController();
// The parent asks to stop (its job was stopped): ffmpeg is killed, the worker ends.
port.on('message', () => controller.abort(new Error('stopped')));

const motion = MOTIONS.find((candidate) => candidate.name === data.motion);
let frames = 0;
(motion ? Promise.resolve(motion) : Promise.reject(new Error(`unknown motion ${data.motion}`)))
  .then((found) =>
    renderMovement(data.ffmpegPath, data.portrait, found, data.file, {
      signal: controller.signal,
      onFrame: () => (++frames % 30 === 0 ? port.postMessage({ kind: 'frames' } satisfies RenderWorkerReply) : undefined),
    }),
  )
  .then(
    () => port.postMessage({ kind: 'done' } satisfies RenderWorkerReply),
    (error: unknown) =>
      port.postMessage({
        kind: 'failed',
        message: error instanceof Error ? error.message : String(error),
      } satisfies RenderWorkerReply),
  )
  .finally(() => port.close());
