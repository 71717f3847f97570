import { startService, type Logger, type RunningService, type ServiceConnections } from '@avatarium/platform';
import { CreditAccountRepository } from './accounts/credit-account.repository.js';
import type { CreditsDeps } from './balance/credits-deps.js';
import { registerBalance } from './balance/register-balance.js';
import type { BillingProvider } from './billing/billing-provider.js';
import { ReceiptRepository } from './billing/receipt.repository.js';
import { registerBilling } from './billing/register-billing.js';
import { StripeEventLog } from './billing/stripe-event-log.js';
import { createStripeGateway } from './billing/stripe-gateway.js';
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
    register: [registerBalance, (deps) => registerBilling(deps, config.CREDITS_RESET_SWEEP_MS)],
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
): Promise<CreditsDeps> {
  const accounts = new CreditAccountRepository(mongo);
  const receipts = new ReceiptRepository(mongo);
  const stripeEvents = new StripeEventLog(mongo);
  await Promise.all([accounts.init(), receipts.init(), stripeEvents.init()]);
  const billing = billingProviderOf(config);
  if (billing.mode === 'local') logger.info('billing in local test mode: set STRIPE_SECRET_KEY for real payments');
  return { accounts, receipts, stripeEvents, billing, bus, logger, now: options.now ?? (() => new Date()) };
}
