import { credits } from '@avatarium/contracts';
import { Bus, connectMongo, connectNats, createLogger, ensureStream, type Logger } from '@avatarium/platform';
import { CreditAccountRepository } from './accounts/credit-account.repository.js';
import { debitCredits } from './balance/debit-credits.js';
import { getBalance } from './balance/get-balance.js';
import { grantCredits } from './balance/grant-credits.js';
import { openAccount } from './balance/open-account.js';
import type { CreditsConfig } from './credits-config.js';

const QUEUE = 'credits';

export interface RunningService {
  stop(): Promise<void>;
}

/** Connects, declares its stream, and answers the credits subjects as a member of the `credits` queue group. */
export async function startCreditsService(
  config: CreditsConfig,
  logger: Logger = createLogger('credits', config.LOG_LEVEL),
): Promise<RunningService> {
  const mongo = await connectMongo(config.MONGODB_URI, config.MONGODB_DB);
  const nc = await connectNats(config.NATS_URL, 'credits', logger);
  const bus = new Bus(nc, logger);
  const accounts = new CreditAccountRepository(mongo);
  await accounts.init();
  // Balance events are kept a week so late consumers (analytics, audits) can replay them.
  await ensureStream(nc, { name: 'CREDITS_EVENTS', subjects: [credits.balanceChanged.subject], maxAgeMs: 7 * 24 * 3600_000 });

  const deps = { accounts, bus, logger };
  bus.serve(credits.openAccount, (input) => openAccount(deps, input), QUEUE);
  bus.serve(credits.getBalance, (input) => getBalance(deps, input), QUEUE);
  bus.serve(credits.debitCredits, (input) => debitCredits(deps, input), QUEUE);
  bus.serve(credits.grantCredits, (input) => grantCredits(deps, input), QUEUE);
  logger.info('credits service ready');

  return {
    async stop() {
      await bus.close();
      await mongo.close();
    },
  };
}
