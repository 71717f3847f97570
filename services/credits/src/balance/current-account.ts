import { credits, billing } from '@avatarium/contracts';
import type { CreditAccount } from '../accounts/credit-account.js';
import { toBalanceChanged } from './balance-view.js';
import type { CreditsDeps } from './credits-deps.js';
import { openAccount } from './open-account.js';

/**
 * The account as of now: opened if sign-up has not done it yet (it may race us), and moved
 * into the current period first when the last one has ended (plan credits reset, top-ups roll
 * over), announcing the change.
 */
export async function currentAccount(deps: CreditsDeps, userId: string): Promise<CreditAccount> {
  let account = await deps.accounts.find(userId);
  if (!account) {
    await openAccount(deps, { userId });
    account = await deps.accounts.find(userId);
    if (!account) throw new Error(`No credit account for ${userId}`);
  }
  if (account.periodEnd.getTime() > deps.now().getTime()) return account;
  const reset = await deps.accounts.rollOver(userId, deps.now());
  if (!reset) return (await deps.accounts.find(userId)) ?? account;
  deps.bus.publish(credits.balanceChanged, toBalanceChanged(reset.account, reset.delta, 'monthly-reset'));
  deps.bus.publish(billing.summaryChanged, { userId, at: deps.now().toISOString() });
  return reset.account;
}
