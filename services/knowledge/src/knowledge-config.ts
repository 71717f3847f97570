import { baseEnvSchema, storageEnvSchema } from '@avatarium/platform';
import { z } from 'zod';

export const knowledgeEnvSchema = baseEnvSchema.merge(storageEnvSchema).extend({
  MONGODB_DB: z.string().default('avatarium_knowledge'),
  /** Unanswered questions kept per agent (the newest). */
  KNOWLEDGE_UNANSWERED_KEPT: z.coerce.number().int().positive().default(50),
});
export type KnowledgeConfig = z.infer<typeof knowledgeEnvSchema>;
