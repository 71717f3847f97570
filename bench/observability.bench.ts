import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineRequest } from '@avatarium/contracts';
import { Bus, configureTracing, connectNats, createLogger, histogram, withSpan } from '@avatarium/platform';
import { z } from 'zod';
import { startFixedLatencyOpenAi } from '../testkit/providers/fixed-latency-openai.js';
import { startOtlpCollector } from '../testkit/tracing/otlp-collector.js';
import { startNats } from '../tools/infra/index.js';
import { seedTalker } from './conversation/seed-talker.js';
import { Talk } from './conversation/talk.js';
import { Report, summarize } from './harness.js';
import { signUp } from './support/sign-up.js';
import { startPlatform } from './support/platform.js';

// What watching the platform costs (issue 31). 1. First audio of a conversation turn (the
// fan-out of a turn: gateway, conversation, catalog, credits, knowledge, events over graphql-ws)
// with tracing exported to a local OTLP receiver, beside the same platform with tracing off;
// both platforms run at once and take turns, so the machine's load falls on both alike
// (target: within 3 % at p50). Metrics are on in both (always). 2. In this process: one NATS
// request with its metrics and spans beside the request itself, and the histogram observe
// alone. BENCH_OBSERVABILITY_TURNS=10 shortens part 1.

const TURNS = Number(process.env.BENCH_OBSERVABILITY_TURNS ?? 40);
const REQUESTS = Number(process.env.BENCH_OBSERVABILITY_REQUESTS ?? 3000);
const CATALOG_DB = 'bench_catalog';
const report = new Report('observability');

const provider = await startFixedLatencyOpenAi({ firstTokenMs: 150, tokenIntervalMs: 10, speechMs: 100 });
const collector = await startOtlpCollector();
const engineEnv = {
  LLM_PROVIDER: 'openai',
  LLM_BASE_URL: provider.baseUrl,
  OPENAI_API_KEY: 'bench-key',
  TTS_PROVIDER: 'openai',
  TTS_BASE_URL: provider.baseUrl,
  PROVIDERS_ALLOW_LOOPBACK: 'true',
};

async function talkingPlatform(env: Record<string, string>) {
  const platform = await startPlatform({
    services: ['catalog', 'credits', 'knowledge', 'conversation'],
    env,
    envFor: { catalog: { MONGODB_DB: CATALOG_DB }, conversation: engineEnv },
  });
  const user = await signUp(platform.url);
  const agentId = await seedTalker(platform.mongoUri, CATALOG_DB, user.userId);
  const talk = await Talk.open(platform.url, user.cookie, agentId);
  return { platform, talk };
}

const QUESTIONS = ['Who are you?', 'What is your ship called?', 'Tell me about the sea.', 'Where are we sailing?'];

try {
  // Part 1.
  const off = await talkingPlatform({});
  const on = await talkingPlatform({ OTEL_EXPORTER_OTLP_ENDPOINT: collector.url });
  try {
    for (const side of [off, on]) for (let n = 0; n < 3; n++) await side.talk.ask(QUESTIONS[n]!); // warm
    const times = { off: [] as number[], on: [] as number[] };
    for (let n = 0; n < TURNS; n++) {
      // Alternate which goes first, so neither always meets a just-busy machine.
      const order = n % 2 === 0 ? (['off', 'on'] as const) : (['on', 'off'] as const);
      for (const which of order) times[which].push((await (which === 'on' ? on : off).talk.ask(QUESTIONS[n % 4]!)).firstAudioMs);
    }
    const withTracing = summarize(times.on);
    const without = summarize(times.off);
    report.add({
      name: 'first audio, tracing exported, p50',
      unit: 'ms',
      figure: withTracing.p50,
      baseline: without.p50,
      lowerIsBetter: true,
    });
    report.add({
      name: 'first audio, tracing exported, p99',
      unit: 'ms',
      figure: withTracing.p99,
      baseline: without.p99,
      lowerIsBetter: true,
    });
    report.note(`${collector.spans.length} spans received by the local OTLP receiver over ${TURNS + 3} traced turns`);
  } finally {
    await Promise.all([off.talk.close(), on.talk.close()]);
    await Promise.all([off.platform.stop(), on.platform.stop()]);
  }

  // Part 2: one process, one NATS server.
  const scratch = await mkdtemp(path.join(tmpdir(), 'bench-observability-'));
  const nats = await startNats({ storeDir: path.join(scratch, 'nats') });
  try {
    const logger = createLogger('bench', 'silent');
    const bus = new Bus(await connectNats(nats.url, 'bench', logger), logger, 'bench');
    const echo = defineRequest('bench.echo', z.object({ n: z.number() }), z.object({ n: z.number() }));
    bus.serve(echo, async (input) => input, 'bench');
    await bus.nc.flush();
    const run = async () => {
      const times: number[] = [];
      for (let n = 0; n < REQUESTS; n++) {
        const started = performance.now();
        await withSpan('bench', 'caller', {}, () => bus.request(echo, { n }));
        times.push((performance.now() - started) * 1000);
      }
      return summarize(times);
    };
    await run(); // warm
    const untraced = await run();
    // Spans go to a receiver that only drains them: parsing them here would bill this process.
    const sink = createServer((req, res) => req.resume().on('end', () => res.writeHead(200).end('{}')));
    await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', resolve));
    configureTracing(`http://127.0.0.1:${(sink.address() as AddressInfo).port}`, logger);
    const traced = await run();
    report.add({
      name: 'NATS request, traced (µs), p50',
      unit: 'µs',
      figure: traced.p50,
      baseline: untraced.p50,
      lowerIsBetter: true,
    });
    const sample = histogram('avatarium_bench_observe_seconds', 'bench', ['subject', 'outcome']);
    const count = 1_000_000;
    const started = performance.now();
    for (let n = 0; n < count; n++) sample.observe({ subject: 'bench.echo', outcome: 'ok' }, 0.001);
    const observeUs = ((performance.now() - started) * 1000) / count;
    // A request observes twice (sent and answered): that beside the request itself.
    report.add({
      name: 'metrics per NATS request (2 observes)',
      unit: 'µs',
      figure: observeUs * 2,
      baseline: untraced.p50,
      lowerIsBetter: true,
    });
    await bus.close();
    sink.close();
  } finally {
    await nats.stop();
    await rm(scratch, { recursive: true, force: true });
  }
} finally {
  await collector.stop();
  await provider.stop();
}

report.print();
console.log(`saved ${await report.save({ turns: TURNS, requests: REQUESTS })}`);
