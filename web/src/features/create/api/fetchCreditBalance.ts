import { MINIMUM_BALANCE_FOR_CREATION } from '@avatarium/contracts';
import { apiRequest } from '../../../shared/api/apiClient';
import type { CreditCheck } from '../model/creationTypes';
import { CreditCheckReply } from './creditCheckReply';

const FAILED: CreditCheck = {
  success: false,
  balance: 0,
  hasMinimumBalance: false,
  minimumRequired: MINIMUM_BALANCE_FOR_CREATION,
  error: 'Failed to check credit balance',
};

/** GET /api/user/credit-balance; any failure reads as spec 000 section 8's failed check. */
export async function fetchCreditBalance(): Promise<CreditCheck> {
  try {
    const { ok, status, body } = await apiRequest({
      path: '/api/user/credit-balance',
      cache: 'no-store',
      reply: CreditCheckReply,
    });
    if (!body) return status === 401 ? { ...FAILED, error: 'Unauthorized' } : FAILED;
    return {
      success: ok && body.success === true,
      balance: body.balance ?? 0,
      hasMinimumBalance: body.hasMinimumBalance === true,
      minimumRequired: body.minimumRequired ?? FAILED.minimumRequired,
      error: body.error ?? (ok ? null : FAILED.error),
    };
  } catch {
    return FAILED;
  }
}
