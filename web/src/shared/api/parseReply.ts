import type { z } from 'zod';

/** A reply body read through its schema; null when it is missing or does not match. */
export function parseReply<Reply extends z.ZodType>(schema: Reply, body: unknown): z.output<Reply> | null {
  const parsed = schema.safeParse(body);
  return parsed.success ? parsed.data : null;
}
