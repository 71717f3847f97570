import type { z } from 'zod';
import type { FieldError } from '../shared/refusal.js';
import type { Session } from '../../identity/session.repository.js';
import type { UserEntity } from '../../identity/user.js';

/** Expected failures are data: the message to show and, for bad input, which field. */
export type AuthFailureCode = 'BAD_INPUT' | 'EMAIL_TAKEN' | 'INVALID_CREDENTIALS';

export type AuthResult =
  | { ok: true; user: UserEntity; token: string; session: Session }
  | { ok: false; error: { message: string; code: AuthFailureCode; inputErrors: FieldError[] } };

export function inputFailure(error: z.ZodError): AuthResult {
  const inputErrors = error.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message }));
  return { ok: false, error: { message: inputErrors[0]?.message ?? 'Invalid input.', code: 'BAD_INPUT', inputErrors } };
}

export function failure(code: AuthFailureCode, message: string): AuthResult {
  return { ok: false, error: { message, code, inputErrors: [] } };
}
