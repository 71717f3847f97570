import type { CreditBalance, RequestOf, credits } from '@avatarium/contracts';
import type { CreditsDeps } from './credits-deps.js';
import { toBalanceView } from './balance-view.js';
import { currentAccount } from './current-account.js';

/** Reads the balance of the current period (opening the account if sign-up has not yet). */
export async function getBalance(deps: CreditsDeps, input: RequestOf<typeof credits.getBalance>): Promise<CreditBalance> {
  return toBalanceView(await currentAccount(deps, input.userId));
}
