import { startService, type Logger, type RunningService, type ServiceConnections } from '@avatarium/platform';
import { CreditAccountRepository } from './accounts/credit-account.repository.js';
import type { CreditsDeps } from './balance/credits-deps.js';
import { registerBalance } from './balance/register-balance.js';
import type { CreditsConfig } from './credits-config.js';

/** Owns credit accounts: balances, the ledger, debits and grants. */
export function startCreditsService(config: CreditsConfig, logger?: Logger): Promise<RunningService> {
  return startService({ name: 'credits', config, logger, deps: creditsDeps, register: [registerBalance] });
}

async function creditsDeps({ mongo, bus, logger }: ServiceConnections): Promise<CreditsDeps> {
  const accounts = new CreditAccountRepository(mongo);
  await accounts.init();
  return { accounts, bus, logger };
}
