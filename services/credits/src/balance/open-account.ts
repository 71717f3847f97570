import { PLAN_MONTHLY_CREDITS, credits, type CreditBalance, type RequestOf } from '@avatarium/contracts';
import { toBalanceChanged, toBalanceView } from './balance-view.js';
import type { CreditsDeps } from './credits-deps.js';

const FREE_PLAN_CREDITS = PLAN_MONTHLY_CREDITS.FREE as number;

/** New users start on the Free plan with its monthly credits; opening twice changes nothing. */
export async function openAccount(deps: CreditsDeps, input: RequestOf<typeof credits.openAccount>): Promise<CreditBalance> {
  const { account, created } = await deps.accounts.open(input.userId, 'FREE', FREE_PLAN_CREDITS, deps.now());
  if (created) {
    deps.bus.publish(credits.balanceChanged, toBalanceChanged(account, account.balance, 'plan-grant'));
  }
  return toBalanceView(account);
}
