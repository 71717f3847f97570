import type { Bus, Logger } from '@avatarium/platform';
import type { CreditAccountRepository } from '../accounts/credit-account.repository.js';

export interface CreditsDeps {
  accounts: CreditAccountRepository;
  bus: Bus;
  logger: Logger;
}
