import { credits } from '@avatarium/contracts';
import { Report } from './harness.js';
import { stopAll, spawnNode } from './processes.js';
import { openSubscribers, type FanoutTarget, type RoundResult, type SubscriberSession } from './fanout/measure.js';
import type { ListeningReport } from './fanout/messages.js';
import { startBenchStack, type BenchStack } from './fanout/stack.js';

// One credits.balance.changed event published by a service, reaching N graphql-ws subscribers
// through the real gateway, beside a bare `ws` server broadcasting the same frame to N clients.

interface FanoutPlan {
  subscribers: number;
  /** Events per measured round. */
  events: number;
  /** Pace of the warm-up and paced rounds; the burst round sends its events back to back. */
  intervalMs: number;
  /** Unmeasured events first, so JIT and buffer growth are not billed to the measured ones. */
  warmupEvents: number;
  /** Handshakes in flight: thousands at once would only measure the accept queue. */
  concurrency: number;
  /** How long after the last publish stragglers are awaited before they count as lost. */
  drainTimeoutMs: number;
}

const common = { events: 20, warmupEvents: 5, concurrency: 200 };
const plans: FanoutPlan[] = [
  { subscribers: 1_000, intervalMs: 250, drainTimeoutMs: 30_000, ...common },
  // Ten times the messages per event: a slower pace lets each event finish before the next.
  { subscribers: 10_000, intervalMs: 1_000, drainTimeoutMs: 120_000, ...common },
];
const sides = ['graphqlWs', 'bareWs'] as const;
type Side = (typeof sides)[number];
type Phase = 'warmup' | 'paced' | 'burst';
interface SideResult {
  connectMs: number;
  serverRssMb?: number;
  rounds: Partial<Record<Phase, RoundResult>>;
}

function publisherFor(stack: BenchStack) {
  return (balance: number) =>
    stack.bus.publish(credits.balanceChanged, { userId: stack.userId, balance, plan: 'FREE', delta: 1, reason: 'bench', at: new Date().toISOString() });
}

function describe(side: Side, phase: Phase, result: RoundResult): string {
  const { latency } = result;
  return (
    `  ${side === 'graphqlWs' ? 'graphql-ws' : 'bare ws   '} ${phase}: ${result.delivered}/${result.expected} delivered in ${result.roundMs.toFixed(0)} ms, ` +
    `p50 ${latency.p50.toFixed(2)} ms, p99 ${latency.p99.toFixed(2)} ms, max ${latency.max.toFixed(2)} ms, ${result.messagesPerSecond.toFixed(0)} msgs/s`
  );
}

/**
 * Both sides stay connected and take turns round by round, so load from anything else on the
 * machine lands on figure and baseline alike rather than on whichever ran second.
 */
async function runPlan(plan: FanoutPlan, targets: Record<Side, FanoutTarget>): Promise<Record<Side, SideResult>> {
  const sessions: Partial<Record<Side, SubscriberSession>> = {};
  try {
    const results = {} as Record<Side, SideResult>;
    for (const side of sides) {
      const session = (sessions[side] = await openSubscribers(targets[side], plan.subscribers, plan));
      results[side] = { connectMs: session.connectMs, serverRssMb: session.serverRssMb, rounds: {} };
      console.log(`  ${targets[side].name}: ${plan.subscribers} subscribed in ${(session.connectMs / 1000).toFixed(1)} s, server RSS ${session.serverRssMb?.toFixed(0) ?? '?'} MB`);
    }
    const rounds: Array<[Phase, number, number]> = [
      ['warmup', plan.warmupEvents, plan.intervalMs],
      ['paced', plan.events, plan.intervalMs],
      ['burst', plan.events, 0],
    ];
    for (const [phase, events, intervalMs] of rounds) {
      for (const side of sides) {
        const result = await sessions[side]!.round(events, intervalMs);
        results[side].rounds[phase] = result;
        console.log(describe(side, phase, result));
      }
    }
    return results;
  } finally {
    await Promise.all(Object.values(sessions).map((session) => session.close()));
  }
}

async function main(): Promise<boolean> {
  const report = new Report('fanout');
  const results: Record<string, { plan: FanoutPlan } & Record<Side, SideResult>> = {};
  let complete = true;
  const stack = await startBenchStack();
  try {
    const bare = spawnNode('bare-ws', 'bench/fanout/bare-server.ts', { ipc: true });
    const { port } = await bare.receive<ListeningReport>('listening', 30_000);
    const targets: Record<Side, FanoutTarget> = {
      graphqlWs: { name: 'graphql-ws', wsUrl: stack.gatewayUrl.replace(/^http/, 'ws') + '/graphql', cookie: stack.cookie, serverPid: stack.gateway.child.pid, publish: publisherFor(stack) },
      bareWs: { name: 'bare-ws', wsUrl: `ws://127.0.0.1:${port}`, serverPid: bare.child.pid, publish: (balance) => bare.send({ type: 'broadcast', balance }) },
    };
    for (const plan of plans) {
      const n = plan.subscribers;
      console.log(`\nN=${n}: ${plan.warmupEvents} warm-up and ${plan.events} paced events one every ${plan.intervalMs} ms, then ${plan.events} back to back`);
      const { graphqlWs, bareWs } = (results[`N=${n}`] = { plan, ...(await runPlan(plan, targets)) });
      const [figure, baseline] = [graphqlWs.rounds, bareWs.rounds] as Array<Record<Phase, RoundResult>>;
      report.add({ name: `N=${n} connect all`, unit: 's', figure: graphqlWs.connectMs / 1000, baseline: bareWs.connectMs / 1000, lowerIsBetter: true });
      report.add({ name: `N=${n} server RSS`, unit: 'MB', figure: graphqlWs.serverRssMb ?? NaN, baseline: bareWs.serverRssMb ?? NaN, lowerIsBetter: true });
      report.add({ name: `N=${n} latency p50`, unit: 'ms', figure: figure!.paced.latency.p50, baseline: baseline!.paced.latency.p50, lowerIsBetter: true });
      report.add({ name: `N=${n} latency p99`, unit: 'ms', figure: figure!.paced.latency.p99, baseline: baseline!.paced.latency.p99, lowerIsBetter: true });
      report.add({ name: `N=${n} delivered msgs/s`, unit: 'msg/s', figure: figure!.paced.messagesPerSecond, baseline: baseline!.paced.messagesPerSecond, lowerIsBetter: false });
      report.add({ name: `N=${n} burst msgs/s`, unit: 'msg/s', figure: figure!.burst.messagesPerSecond, baseline: baseline!.burst.messagesPerSecond, lowerIsBetter: false });
      for (const side of sides) {
        const rounds = results[`N=${n}`]![side].rounds as Record<Phase, RoundResult>;
        for (const [phase, { expected, delivered }] of Object.entries(rounds)) {
          if (delivered === expected) continue;
          complete = false;
          report.note(`N=${n} ${targets[side].name} ${phase}: ${expected - delivered} of ${expected} messages LOST`);
        }
        const last = rounds.burst;
        if (last.duplicates) report.note(`N=${n} ${targets[side].name}: ${last.duplicates} duplicate messages`);
        for (const problem of last.problems) report.note(`N=${n} ${targets[side].name}: ${problem}`);
      }
    }
  } finally {
    await stopAll();
    await stack.stop();
  }
  report.print();
  console.log(`\nresults: ${await report.save({ results })}`);
  return complete;
}

process.exitCode = (await main()) ? 0 : 1;
