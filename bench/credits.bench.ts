import { randomBytes } from 'node:crypto';
import { credits } from '@avatarium/contracts';
import mongoose from 'mongoose';
import { Report } from './harness.js';
import { runConcurrently } from './credits/run-concurrently.js';
import { startPlatform } from './support/platform.js';

// Credit debits through the credits service (NATS request, idempotency check, guarded atomic
// update, ledger entry, balance event): on one account (every debit contends for the same
// document) and across 1,000 accounts, beside a bare single-document `$inc` loop on the same
// database with the same concurrency. `BENCH_CREDITS_DEBITS=2000` shortens it.

const DEBITS = Number(process.env.BENCH_CREDITS_DEBITS ?? 5_000);
const ACCOUNTS = 1_000;
const CONCURRENCY = 50;
const DB = 'bench_credits';

const report = new Report('credits');
const platform = await startPlatform({ services: ['credits'], envFor: { credits: { MONGODB_DB: DB } } });
const bare = await mongoose.createConnection(platform.mongoUri, { dbName: DB }).asPromise();
try {
  const run = randomBytes(4).toString('hex');
  const userIds = Array.from({ length: ACCOUNTS }, (_, i) => `${run}${i.toString(16).padStart(16, '0')}`);
  for (let i = 0; i < userIds.length; i += 50) {
    await Promise.all(userIds.slice(i, i + 50).map((userId) => platform.bus.request(credits.openAccount, { userId })));
  }
  // Enough credits that no debit is refused: the figure is the cost of a successful debit.
  const hot = userIds[0]!;
  await platform.bus.request(credits.grantCredits, {
    userId: hot,
    amount: DEBITS * 2,
    idempotencyKey: `bench-${run}`,
    reason: 'bench',
  });

  const debit = (userId: string, key: string) =>
    platform.bus.request(credits.debitCredits, { userId, amount: 1, idempotencyKey: key, reason: 'bench' });
  const bareDocs = bare.collection<{ _id: string; balance: number }>('bench_bare');
  await bareDocs.insertMany(userIds.map((userId) => ({ _id: userId, balance: 1_000_000 })));
  const bareDebit = (userId: string) =>
    bareDocs.findOneAndUpdate({ _id: userId, balance: { $gte: 1 } }, { $inc: { balance: -1 } }, { returnDocument: 'after' });

  // Warm both paths.
  await runConcurrently(200, CONCURRENCY, (i) => debit(userIds[1 + (i % 10)]!, `warm-${run}-${i}`));
  await runConcurrently(200, CONCURRENCY, (i) => bareDebit(userIds[1 + (i % 10)]!));

  const oneBare = await runConcurrently(DEBITS, CONCURRENCY, () => bareDebit(hot));
  const one = await runConcurrently(DEBITS, CONCURRENCY, (i) => debit(hot, `one-${run}-${i}`));
  const expected = DEBITS * 2 + 199 - DEBITS;
  const balance = (await platform.bus.request(credits.getBalance, { userId: hot })).balance;
  report.note(`hot account after ${DEBITS} concurrent debits: ${balance} (expected ${expected})`);
  const manyBare = await runConcurrently(DEBITS, CONCURRENCY, (i) => bareDebit(userIds[i % ACCOUNTS]!));
  const many = await runConcurrently(DEBITS, CONCURRENCY, (i) => debit(userIds[i % ACCOUNTS]!, `many-${run}-${i}`));
  for (const [name, result] of Object.entries({ one, many }))
    if (result.failures) report.note(`${name}: ${result.failures} debits failed`);

  report.add({
    name: 'debits/s, one account',
    unit: '/s',
    figure: one.perSecond,
    baseline: oneBare.perSecond,
    lowerIsBetter: false,
  });
  report.add({
    name: `debits/s, ${ACCOUNTS} accounts`,
    unit: '/s',
    figure: many.perSecond,
    baseline: manyBare.perSecond,
    lowerIsBetter: false,
  });
  report.print();
  console.log(`saved ${await report.save({ debits: DEBITS, accounts: ACCOUNTS, concurrency: CONCURRENCY })}`);
} finally {
  await bare.close();
  await platform.stop();
}
