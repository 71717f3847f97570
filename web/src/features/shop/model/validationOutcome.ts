import { SHOP_TEXT } from './shopToasts';

export type ValidationOutcome =
  | { kind: 'valid'; functions: string[] }
  /** The store answered, but not as a usable MCP server: the Validation Failed box and toast. */
  | { kind: 'invalid'; toast: string; inline: string }
  /** The call itself failed: a Validation Error toast. */
  | { kind: 'error'; toast: string };

type Answer =
  { ok: boolean; valid: boolean; functions: string[]; reason?: string | null; error?: { message: string } | null } | undefined;

/** Spec 003 section 8: which toast and inline text a validation answer (or its failure) gives. */
export function validationOutcome(answer: Answer, thrown?: unknown): ValidationOutcome {
  if (thrown !== undefined) {
    const network = thrown instanceof TypeError || /network|fetch/i.test(thrown instanceof Error ? thrown.message : '');
    return { kind: 'error', toast: network ? SHOP_TEXT.networkError : SHOP_TEXT.validateFailedText };
  }
  if (!answer?.ok) return { kind: 'error', toast: answer?.error?.message || SHOP_TEXT.validationNotOk };
  if (!answer.valid) {
    return {
      kind: 'invalid',
      toast: answer.reason || SHOP_TEXT.unableToConnect,
      inline: answer.reason || SHOP_TEXT.invalidUrl,
    };
  }
  return { kind: 'valid', functions: answer.functions };
}
