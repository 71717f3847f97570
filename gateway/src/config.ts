import { baseEnvSchema, storageEnvSchema } from '@avatarium/platform';
import { z } from 'zod';

const csv = z
  .string()
  .default('')
  .transform((value) =>
    value
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  );

export const gatewayEnvSchema = baseEnvSchema.merge(storageEnvSchema).extend({
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  HOST: z.string().default('0.0.0.0'),
  MONGODB_DB: z.string().default('avatarium_gateway'),
  SESSION_SECRET: z.string().min(16, 'SESSION_SECRET must be at least 16 characters'),
  /** Where the built web app lives; the gateway serves it with a single-page fallback. */
  WEB_DIST: z.string().optional(),
  /** Origins allowed to make cookie-authenticated writes besides the gateway's own. */
  ALLOWED_ORIGINS: csv,
  /** Requests per minute per client address on sign-up / sign-in. */
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(20),
  /**
   * How many proxies in front of the gateway to believe in X-Forwarded-* (client address for
   * rate limits, https for cookies): a hop count, or Express's address list ('loopback, 10.0.0.0/8').
   * Never "all": the left-most X-Forwarded-For is whatever the client wrote.
   */
  TRUST_PROXY: z
    .string()
    .default('0')
    .transform((value, context) => {
      const text = value.trim().toLowerCase();
      if (text === '' || text === 'false' || text === '0') return 0;
      if (text === 'true') return 1;
      if (/^\d+$/.test(text)) return Number(text);
      if (/^[a-z0-9.:/,\s]+$/.test(text)) return text;
      context.addIssue({ code: 'custom', message: 'TRUST_PROXY must be a hop count or a list of trusted addresses' });
      return z.NEVER;
    }),
  /** The GPU function host behind POST /api/cerebrium/{name}; unset answers 503 saying so. */
  GPU_HOST_URL: z.string().url().optional(),
  GPU_HOST_TOKEN: z.string().optional(),
});
export type GatewayConfig = z.infer<typeof gatewayEnvSchema>;
