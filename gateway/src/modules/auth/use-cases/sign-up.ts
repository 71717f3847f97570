import { credits } from '@avatarium/contracts';
import type { AuthDeps } from '../auth-deps.js';
import { failure, inputFailure, type AuthResult } from '../auth-result.js';
import { Credentials, EMAIL_TAKEN } from '../credentials.js';
import { hashPassword } from '../password.js';

/** Creates the user, opens their credit account (Free plan) and signs them in. */
export async function signUp(deps: AuthDeps, input: unknown, clientKey: string): Promise<AuthResult> {
  deps.authLimiter.consume(`signup:${clientKey}`);
  const parsed = Credentials.safeParse(input);
  if (!parsed.success) return inputFailure(parsed.error);
  const user = await deps.users.create(parsed.data.email, await hashPassword(parsed.data.password));
  if (!user) return failure('EMAIL_TAKEN', EMAIL_TAKEN);
  // Opening is idempotent, and the credits service also opens lazily, so a failure here is not fatal.
  await deps.bus.request(credits.openAccount, { userId: user.id }).catch(() => undefined);
  const { token, session } = await deps.sessions.create(user.id);
  return { ok: true, user, token, session };
}
