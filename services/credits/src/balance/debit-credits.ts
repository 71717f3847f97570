import type { CreditBalance, RequestOf, credits } from '@avatarium/contracts';
import { changeBalance } from './change-balance.js';
import type { CreditsDeps } from './credits-deps.js';

export function debitCredits(deps: CreditsDeps, input: RequestOf<typeof credits.debitCredits>): Promise<CreditBalance> {
  return changeBalance(deps, { ...input, amount: -input.amount, kind: 'debit' });
}
