import { baseEnvSchema, storageEnvSchema } from '@avatarium/platform';
import { z } from 'zod';

export const knowledgeEnvSchema = baseEnvSchema.merge(storageEnvSchema).extend({
  MONGODB_DB: z.string().default('avatarium_knowledge'),
  /** Unanswered questions kept per agent (the newest). */
  KNOWLEDGE_UNANSWERED_KEPT: z.coerce.number().int().positive().default(50),
  /** Tests only: a website FAQ may be read from a server on this machine (other internal ranges stay refused). */
  KNOWLEDGE_FETCH_ALLOW_LOOPBACK: z.preprocess((value) => value === 'true' || value === '1', z.boolean()).default(false),
});
export type KnowledgeConfig = z.infer<typeof knowledgeEnvSchema>;
