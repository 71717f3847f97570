import { AppError } from '@avatarium/platform';
import type { UserEntity } from '../../../identity/user.js';

export const OPERATORS_ONLY = 'Only operators can see the operator page.';

/** Whether the user's email is one of ADMIN_EMAILS (compared without case). */
export function isOperator(adminEmails: readonly string[], user: Pick<UserEntity, 'email'> | null): boolean {
  if (!user) return false;
  const email = user.email.toLowerCase();
  return adminEmails.some((admin) => admin.toLowerCase() === email);
}

export function requireOperator(adminEmails: readonly string[], user: Pick<UserEntity, 'email'> | null): void {
  if (!user) throw new AppError('UNAUTHENTICATED', 'Sign in to see the operator page.');
  if (!isOperator(adminEmails, user)) throw new AppError('FORBIDDEN', OPERATORS_ONLY);
}
