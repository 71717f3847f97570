import type { Bus, Logger } from '@avatarium/platform';
import type { CreditAccountRepository } from '../accounts/credit-account.repository.js';
import type { BillingProvider } from '../billing/billing-provider.js';
import type { ReceiptRepository } from '../billing/receipt.repository.js';
import type { StripeEventLog } from '../billing/stripe-event-log.js';
import type { CollectionPlanRepository } from '../collection-plans/collection-plan.repository.js';

export interface CreditsDeps {
  accounts: CreditAccountRepository;
  receipts: ReceiptRepository;
  stripeEvents: StripeEventLog;
  /** Collections' plans and visitors' subscriptions to them. */
  collectionPlans: CollectionPlanRepository;
  /** Local billing, or Stripe when a key is configured. */
  billing: BillingProvider;
  bus: Bus;
  logger: Logger;
  /** The one clock (tests move it to cross periods). */
  now: () => Date;
}
