import { credits, type CreditBalance } from '@avatarium/contracts';
import { AppError } from '@avatarium/platform';
import { toBalanceChanged, toBalanceView } from './balance-view.js';
import type { CreditsDeps } from './credits-deps.js';
import { getBalance } from './get-balance.js';

export interface BalanceChange {
  userId: string;
  /** Positive to grant, negative to debit. */
  amount: number;
  idempotencyKey: string;
  reason: string;
}

/** Applies a change once per idempotency key and announces the new balance. */
export async function changeBalance(deps: CreditsDeps, change: BalanceChange): Promise<CreditBalance> {
  await getBalance(deps, { userId: change.userId });
  const result = await deps.accounts.change(change.userId, change.amount, change.idempotencyKey, change.reason);
  if (result.outcome === 'insufficient') {
    throw new AppError(
      'INSUFFICIENT_CREDITS',
      `Insufficient credits: ${-change.amount} needed, ${result.account.balance} available`,
      { balance: result.account.balance, required: -change.amount },
    );
  }
  if (result.outcome === 'applied') {
    deps.bus.publish(credits.balanceChanged, toBalanceChanged(result.account, change.amount, change.reason));
  }
  return toBalanceView(result.account);
}
