import { billing } from '@avatarium/contracts';
import type { CreditsDeps } from '../balance/credits-deps.js';
import { currentAccount } from '../balance/current-account.js';
import { listLedger } from '../ledger/list-ledger.js';
import { listPlans } from '../plans/list-plans.js';
import { getSummary } from '../summary/get-summary.js';
import { applyStripeWebhook } from './apply-stripe-webhook.js';
import { changePlan } from './change-plan.js';
import { openPortal } from './open-portal.js';
import { topUp } from './top-up.js';

const QUEUE = 'credits';

/** Answers the billing subjects and resets ended periods every `sweepMs` (they also reset lazily on use). */
export function registerBilling(deps: CreditsDeps, sweepMs: number) {
  deps.bus.serve(billing.listPlans, async () => listPlans(), QUEUE);
  deps.bus.serve(billing.getSummary, (input) => getSummary(deps, input), QUEUE);
  deps.bus.serve(billing.listLedger, (input) => listLedger(deps, input), QUEUE);
  deps.bus.serve(billing.topUp, (input) => topUp(deps, input), QUEUE);
  deps.bus.serve(billing.changePlan, (input) => changePlan(deps, input), QUEUE);
  deps.bus.serve(billing.openBillingPortal, (input) => openPortal(deps, input), QUEUE);
  deps.bus.serve(billing.listReceipts, async (input) => ({ receipts: await deps.receipts.list(input.userId) }), QUEUE);
  deps.bus.serve(billing.applyStripeWebhook, (input) => applyStripeWebhook(deps, input), QUEUE);

  const sweep = async () => {
    for (const userId of await deps.accounts.dueForReset(deps.now(), 500)) await currentAccount(deps, userId);
  };
  const timer = setInterval(
    () => void sweep().catch((error: unknown) => deps.logger.warn('credit reset sweep failed', { error: String(error) })),
    sweepMs,
  );
  timer.unref();
  return () => clearInterval(timer);
}
