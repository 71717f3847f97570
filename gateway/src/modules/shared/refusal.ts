import type { ErrorCode } from '@avatarium/contracts';
import { AppError } from '@avatarium/platform';
import type { z } from 'zod';

export interface FieldError {
  field: string;
  message: string;
}

/** An expected failure as data (the GraphQL InputError): a message for people, a code, per-field details. */
export interface Refusal {
  message: string;
  code: ErrorCode;
  inputErrors: FieldError[];
}

/** A zod failure as data; the message names the first problem's field unless it already does. */
export function inputRefusal(error: z.ZodError): Refusal {
  const inputErrors = error.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message }));
  const issue = error.issues[0];
  const field = issue?.path.join('.');
  const message = issue?.message ?? 'Invalid request';
  // A message that already names its field (or concerns the whole input) is shown as it is.
  const named = !field || issue?.code === 'custom' || message.toLowerCase().includes(field.toLowerCase());
  return { code: 'BAD_INPUT', message: named ? message : `${field}: ${message}`, inputErrors };
}

/** The input through its schema, or BAD_INPUT with the schema's text (no per-field details). */
export function parsedInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (!result.success) throw new AppError('BAD_INPUT', inputRefusal(result.error).message);
  return result.data;
}

/** A zod failure thrown (the gateway's failure convention): BAD_INPUT with the per-field details GraphQL results show. */
export function invalidInput(error: z.ZodError): AppError {
  const refused = inputRefusal(error);
  return new AppError('BAD_INPUT', refused.message, { inputErrors: refused.inputErrors });
}
