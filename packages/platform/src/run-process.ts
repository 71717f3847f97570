import type { z } from 'zod';
import { loadConfig } from './config.js';
import { createLogger, type Logger } from './logger.js';
import type { RunningService } from './start-service.js';

/**
 * The body of every `main.ts`: parse the environment, start, and stop cleanly on SIGINT or
 * SIGTERM (in-flight work finishes, connections drain) before exiting.
 */
export async function runProcess<S extends z.ZodType<{ LOG_LEVEL: 'debug' | 'info' | 'warn' | 'error' | 'silent' }>>(
  name: string,
  schema: S,
  start: (config: z.output<S>, logger: Logger) => Promise<RunningService>,
): Promise<void> {
  const config = loadConfig(schema);
  const logger = createLogger(name, config.LOG_LEVEL);
  const running = await start(config, logger);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void running.stop().finally(() => process.exit(0));
    });
  }
}
