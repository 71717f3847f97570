import type { z } from 'zod';
import type { Session } from './session.repository.js';
import type { UserEntity } from './user.js';

export interface FieldError {
  field: string;
  message: string;
}

/** Expected failures are data: the message to show and, for bad input, which field. */
export type AuthResult =
  | { ok: true; user: UserEntity; token: string; session: Session }
  | { ok: false; error: { message: string; inputErrors: FieldError[] } };

export function inputFailure(error: z.ZodError): AuthResult {
  const inputErrors = error.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message }));
  return { ok: false, error: { message: inputErrors[0]?.message ?? 'Invalid input.', inputErrors } };
}

export function failure(message: string): AuthResult {
  return { ok: false, error: { message, inputErrors: [] } };
}
