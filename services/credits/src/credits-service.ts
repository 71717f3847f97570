import { startService, type Logger, type RunningService, type ServiceConnections } from '@avatarium/platform';
import { CreditAccountRepository } from './accounts/credit-account.repository.js';
import { registerBalance } from './balance/register-balance.js';
import type { BillingProvider } from './billing/billing-provider.js';
import { ReceiptRepository } from './billing/receipt.repository.js';
import { registerBilling } from './billing/register-billing.js';
import { StripeEventLog } from './billing/stripe-event-log.js';
import { createStripeGateway } from './billing/stripe-gateway.js';
import { CollectionPlanRepository } from './collection-plans/collection-plan.repository.js';
import type { CollectionPlansDeps } from './collection-plans/collection-plans-deps.js';
import { registerCollectionPlans } from './collection-plans/register-collection-plans.js';
import type { CreditsConfig } from './credits-config.js';

export interface CreditsServiceOptions {
  /** The clock (tests move it across billing periods). */
  now?: () => Date;
}

/** Owns credit accounts: balances, the ledger, debits and grants, plans, top-ups, receipts and Stripe. */
export function startCreditsService(
  config: CreditsConfig,
  logger?: Logger,
  options: CreditsServiceOptions = {},
): Promise<RunningService> {
  return startService({
    name: 'credits',
    config,
    logger,
    deps: (connections) => creditsDeps(config, connections, options),
    register: [registerBalance, (deps) => registerBilling(deps, config.CREDITS_RESET_SWEEP_MS), registerCollectionPlans],
  });
}

function billingProviderOf(config: CreditsConfig): BillingProvider {
  const key = config.STRIPE_SECRET_KEY;
  return key ? { mode: 'stripe', stripe: createStripeGateway({ ...config, STRIPE_SECRET_KEY: key }) } : { mode: 'local' };
}

async function creditsDeps(
  config: CreditsConfig,
  { mongo, bus, logger }: ServiceConnections,
  options: CreditsServiceOptions,
): Promise<CollectionPlansDeps> {
  const accounts = new CreditAccountRepository(mongo);
  const receipts = new ReceiptRepository(mongo);
  const stripeEvents = new StripeEventLog(mongo);
  const collectionPlans = new CollectionPlanRepository(mongo);
  await Promise.all([accounts.init(), receipts.init(), stripeEvents.init(), collectionPlans.init()]);
  const billing = billingProviderOf(config);
  if (billing.mode === 'local') logger.info('billing in local test mode: set STRIPE_SECRET_KEY for real payments');
  return { accounts, receipts, stripeEvents, collectionPlans, billing, bus, logger, now: options.now ?? (() => new Date()) };
}
