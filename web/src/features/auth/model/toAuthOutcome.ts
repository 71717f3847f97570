import type { CredentialErrors } from './validateCredentials';

export type AuthOutcome = { ok: true } | { ok: false; message: string; code: string | null; fieldErrors: CredentialErrors };

interface AuthPayloadLike {
  ok: boolean;
  error?: { message: string; code?: string | null; inputErrors: { field: string; message: string }[] } | null;
}

/** Maps an AuthPayload (or its absence) to what the dialog shows. */
export function toAuthOutcome(payload: AuthPayloadLike | null | undefined): AuthOutcome {
  if (payload?.ok) return { ok: true };
  const fieldErrors: CredentialErrors = {};
  for (const { field, message } of payload?.error?.inputErrors ?? []) {
    // Fields may come back as a path such as "input.email".
    const name = field.split('.').pop();
    if (name === 'email' || name === 'password') fieldErrors[name] ??= message;
  }
  return {
    ok: false,
    message: payload?.error?.message ?? 'Something went wrong. Please try again.',
    code: payload?.error?.code ?? null,
    fieldErrors,
  };
}
