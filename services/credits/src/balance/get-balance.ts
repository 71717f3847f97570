import type { CreditBalance, RequestOf, credits } from '@avatarium/contracts';
import { openAccount } from './open-account.js';
import type { CreditsDeps } from './credits-deps.js';
import { toBalanceView } from './balance-view.js';

/** Reads the balance; an account that was never opened (sign-up raced us) is opened now. */
export async function getBalance(deps: CreditsDeps, input: RequestOf<typeof credits.getBalance>): Promise<CreditBalance> {
  const account = await deps.accounts.find(input.userId);
  return account ? toBalanceView(account) : openAccount(deps, input);
}
