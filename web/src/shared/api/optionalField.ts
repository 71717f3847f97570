import type { z } from 'zod';

/**
 * A reply field read leniently: absent, null or of another type reads as undefined, so one odd
 * field never discards the rest of a reply (server replies are read defensively).
 */
export function optionalField<Field extends z.ZodType>(schema: Field) {
  return schema.optional().catch(undefined);
}
