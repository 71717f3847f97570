import type { AuthDeps } from '../auth-deps.js';
import { failure, inputFailure, type AuthResult } from '../auth-result.js';
import { Credentials, INVALID_CREDENTIALS } from '../credentials.js';
import { decoyHash, verifyPassword } from '../password.js';

/** Unknown email and wrong password get the same answer, after the same work. */
export async function signIn(deps: AuthDeps, input: unknown, clientKey: string): Promise<AuthResult> {
  deps.authLimiter.consume(`signin:${clientKey}`);
  const parsed = Credentials.safeParse(input);
  if (!parsed.success) return inputFailure(parsed.error);
  // Per account too: guessing one person's password from many addresses is still throttled.
  deps.authLimiter.consume(`signin-account:${parsed.data.email.toLowerCase()}`, deps.config.AUTH_ACCOUNT_RATE_LIMIT_PER_MINUTE);
  const found = await deps.users.findCredentials(parsed.data.email);
  const matches = await verifyPassword(found?.passwordHash ?? (await decoyHash), parsed.data.password);
  if (!found || !matches) return failure('INVALID_CREDENTIALS', INVALID_CREDENTIALS);
  const { token, session } = await deps.sessions.create(found.user.id);
  return { ok: true, user: found.user, token, session };
}
