import { credits } from '@avatarium/contracts';
import type { Bus } from '@avatarium/platform';
import { Report } from './harness.js';
import { stopAll, spawnNode } from './processes.js';
import type { FanoutTarget } from './fanout/measure.js';
import type { ListeningReport } from './fanout/messages.js';
import { runPlan, sides, type FanoutPlan, type Side, type SideResult } from './fanout/run-plan.js';
import { startPlatform } from './support/platform.js';
import { signUp } from './support/sign-up.js';

// One credits.balance.changed event published by a service, reaching N graphql-ws subscribers
// through the real gateway, beside a bare `ws` server broadcasting the same frame to N clients.
// `BENCH_FANOUT_SIZES=1000 npm run bench -- fanout` runs only the plans with those N.

const common = { events: 20, warmupEvents: 5, burstRepeats: 3, concurrency: 200 };
const allPlans: FanoutPlan[] = [
  { subscribers: 1_000, intervalMs: 250, drainTimeoutMs: 30_000, ...common },
  // Ten times the messages per event: a slower pace lets each event finish before the next.
  { subscribers: 10_000, intervalMs: 1_000, drainTimeoutMs: 120_000, ...common },
];
const sizes = (process.env.BENCH_FANOUT_SIZES ?? '').split(',').filter(Boolean).map(Number);
const plans = allPlans.filter((plan) => sizes.length === 0 || sizes.includes(plan.subscribers));
if (plans.length === 0)
  throw new Error(
    `BENCH_FANOUT_SIZES=${process.env.BENCH_FANOUT_SIZES}: no plan; N is one of ${allPlans.map((plan) => plan.subscribers).join(', ')}`,
  );

/** What the credits service sends when a balance changes, to the one user every subscriber is. */
function publisherFor(bus: Bus, userId: string) {
  return (balance: number) =>
    bus.publish(credits.balanceChanged, {
      userId,
      balance,
      plan: 'FREE',
      minimumRequired: 100,
      hasMinimumBalance: balance >= 100,
      // The bench's balances only grow, so they double as the account's change counter.
      version: balance,
      delta: 1,
      reason: 'bench',
      at: new Date().toISOString(),
    });
}

function addRows(report: Report, n: number, figure: SideResult, baseline: SideResult): void {
  const row = (name: string, unit: string, pick: (result: SideResult) => number | undefined, lowerIsBetter: boolean) =>
    report.add({ name: `N=${n} ${name}`, unit, figure: pick(figure) ?? NaN, baseline: pick(baseline) ?? NaN, lowerIsBetter });
  row('connect all', 's', (result) => result.connectMs / 1000, true);
  row('server RSS', 'MB', (result) => result.serverRssMb, true);
  // The memory target is per subscriber: what the server grew by, over N.
  row('KB per subscriber', 'KB', (result) => (((result.serverRssMb ?? NaN) - (result.idleRssMb ?? NaN)) * 1024) / n, true);
  row('latency p50', 'ms', (result) => result.paced.latency.p50, true);
  row('latency p99', 'ms', (result) => result.paced.latency.p99, true);
  row('delivered msgs/s', 'msg/s', (result) => result.paced.messagesPerSecond, false);
  row('burst msgs/s', 'msg/s', (result) => result.burst.messagesPerSecond, false);
}

/** Loss fails the benchmark; everything else odd is noted beside the figures. */
function checkDelivery(report: Report, n: number, side: string, result: SideResult): boolean {
  let complete = true;
  for (const [phase, round] of [
    ['warm-up', result.warmup],
    ['paced', result.paced],
    ...result.bursts.map((burst) => ['burst', burst] as const),
  ] as const) {
    if (round.delivered === round.expected) continue;
    complete = false;
    report.note(`N=${n} ${side} ${phase}: ${round.expected - round.delivered} of ${round.expected} messages LOST`);
  }
  const last = result.bursts.at(-1) ?? result.paced;
  if (last.duplicates) report.note(`N=${n} ${side}: ${last.duplicates} duplicate messages`);
  for (const problem of last.problems) report.note(`N=${n} ${side}: ${problem}`);
  return complete;
}

async function main(): Promise<boolean> {
  const report = new Report('fanout');
  const results: Record<string, { plan: FanoutPlan } & Record<Side, SideResult>> = {};
  let complete = true;
  const platform = await startPlatform({ services: ['credits'] });
  try {
    // One user for all connections: N sign-ups would spend minutes in password hashing.
    const { userId, cookie } = await signUp(platform.url);
    const bare = spawnNode('bare-ws', 'bench/fanout/bare-server.ts', { ipc: true });
    const { port } = await bare.receive<ListeningReport>('listening', 30_000);
    const targets: Record<Side, FanoutTarget> = {
      graphqlWs: {
        name: 'graphql-ws',
        wsUrl: platform.url.replace(/^http/, 'ws') + '/graphql',
        cookie,
        serverPid: platform.gateway.child.pid,
        publish: publisherFor(platform.bus, userId),
      },
      bareWs: {
        name: 'bare ws',
        wsUrl: `ws://127.0.0.1:${port}`,
        serverPid: bare.child.pid,
        publish: (balance) => bare.send({ type: 'broadcast', balance }),
      },
    };
    for (const plan of plans) {
      const n = plan.subscribers;
      console.log(
        `\nN=${n}: ${plan.warmupEvents} warm-up and ${plan.events} paced events one every ${plan.intervalMs} ms, then ${plan.burstRepeats}x ${plan.events} back to back`,
      );
      const result = { plan, ...(await runPlan(plan, targets)) };
      results[`N=${n}`] = result;
      addRows(report, n, result.graphqlWs, result.bareWs);
      for (const side of sides) complete = checkDelivery(report, n, targets[side].name, result[side]) && complete;
    }
  } catch (error) {
    // Keep what was measured before the failure: it is often the clue.
    complete = false;
    report.note(`FAILED: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    await stopAll();
    await platform.stop();
  }
  report.print();
  console.log(`\nresults: ${await report.save({ results })}`);
  return complete;
}

process.exitCode = (await main()) ? 0 : 1;
