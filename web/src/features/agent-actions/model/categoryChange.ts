import { CombinedGraphQLErrors, ServerError, ServerParseError } from '@apollo/client/errors';
import type { ErrorNotice } from '../../../shared/model/errorNotice';
import { failureText } from './failureText';

const DEFAULT_FAILURE = 'Failed to update category';
const ERROR_PAGE = 'Server returned an error page instead of JSON response';

/** The text of a JSON error body ({error} or {message}, or GraphQL's errors), or null. */
function jsonErrorText(body: unknown): string | null {
  if (!body || typeof body !== 'object') return null;
  const { error, message, errors } = body as { error?: unknown; message?: unknown; errors?: unknown };
  const text = [error, message, Array.isArray(errors) ? (errors[0] as { message?: unknown })?.message : null].find(
    (value): value is string => typeof value === 'string' && value.trim() !== '',
  );
  return text ?? null;
}

/**
 * Spec 002 sections 5 and 8: why a category change failed. The server's error text; a body that
 * is not JSON (an error page) says so; a JSON answer without text gives 'Server error: {status}
 * {statusText}'; anything else 'Failed to update category'.
 */
export function categoryFailureText(error: unknown): string {
  if (CombinedGraphQLErrors.is(error)) return failureText(error.errors[0], DEFAULT_FAILURE);
  if (ServerError.is(error) || ServerParseError.is(error)) {
    let body: unknown;
    try {
      body = JSON.parse(error.bodyText);
    } catch {
      return ERROR_PAGE;
    }
    const text = jsonErrorText(body);
    if (text) return text;
    if (error.statusCode >= 300) return `Server error: ${error.statusCode} ${error.response.statusText}`.trim();
  }
  return DEFAULT_FAILURE;
}

type CategoryResult = { ok: boolean; agent?: { category: string } | null; error?: { message?: string | null } | null };

/**
 * The Change Category dialog's change (spec 002 2.9 and section 8): the category now, or an
 * 'Error' notice with the server's words or the default text.
 */
export async function changeAgentCategory(
  send: () => Promise<CategoryResult | null | undefined>,
  category: string,
): Promise<{ ok: true; category: string } | { ok: false; failure: ErrorNotice }> {
  try {
    const result = await send();
    if (!result?.ok) return { ok: false, failure: { title: 'Error', description: failureText(result?.error, DEFAULT_FAILURE) } };
    return { ok: true, category: result.agent?.category ?? category };
  } catch (error) {
    return { ok: false, failure: { title: 'Error', description: categoryFailureText(error) } };
  }
}
