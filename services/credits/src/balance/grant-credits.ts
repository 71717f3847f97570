import type { CreditBalance, RequestOf, credits } from '@avatarium/contracts';
import { changeBalance } from './change-balance.js';
import type { CreditsDeps } from './credits-deps.js';

/** A refund (its reason says so: 'agent-creation-refund') gives back what was used; any other grant adds rolling credits. */
export function grantCredits(deps: CreditsDeps, input: RequestOf<typeof credits.grantCredits>): Promise<CreditBalance> {
  return changeBalance(deps, { ...input, kind: /refund/i.test(input.reason) ? 'refund' : 'grant' });
}
