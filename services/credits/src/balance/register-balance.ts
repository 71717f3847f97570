import { credits, STREAMS } from '@avatarium/contracts';
import { ensureStream } from '@avatarium/platform';
import type { CreditsDeps } from './credits-deps.js';
import { debitCredits } from './debit-credits.js';
import { getBalance } from './get-balance.js';
import { grantCredits } from './grant-credits.js';
import { openAccount } from './open-account.js';

const QUEUE = 'credits';

/** Declares the balance events' stream and answers the credits subjects as a member of the `credits` queue group. */
export async function registerBalance(deps: CreditsDeps): Promise<void> {
  // Balance events are kept a week so late consumers (analytics, audits) can replay them.
  await ensureStream(deps.bus.nc, { ...STREAMS.creditsEvents, maxAgeMs: 7 * 24 * 3600_000 });
  deps.bus.serve(credits.openAccount, (input) => openAccount(deps, input), QUEUE);
  deps.bus.serve(credits.getBalance, (input) => getBalance(deps, input), QUEUE);
  deps.bus.serve(credits.debitCredits, (input) => debitCredits(deps, input), QUEUE);
  deps.bus.serve(credits.grantCredits, (input) => grantCredits(deps, input), QUEUE);
}
