import { refusalOf } from '../../../shared/refusal.js';
import type { IssuedApiKey } from '../../use-cases/api-key-view.js';

/** An issued key as the GraphQL result type; expected refusals (cap, bad input) as data. */
export async function issuedResult(issue: () => Promise<IssuedApiKey>) {
  try {
    const { key, secret } = await issue();
    return { ok: true, key, secret, error: null };
  } catch (error) {
    return { ok: false, key: null, secret: null, error: refusalOf(error) };
  }
}
