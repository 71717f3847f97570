import { credits } from '@avatarium/contracts';
import { Report } from './harness.js';
import { stopAll, spawnNode } from './processes.js';
import { measureFanout, type FanoutPlan, type FanoutResult, type RoundResult } from './fanout/measure.js';
import type { ListeningReport } from './fanout/messages.js';
import { startBenchStack, type BenchStack } from './fanout/stack.js';

// One credits.balance.changed event published by a service, reaching N graphql-ws subscribers
// through the real gateway, beside a bare `ws` server broadcasting the same frame to N clients.

const common = { events: 20, warmupEvents: 5, concurrency: 200 };
const plans: FanoutPlan[] = [
  { subscribers: 1_000, intervalMs: 250, drainTimeoutMs: 30_000, ...common },
  // Ten times the messages per event: a slower pace lets each event finish before the next.
  { subscribers: 10_000, intervalMs: 1_000, drainTimeoutMs: 120_000, ...common },
];

function publisherFor(stack: BenchStack) {
  return (balance: number) =>
    stack.bus.publish(credits.balanceChanged, { userId: stack.userId, balance, plan: 'FREE', delta: 1, reason: 'bench', at: new Date().toISOString() });
}

function describe(result: RoundResult): string {
  const { latency } = result;
  return (
    `${result.delivered}/${result.expected} delivered in ${result.roundMs.toFixed(0)} ms, p50 ${latency.p50.toFixed(2)} ms, ` +
    `p99 ${latency.p99.toFixed(2)} ms, max ${latency.max.toFixed(2)} ms, ${result.messagesPerSecond.toFixed(0)} msgs/s` +
    (result.duplicates ? `, ${result.duplicates} duplicates so far` : '')
  );
}

function print(name: string, result: FanoutResult): void {
  console.log(`  ${name}: connected in ${(result.connectMs / 1000).toFixed(1)} s${result.closed ? `, ${result.closed} connections closed since` : ''}`);
  console.log(`    paced: ${describe(result.paced)}`);
  console.log(`    burst: ${describe(result.burst)}`);
}

async function main(): Promise<boolean> {
  const report = new Report('fanout');
  const results: Record<string, { plan: FanoutPlan; graphqlWs: FanoutResult; bareWs: FanoutResult }> = {};
  let complete = true;
  const stack = await startBenchStack();
  try {
    const bare = spawnNode('bare-ws', 'bench/fanout/bare-server.ts', { ipc: true });
    const { port } = await bare.receive<ListeningReport>('listening', 30_000);
    const targets = {
      graphqlWs: { name: 'graphql-ws', wsUrl: stack.gatewayUrl.replace(/^http/, 'ws') + '/graphql', cookie: stack.cookie, publish: publisherFor(stack) },
      bareWs: { name: 'bare-ws', wsUrl: `ws://127.0.0.1:${port}`, publish: (balance: number) => bare.send({ type: 'broadcast', balance }) },
    };
    for (const plan of plans) {
      const n = plan.subscribers;
      console.log(`\nN=${n}: ${plan.warmupEvents} warm-up + ${plan.events} events, one every ${plan.intervalMs} ms`);
      const graphqlWs = await measureFanout(targets.graphqlWs, plan);
      print('graphql-ws', graphqlWs);
      const bareWs = await measureFanout(targets.bareWs, plan);
      print('bare ws', bareWs);
      results[`N=${n}`] = { plan, graphqlWs, bareWs };

      report.add({ name: `N=${n} connect all`, unit: 's', figure: graphqlWs.connectMs / 1000, baseline: bareWs.connectMs / 1000, lowerIsBetter: true });
      const paced = { figure: graphqlWs.paced, baseline: bareWs.paced };
      report.add({ name: `N=${n} latency p50`, unit: 'ms', figure: paced.figure.latency.p50, baseline: paced.baseline.latency.p50, lowerIsBetter: true });
      report.add({ name: `N=${n} latency p99`, unit: 'ms', figure: paced.figure.latency.p99, baseline: paced.baseline.latency.p99, lowerIsBetter: true });
      report.add({ name: `N=${n} delivered msgs/s`, unit: 'msg/s', figure: paced.figure.messagesPerSecond, baseline: paced.baseline.messagesPerSecond, lowerIsBetter: false });
      report.add({ name: `N=${n} burst msgs/s`, unit: 'msg/s', figure: graphqlWs.burst.messagesPerSecond, baseline: bareWs.burst.messagesPerSecond, lowerIsBetter: false });
      for (const [name, result] of [['graphql-ws', graphqlWs], ['bare ws', bareWs]] as const) {
        for (const [round, { expected, delivered }] of [['paced', result.paced], ['burst', result.burst]] as const) {
          if (delivered === expected) continue;
          complete = false;
          report.note(`N=${n} ${name} ${round}: ${expected - delivered} of ${expected} messages LOST`);
        }
        for (const problem of result.problems) report.note(`N=${n} ${name}: ${problem}`);
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
