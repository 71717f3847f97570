import type { EngineLog, WorkerProcess } from './worker-process.js';

export interface EngineOnFirstUseOptions<W extends WorkerProcess> {
  /** Named in logs: 'offline voice'. */
  label: string;
  /** The files the engine needs that are not there (checked before each start). */
  missingFiles(): string[];
  /** The error when files are missing: says what installs them. */
  missing(paths: string[]): Error;
  /** Starts one worker process. */
  start(): W;
  logger?: EngineLog;
}

export interface EngineOnFirstUse<W extends WorkerProcess> {
  /** The running worker: started now when there is none, or again when the last one died. */
  running(): W;
  /** The running worker if there is one; never starts one. */
  current(): W | undefined;
  /** Starts the worker now and resolves once its engine is loaded. */
  warm(): Promise<void>;
  /** Stops the worker (the next use starts a new one). */
  close(): Promise<void>;
}

/**
 * The lifecycle every local engine shares (the chat model, the voice, the speech recognition,
 * the JSON model): its process starts on first use, not at boot, and again after a crash, and
 * a missing install fails the use with what to run; each engine keeps its own protocol.
 */
export function engineOnFirstUse<W extends WorkerProcess>(options: EngineOnFirstUseOptions<W>): EngineOnFirstUse<W> {
  const { label, logger } = options;
  let worker: W | undefined;
  const running = (): W => {
    if (worker?.isAlive()) return worker;
    const missing = options.missingFiles();
    if (missing.length > 0) throw options.missing(missing);
    if (worker) logger?.warn(`${label} process stopped; starting it again`);
    const started = options.start();
    started.ready.then(
      (loadMs) => logger?.info(`${label} ready`, { loadMs: Math.round(loadMs) }),
      () => {}, // a failed start reaches the caller through its request or warm()
    );
    worker = started;
    return started;
  };
  return {
    running,
    current: () => (worker?.isAlive() ? worker : undefined),
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
