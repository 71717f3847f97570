import type { billing, RequestOf } from '@avatarium/contracts';
import type { LedgerKind } from '../accounts/ledger-entry.model.js';
import type { CreditsDeps } from '../balance/credits-deps.js';

/** The account's ledger, newest first, a page at a time (`before` = the last entry's `at`). */
export async function listLedger(deps: CreditsDeps, input: RequestOf<typeof billing.listLedger>) {
  const page = await deps.accounts.listLedger(input.userId, input.limit ?? 20, input.before ? new Date(input.before) : undefined);
  return {
    entries: page.entries.map((entry) => ({
      id: String(entry._id),
      // Entries written before kinds existed: a negative amount was a debit, a positive one a grant.
      kind: entry.kind ?? ((entry.amount < 0 ? 'debit' : 'grant') satisfies LedgerKind),
      amount: entry.amount,
      balanceAfter: entry.balanceAfter,
      reason: entry.reason,
      at: entry.at.toISOString(),
    })),
    hasMore: page.hasMore,
  };
}
