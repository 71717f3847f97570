import { catalog, credits } from '@avatarium/contracts';
import { fuzzGateway } from '../testkit/fuzz/fuzz-run.js';
import { startRefusingGpuHost } from '../testkit/fuzz/refusing-gpu-host.js';
import { Report } from './harness.js';
import { signUp } from './support/sign-up.js';
import { startPlatform } from './support/platform.js';

// The fuzz properties of gateway/src/fuzz/gateway.fuzz.test.ts at full size: FUZZ_RUNS bad
// inputs (10,000 by default) over every REST route and GraphQL mutation, one at a time, each
// answered with JSON, never 5xx, never a hang, storing nothing. Beside them, as many requests
// to /healthz one at a time: the floor of a request's round trip on this machine.

const RUNS = Number(process.env.FUZZ_RUNS ?? 10_000);

const report = new Report('fuzz');
const gpuHost = await startRefusingGpuHost();
const platform = await startPlatform({
  services: ['credits', 'catalog', 'media'],
  envFor: { media: { GPU_HOST_URL: gpuHost.url, GPU_HOST_TOKEN: 'fuzz-token' } },
});
try {
  const user = await signUp(platform.url);
  const stored = async () => ({
    agents: (await platform.bus.request(catalog.listOwnedAgents, { ownerId: user.userId })).map((agent) => agent.id),
    balance: (await platform.bus.request(credits.getBalance, { userId: user.userId })).balance,
  });
  const before = await stored();

  const summary = await fuzzGateway({ url: platform.url, cookie: user.cookie, runs: RUNS });
  const after = await stored();
  if (JSON.stringify(after) !== JSON.stringify(before))
    throw new Error(`bad inputs stored something: ${JSON.stringify(before)} -> ${JSON.stringify(after)}`);
  console.log(
    `fuzz: ${summary.cases} cases in ${(summary.ms / 1000).toFixed(1)} s, statuses ${JSON.stringify(summary.statuses)}`,
  );

  const started = performance.now();
  for (let i = 0; i < summary.cases; i++) {
    const response = await fetch(`${platform.url}/healthz`);
    await response.arrayBuffer();
  }
  const baselineMs = performance.now() - started;

  report.add({
    name: 'fuzz cases (every route and mutation)',
    unit: 'cases/s',
    figure: summary.cases / (summary.ms / 1000),
    baseline: summary.cases / (baselineMs / 1000),
    lowerIsBetter: false,
  });
  report.note(`${summary.cases} cases, 0 failures, 0 5xx, nothing stored (agents and balance unchanged)`);
  report.print();
  console.log(`saved ${await report.save({ runs: RUNS, statuses: summary.statuses })}`);
} finally {
  await platform.stop();
  await gpuHost.stop();
}
