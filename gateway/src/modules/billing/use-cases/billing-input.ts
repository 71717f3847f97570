import { AppError } from '@avatarium/platform';
import type { z } from 'zod';

/** Parses a billing input; the first problem's own message is the one shown (the specs' texts). */
export function parseBillingInput<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value ?? {});
  if (!result.success) throw new AppError('BAD_INPUT', result.error.issues[0]?.message ?? 'Invalid input');
  return result.data;
}
