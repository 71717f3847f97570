import { Report } from './harness.js';
import { spawnNode } from './processes.js';
import { seedCollection } from './collections/seed-collection.js';
import { runLoad, type LoadResult, type RequestShape } from './community/load.js';
import { startPlatform } from './support/platform.js';

// The public collection page's data under 100 concurrent clients: GET /api/collection-page and
// the GraphQL collectionPage query (a collection of 20 public agents, signed URLs for every
// poster and video), beside a bare HTTP route reading the same documents from the same
// database. `BENCH_COLLECTIONS_SECONDS=5` shortens each run.

const CLIENTS = Number(process.env.BENCH_COLLECTIONS_CLIENTS ?? 100);
const SECONDS = Number(process.env.BENCH_COLLECTIONS_SECONDS ?? 10);
const AGENTS = 20;
const CATALOG_DB = 'bench_catalog';

const report = new Report('collections');
const platform = await startPlatform({ services: ['catalog'], envFor: { catalog: { MONGODB_DB: CATALOG_DB } } });
try {
  const { ownerId, collectionId } = await seedCollection(platform.mongoUri, CATALOG_DB, AGENTS);
  const bare = spawnNode('bare-collections', 'bench/collections/bare-server.ts', {
    ipc: true,
    env: { MONGODB_URI: platform.mongoUri, MONGODB_DB: CATALOG_DB },
  });
  const { port: barePort } = await bare.receive<{ type: 'listening'; port: number }>('listening', 30_000);
  const gatewayPort = Number(new URL(platform.url).port);
  const query = `userId=${ownerId}&collectionId=${collectionId}`;
  const graphql = JSON.stringify({
    query:
      'query($u: ID!, $c: ID!) { collectionPage(userId: $u, collectionId: $c) { collection { name logo } agents { id name posterUrl videoUrl } } }',
    variables: { u: ownerId, c: collectionId },
  });
  const sides: Array<{ name: string; port: number; shape: () => RequestShape }> = [
    { name: 'bare route', port: barePort, shape: () => ({ method: 'GET', path: `/?${query}` }) },
    {
      name: 'GET /api/collection-page',
      port: gatewayPort,
      shape: () => ({ method: 'GET', path: `/api/collection-page?${query}` }),
    },
    { name: 'GraphQL collectionPage', port: gatewayPort, shape: () => ({ method: 'POST', path: '/graphql', body: graphql }) },
  ];
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
  for (const name of ['GET /api/collection-page', 'GraphQL collectionPage']) {
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
