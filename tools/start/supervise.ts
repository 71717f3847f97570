import type { ManagedProcess } from '../infra/index.js';
import { describeExit, spawnManaged } from '../infra/index.js';
import type { LineLogger } from './log.js';

export interface SuperviseOptions {
  name: string;
  command: string;
  args: readonly string[];
  cwd: string;
  env: NodeJS.ProcessEnv;
  /** The child's own output. */
  output: LineLogger;
  /** Restarts and crashes, said by the supervisor. */
  log: LineLogger;
}

export interface Supervised {
  readonly name: string;
  /** Stops the process (SIGTERM, SIGKILL after the timeout) and stops restarting it. */
  stop(timeoutMs?: number): Promise<void>;
}

const FIRST_DELAY_MS = 1_000;
const MAX_DELAY_MS = 30_000;
/** Up this long counts as healthy again: the next crash restarts after 1 s, not 30 s. */
const STABLE_AFTER_MS = 60_000;

/** Runs a long-lived child and restarts it with exponential backoff whenever it dies. */
export function supervise(options: SuperviseOptions): Supervised {
  let current: ManagedProcess | undefined;
  let stopping = false;
  let delay = FIRST_DELAY_MS;
  let restartTimer: NodeJS.Timeout | undefined;

  const launch = (): void => {
    const startedAt = Date.now();
    const proc = spawnManaged(options.command, options.args, {
      cwd: options.cwd,
      env: options.env,
      // Own process group: Ctrl-C reaches only the supervisor, which stops children in order.
      detached: true,
      onStdout: options.output,
      onStderr: options.output,
    });
    current = proc;
    void proc.exited.then((exit) => {
      if (stopping) return;
      if (Date.now() - startedAt >= STABLE_AFTER_MS) delay = FIRST_DELAY_MS;
      options.log(`${options.name} ${describeExit(exit)}; restarting in ${delay / 1000} s`);
      restartTimer = setTimeout(() => {
        restartTimer = undefined;
        if (!stopping) launch();
      }, delay);
      delay = Math.min(delay * 2, MAX_DELAY_MS);
    });
  };

  launch();
  return {
    name: options.name,
    async stop(timeoutMs = 10_000) {
      stopping = true;
      if (restartTimer) clearTimeout(restartTimer);
      await current?.stop({ timeoutMs });
    },
  };
}
