import type { z } from 'zod';
import { loadConfig } from './config.js';
import { createLogger, type Logger } from './logger.js';
import type { RunningService } from './start-service.js';

export interface RunProcessOptions {
  /** Modules the process imports only when first used: `--check` loads them too. */
  loadLazyModules?: () => Promise<unknown>;
}

/**
 * The body of every `main.ts`: parse the environment, start, and stop cleanly on SIGINT or
 * SIGTERM (in-flight work finishes, connections drain) before exiting.
 *
 * With `--check` (the production install check, issue 25): the configuration is parsed and
 * every module is loaded (main's imports, then the lazy ones), nothing connects, exit 0. A
 * package production did not install fails the import with the package's name.
 */
export async function runProcess<S extends z.ZodType<{ LOG_LEVEL: 'debug' | 'info' | 'warn' | 'error' | 'silent' }>>(
  name: string,
  schema: S,
  start: (config: z.output<S>, logger: Logger) => Promise<RunningService>,
  options: RunProcessOptions = {},
): Promise<void> {
  const config = loadConfig(schema);
  const logger = createLogger(name, config.LOG_LEVEL);
  if (process.argv.includes('--check')) {
    await options.loadLazyModules?.();
    logger.info(`${name} check passed: configuration parsed, modules loaded`);
    return;
  }
  failLoudlyOnUnhandledRejections(logger);
  const running = await start(config, logger);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      running.stop().then(
        () => process.exit(0),
        (error: unknown) => {
          logger.error('stop failed', { error });
          process.exit(1);
        },
      );
    });
  }
}

/**
 * A promise nobody awaited failed: the process is in a state nobody planned for. Say what it was
 * (with its stack, which Node's default message lacks for errors thrown by the NATS client) and
 * exit, so the supervisor restarts a clean process and a test run sees the crash.
 */
function failLoudlyOnUnhandledRejections(logger: Logger): void {
  process.on('unhandledRejection', (reason) => {
    logger.error('unhandled rejection: exiting', { error: reason, stack: reason instanceof Error ? reason.stack : undefined });
    process.exit(70);
  });
}
