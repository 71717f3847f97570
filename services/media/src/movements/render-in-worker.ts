import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { renderMovement } from './render-movement.js';
import type { RenderWorkerData, RenderWorkerReply } from './render-movement.worker.js';

// Compiled (production) the worker is the .js beside this file; from the sources (tsx, vitest)
// the .ts, loaded through tsx's ES module API (its CommonJS build cannot register hooks).
const fromSources = import.meta.url.endsWith('.ts');
const WORKER = JSON.stringify(new URL(`./render-movement.worker.${fromSources ? 'ts' : 'js'}`, import.meta.url).href);
const TSX_API = fromSources
  ? JSON.stringify(
      pathToFileURL(join(dirname(createRequire(import.meta.url).resolve('tsx/package.json')), 'dist/esm/api/index.mjs')).href,
    )
  : '';
const BOOT = fromSources ? `import(${TSX_API}).then(({ tsImport }) => tsImport(${WORKER}, ${WORKER}))` : `import(${WORKER})`;

/**
 * renderMovement in a worker thread: the frames are drawn off the service's event loop, and
 * two clips rendered at once use two cores (the drawing is JavaScript, one thread each).
 * `onFrame` is called for every frame, in batches of 30.
 */
export const renderInWorker: typeof renderMovement = (ffmpegPath, portrait, motion, file, options = {}) => {
  const data: RenderWorkerData = { ffmpegPath, portrait, motion: motion.name, file };
  const worker = new Worker(BOOT, { eval: true, workerData: data });
  return new Promise<void>((resolve, reject) => {
    const stop = () => worker.postMessage('stop');
    options.signal?.addEventListener('abort', stop, { once: true });
    let settled = false;
    const settle = (error?: Error) => {
      if (settled) return;
      settled = true;
      options.signal?.removeEventListener('abort', stop);
      if (options.signal?.aborted) reject(options.signal.reason);
      else if (error) reject(error);
      else resolve();
    };
    worker.on('message', (reply: RenderWorkerReply) => {
      if (reply.kind === 'frames') for (let i = 0; i < 30; i += 1) options.onFrame?.();
      else settle(reply.kind === 'failed' ? new Error(reply.message) : undefined);
    });
    worker.on('error', (error) => settle(error));
    worker.on('exit', (code) => settle(code === 0 ? undefined : new Error(`movement render worker exited with ${code}`)));
  });
};
