import { baseEnvSchema, storageEnvSchema } from '@avatarium/platform';
import { z } from 'zod';

export const mediaEnvSchema = baseEnvSchema.merge(storageEnvSchema).extend({
  MONGODB_DB: z.string().default('avatarium_media'),
});
export type MediaConfig = z.infer<typeof mediaEnvSchema>;
