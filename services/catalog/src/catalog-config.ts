import { baseEnvSchema } from '@avatarium/platform';
import { z } from 'zod';

export const catalogEnvSchema = baseEnvSchema.extend({
  MONGODB_DB: z.string().default('avatarium_catalog'),
});
export type CatalogConfig = z.infer<typeof catalogEnvSchema>;
