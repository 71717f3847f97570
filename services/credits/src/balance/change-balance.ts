import { credits, type CreditBalance } from '@avatarium/contracts';
import { AppError } from '@avatarium/platform';
import type { LedgerKind } from '../accounts/ledger-entry.model.js';
import { toBalanceChanged, toBalanceView } from './balance-view.js';
import type { CreditsDeps } from './credits-deps.js';
import { currentAccount } from './current-account.js';

export interface BalanceChange {
  userId: string;
  /** Positive to grant, negative to debit. */
  amount: number;
  idempotencyKey: string;
  reason: string;
  kind: LedgerKind;
}

/** Applies a change once per idempotency key, in the current period, and announces the new balance. */
export async function changeBalance(deps: CreditsDeps, change: BalanceChange): Promise<CreditBalance> {
  await currentAccount(deps, change.userId);
  const result = await deps.accounts.change(change.userId, change.amount, change.idempotencyKey, change.reason, change.kind);
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
