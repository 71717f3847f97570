import { Report } from './harness.js';
import { spawnNode } from './processes.js';
import { runLoad, type LoadResult, type RequestShape } from './community/load.js';
import { COMMUNITY_DOCUMENT, queryNumber, restPath } from './community/queries.js';
import { seedAgents } from './community/seed.js';
import { startPlatform } from './support/platform.js';

// The community gallery under load: 10,000 agents, 100 concurrent clients each asking for a
// page of 20 cards (categories, both sorts, a search in every third request), through
// GET /api/agents?type=community and through the GraphQL communityAgents query (with the
// category counts the filter shows), beside a bare HTTP route that reads the same page of the
// same documents from the same database. `BENCH_COMMUNITY_SECONDS=5` shortens each run.

const AGENTS = Number(process.env.BENCH_COMMUNITY_AGENTS ?? 10_000);
const CLIENTS = Number(process.env.BENCH_COMMUNITY_CLIENTS ?? 100);
const SECONDS = Number(process.env.BENCH_COMMUNITY_SECONDS ?? 10);
const CATALOG_DB = 'bench_catalog';

const report = new Report('community');
const platform = await startPlatform({ services: ['catalog'], envFor: { catalog: { MONGODB_DB: CATALOG_DB } } });
try {
  const seeded = Date.now();
  await seedAgents(platform.mongoUri, CATALOG_DB, AGENTS);
  report.note(`seeded ${AGENTS} agents in ${((Date.now() - seeded) / 1000).toFixed(1)} s`);

  const bare = spawnNode('bare-community', 'bench/community/bare-server.ts', {
    ipc: true,
    env: { MONGODB_URI: platform.mongoUri, MONGODB_DB: CATALOG_DB },
  });
  const { port: barePort } = await bare.receive<{ type: 'listening'; port: number }>('listening', 30_000);
  const gatewayPort = Number(new URL(platform.url).port);

  const sides: Array<{ name: string; port: number; shape: (n: number) => RequestShape }> = [
    { name: 'bare route', port: barePort, shape: (n) => ({ method: 'GET', path: restPath(queryNumber(n)) }) },
    { name: 'GET /api/agents', port: gatewayPort, shape: (n) => ({ method: 'GET', path: restPath(queryNumber(n)) }) },
    {
      name: 'GraphQL communityAgents',
      port: gatewayPort,
      shape: (n) => ({
        method: 'POST',
        path: '/graphql',
        body: JSON.stringify({ query: COMMUNITY_DOCUMENT, variables: queryNumber(n) }),
      }),
    },
  ];

  // Warm every path (JIT, connection pools, the database's caches) before measuring.
  for (const side of sides) await runLoad(side.port, 10, 2_000, side.shape);
  const results = new Map<string, LoadResult>();
  for (const side of sides) {
    const result = await runLoad(side.port, CLIENTS, SECONDS * 1000, side.shape);
    results.set(side.name, result);
    console.log(
      `${side.name}: ${result.count} requests, ${result.throughput.toFixed(0)}/s, p50 ${result.p50.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms, ${result.errors} errors`,
    );
    if (result.errors) report.note(`${side.name}: ${result.errors} failed requests`);
  }
  const baseline = results.get('bare route')!;
  for (const name of ['GET /api/agents', 'GraphQL communityAgents']) {
    const result = results.get(name)!;
    report.add({
      name: `${name} throughput`,
      unit: 'req/s',
      figure: result.throughput,
      baseline: baseline.throughput,
      lowerIsBetter: false,
    });
    report.add({ name: `${name} p50`, unit: 'ms', figure: result.p50, baseline: baseline.p50, lowerIsBetter: true });
    report.add({ name: `${name} p99`, unit: 'ms', figure: result.p99, baseline: baseline.p99, lowerIsBetter: true });
  }
  report.print();
  console.log(`saved ${await report.save({ agents: AGENTS, clients: CLIENTS, seconds: SECONDS })}`);
  await bare.stop();
} finally {
  await platform.stop();
}
