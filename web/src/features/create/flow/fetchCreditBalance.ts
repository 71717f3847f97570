import { readJsonBody } from '../../../shared/http/readJsonBody';
import type { CreditCheck } from './creationTypes';

const FAILED: CreditCheck = {
  success: false,
  balance: 0,
  hasMinimumBalance: false,
  minimumRequired: 100,
  error: 'Failed to check credit balance',
};

/** GET /api/user/credit-balance; any failure reads as spec 000 section 8's failed check. */
export async function fetchCreditBalance(): Promise<CreditCheck> {
  try {
    const response = await fetch('/api/user/credit-balance', { credentials: 'include', cache: 'no-store' });
    const body = (await readJsonBody(response)) as Partial<CreditCheck> | null;
    if (!body || typeof body !== 'object') return response.status === 401 ? { ...FAILED, error: 'Unauthorized' } : FAILED;
    return {
      success: response.ok && body.success === true,
      balance: typeof body.balance === 'number' ? body.balance : 0,
      hasMinimumBalance: body.hasMinimumBalance === true,
      minimumRequired: typeof body.minimumRequired === 'number' ? body.minimumRequired : FAILED.minimumRequired,
      error: typeof body.error === 'string' ? body.error : response.ok ? null : FAILED.error,
    };
  } catch {
    return FAILED;
  }
}
