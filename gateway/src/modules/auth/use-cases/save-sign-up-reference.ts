import { z } from 'zod';
import type { GatewayDeps } from '../../../http/context.js';
import { invalidInput } from '../../shared/refusal.js';

export const SignUpReferenceBody = z.object({
  reference: z.string().trim().min(1, 'reference is required').max(200, 'reference is too long'),
});

/**
 * Spec 002 4.7: the web app sends the reference a visitor arrived with once after signing
 * in. The first one is kept; any later one is accepted and ignored (so a retry never fails).
 */
export async function saveSignUpReference(
  deps: Pick<GatewayDeps, 'users'>,
  caller: { userId: string },
  input: unknown,
): Promise<{ stored: boolean }> {
  const parsed = SignUpReferenceBody.safeParse(input ?? {});
  if (!parsed.success) throw invalidInput(parsed.error);
  return { stored: await deps.users.saveSignUpReference(caller.userId, parsed.data.reference) };
}
