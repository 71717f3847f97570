import { credits, type CreditBalance } from '@avatarium/contracts';
import { AppError, currentAttribution } from '@avatarium/platform';
import { NoAccountError } from '../accounts/credit-account.repository.js';
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

/**
 * Applies a change once per idempotency key, in the current period (starting it first when the
 * last one has ended), and announces the new balance.
 */
export async function changeBalance(deps: CreditsDeps, change: BalanceChange): Promise<CreditBalance> {
  const apply = () =>
    deps.accounts.change(change.userId, change.amount, change.idempotencyKey, change.reason, change.kind, deps.now());
  let result = await apply().catch(async (error: unknown) => {
    if (!(error instanceof NoAccountError)) throw error;
    await currentAccount(deps, change.userId); // opens it (sign-up raced us)
    return apply();
  });
  if (result.outcome === 'period-ended') {
    await currentAccount(deps, change.userId); // starts the new period
    result = await apply();
  }
  if (result.outcome === 'period-ended') throw new Error(`The credit period of ${change.userId} could not be started`);
  if (result.outcome === 'insufficient') {
    throw new AppError(
      'INSUFFICIENT_CREDITS',
      `Insufficient credits: ${-change.amount} needed, ${result.account.balance} available`,
      { balance: result.account.balance, required: -change.amount },
    );
  }
  if (result.outcome === 'applied') {
    // A debit asked for while answering an API key's request names the key (its usage counts it).
    const apiKeyId = change.kind === 'debit' ? currentAttribution()?.apiKeyId : undefined;
    deps.bus.publish(credits.balanceChanged, {
      ...toBalanceChanged(result.account, change.amount, change.reason),
      ...(apiKeyId ? { apiKeyId } : {}),
    });
  }
  return toBalanceView(result.account);
}
