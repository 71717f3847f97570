import type { CreditBalance, RequestOf, credits } from '@avatarium/contracts';
import { changeBalance } from './change-balance.js';
import type { CreditsDeps } from './credits-deps.js';

export function grantCredits(deps: CreditsDeps, input: RequestOf<typeof credits.grantCredits>): Promise<CreditBalance> {
  return changeBalance(deps, input);
}
