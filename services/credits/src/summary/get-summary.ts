import type { billing, RequestOf } from '@avatarium/contracts';
import type { CreditsDeps } from '../balance/credits-deps.js';
import { currentAccount } from '../balance/current-account.js';
import { toSummary } from './summary-view.js';

export async function getSummary(deps: CreditsDeps, input: RequestOf<typeof billing.getSummary>): Promise<billing.CreditSummary> {
  return toSummary(await currentAccount(deps, input.userId), deps.billing.mode, deps.now());
}
