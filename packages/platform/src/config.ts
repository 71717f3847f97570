import { z } from 'zod';

/** Settings every process shares; each service extends this with its own. */
/** An empty variable (KEY=) counts as unset, so its default applies. */
export const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);

export const baseEnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  MONGODB_URI: z.string().startsWith('mongodb'),
  NATS_URL: z.string().min(1),
  DATA_DIR: z.string().default('./data'),
  /** A service's admin port for `GET /metrics` (unset: none; the gateway serves /metrics on PORT). */
  METRICS_PORT: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(65535).optional()),
  /** Where the admin port listens: loopback unless an operator opens it on purpose. */
  METRICS_HOST: z.string().default('127.0.0.1'),
  /** When set, a scrape must send `Authorization: Bearer <token>` (else only loopback may scrape). */
  METRICS_TOKEN: z.preprocess(emptyAsUndefined, z.string().min(16).optional()),
  /** OTLP/HTTP collector (e.g. http://127.0.0.1:4318): traces are exported there; unset = tracing off. */
  OTEL_EXPORTER_OTLP_ENDPOINT: z.preprocess(emptyAsUndefined, z.url().optional()),
});
export type BaseEnv = z.infer<typeof baseEnvSchema>;

/** Parses the environment once at start-up and stops the process with every problem listed. */
export function loadConfig<S extends z.ZodType>(schema: S, env: Record<string, string | undefined> = process.env): z.output<S> {
  const result = schema.safeParse(env);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `  ${issue.path.join('.') || '(env)'}: ${issue.message}`);
  throw new Error(`Invalid configuration:\n${problems.join('\n')}`);
}
