import { baseEnvSchema } from '@avatarium/platform';
import { z } from 'zod';

const optional = z.preprocess((value) => (value === '' ? undefined : value), z.string().optional());

export const creditsEnvSchema = baseEnvSchema.extend({
  MONGODB_DB: z.string().default('avatarium_credits'),
  /** Unset: local billing mode (plan changes and top-ups apply at once, nothing is charged). */
  STRIPE_SECRET_KEY: optional,
  /** The signing secret of the webhook endpoint (/api/stripe/webhook). */
  STRIPE_WEBHOOK_SECRET: optional,
  /** Another Stripe API address (stripe-mock in tests): http://127.0.0.1:12111 */
  STRIPE_API_BASE: z.preprocess((value) => (value === '' ? undefined : value), z.string().url().optional()),
  /** How often ended periods are reset (besides lazily, on first use). */
  CREDITS_RESET_SWEEP_MS: z.coerce.number().int().positive().default(3_600_000),
});
export type CreditsConfig = z.infer<typeof creditsEnvSchema>;
