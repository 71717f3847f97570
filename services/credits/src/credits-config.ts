import { baseEnvSchema } from '@avatarium/platform';
import { z } from 'zod';

export const creditsEnvSchema = baseEnvSchema.extend({
  MONGODB_DB: z.string().default('avatarium_credits'),
});
export type CreditsConfig = z.infer<typeof creditsEnvSchema>;
