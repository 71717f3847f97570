import { readFile } from 'node:fs/promises';
import { connectMongo } from '@avatarium/platform';
import { backfillAnalytics } from '../services/conversation/src/analytics/backfill-analytics.js';
import { conversationModel } from '../services/conversation/src/conversations/conversation.model.js';
import { ConversationRepository } from '../services/conversation/src/conversations/conversation.repository.js';
import { seedConversations } from './analytics/seed-conversations.js';
import { seedTalker } from './conversation/seed-talker.js';
import { Report, summarize, wallClockMs } from './harness.js';
import { signUp } from './support/sign-up.js';
import { startPlatform } from './support/platform.js';

// The owner's analytics of a busy agent (issue 26): 100,000 messages in 10,000 conversations
// over 90 days. 1. GET /api/analytics/summary for the 90 days (counted by the conversation
// service), p50 / p99 beside one indexed count of the same documents on the same database
// (target: p99 < 300 ms and within 3x), twice: right after a new message each time (the
// service reads that day again, see kept-days.ts) and repeated (its counts kept at the agent's analytics version). 2. The export of all of it (JSON), streamed: the
// gateway's and the conversation service's memory growth while it runs (target: < 50 MB).
// The seeded documents predate the analytics buckets: the one-time backfill puts them in
// first (timed), as it would for a database from before them.
// BENCH_ANALYTICS_CONVERSATIONS=1000 and BENCH_ANALYTICS_RUNS=5 shorten it.

const CONVERSATIONS = Number(process.env.BENCH_ANALYTICS_CONVERSATIONS ?? 10_000);
const MESSAGES_EACH = 10;
const DAYS = 90;
const RUNS = Number(process.env.BENCH_ANALYTICS_RUNS ?? 30);
const CATALOG_DB = 'bench_catalog';
const CONVERSATION_DB = 'bench_conversation';
const DAY_MS = 24 * 3600_000;

async function rssMb(pid: number | undefined): Promise<number> {
  const status = pid ? await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '') : '';
  return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? NaN) / 1024;
}

async function timed(runs: number, call: () => Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  for (let n = 0; n < runs; n++) {
    const start = wallClockMs();
    await call();
    times.push(wallClockMs() - start);
  }
  return times;
}

const report = new Report('analytics');
const platform = await startPlatform({
  services: ['catalog', 'credits', 'knowledge', 'conversation'],
  envFor: { catalog: { MONGODB_DB: CATALOG_DB }, conversation: { MONGODB_DB: CONVERSATION_DB } },
});
try {
  const user = await signUp(platform.url);
  const agentId = await seedTalker(platform.mongoUri, CATALOG_DB, user.userId);
  const now = Date.now();
  const seedStart = wallClockMs();
  await seedConversations(
    platform.mongoUri,
    CONVERSATION_DB,
    { agentId, ownerId: user.userId },
    {
      conversations: CONVERSATIONS,
      messagesEach: MESSAGES_EACH,
      days: DAYS,
      now,
    },
  );
  console.log(
    `seeded ${CONVERSATIONS} conversations (${CONVERSATIONS * MESSAGES_EACH} messages) in ${((wallClockMs() - seedStart) / 1000).toFixed(1)} s`,
  );

  // The backfill, as the service runs it at start (the service's own run may share the work).
  const backfillStart = wallClockMs();
  const backfillMongo = await connectMongo(platform.mongoUri, CONVERSATION_DB);
  const repository = new ConversationRepository(backfillMongo);
  await repository.init();
  const backfilled = await backfillAnalytics(
    { conversations: repository, logger: console as never, now: () => new Date() },
    new AbortController().signal,
  );
  while ((await conversationModel(backfillMongo).countDocuments({ tallied: { $ne: true } })) > 0) {
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await backfillMongo.close();
  const backfillMs = wallClockMs() - backfillStart;
  console.log(`backfilled ${backfilled} conversations into the analytics buckets in ${(backfillMs / 1000).toFixed(1)} s`);
  report.note(`the one-time backfill of the ${CONVERSATIONS} seeded conversations took ${(backfillMs / 1000).toFixed(1)} s`);

  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  const from = day(now - (DAYS - 1) * DAY_MS);
  const to = day(now + DAY_MS);
  const headers = { cookie: user.cookie };
  const summaryUrl = `${platform.url}/api/analytics/summary?agent_id=${agentId}&tz=UTC&from=${from}&to=${to}`;
  const summary = async () => {
    const response = await fetch(summaryUrl, { headers });
    const body = (await response.json()) as { data?: { totalConversations: number; totalMessages: number } };
    if (response.status !== 200 || !body.data) throw new Error(`summary failed: HTTP ${response.status} ${JSON.stringify(body)}`);
    return body.data;
  };
  const counted = await summary();
  if (counted.totalConversations !== CONVERSATIONS || counted.totalMessages !== CONVERSATIONS * MESSAGES_EACH)
    report.note(`the summary counted ${counted.totalConversations} conversations, ${counted.totalMessages} messages`);

  // The baseline: the same range's documents counted with one query on the { agentId, createdAt } index.
  const mongo = await connectMongo(platform.mongoUri, CONVERSATION_DB);
  const conversations = conversationModel(mongo);
  const range = { agentId, createdAt: { $gte: new Date(`${from}T00:00:00Z`), $lt: new Date(`${to}T00:00:00Z`) } };
  const count = () => conversations.countDocuments(range);
  // A message stored between runs (untimed), as the turn pipeline stores it: the next summary must count it.
  const writer = new ConversationRepository(mongo);
  const talked = (await conversations.findOne({ agentId }, { _id: 1 }).lean<{ _id: string }>())!._id;
  let expectedMessages = (await summary()).totalMessages;
  const afterNewMessage = async () => {
    await writer.append(talked, { role: 'user', message: 'One more question', timestamp: new Date(), turnId: 'turn_bench' });
    expectedMessages += 1;
    const start = wallClockMs();
    const counted = await summary();
    const ms = wallClockMs() - start;
    if (counted.totalMessages !== expectedMessages)
      throw new Error(`the summary after a new message counted ${counted.totalMessages} messages, not ${expectedMessages}`);
    return ms;
  };
  await timed(3, count);
  await timed(3, summary);
  const countTimes = summarize(await timed(RUNS, count));
  const freshTimes: number[] = [];
  for (let n = 0; n < RUNS; n++) freshTimes.push(await afterNewMessage());
  const uncachedTimes = summarize(freshTimes);
  const summaryTimes = summarize(await timed(RUNS, summary));
  await mongo.close();
  console.log(
    `summary after a new message: p50 ${uncachedTimes.p50.toFixed(1)} ms, p99 ${uncachedTimes.p99.toFixed(1)} ms; repeated: p50 ${summaryTimes.p50.toFixed(1)} ms, p99 ${summaryTimes.p99.toFixed(1)} ms; count: p50 ${countTimes.p50.toFixed(1)} ms, p99 ${countTimes.p99.toFixed(1)} ms`,
  );
  for (const [label, times] of [
    ['after a new message (its day read again)', uncachedTimes],
    ['repeated (kept counts)', summaryTimes],
  ] as const) {
    for (const p of ['p50', 'p99'] as const) {
      report.add({
        name: `summary (90 days) ${label} ${p} vs indexed count`,
        unit: 'ms',
        figure: times[p],
        baseline: countTimes[p],
        lowerIsBetter: true,
      });
    }
  }

  // The export of everything, read as fast as the client takes it; memory sampled meanwhile.
  const pids = { gateway: platform.gateway.child.pid, conversation: platform.services.conversation?.child.pid };
  const before = { gateway: await rssMb(pids.gateway), conversation: await rssMb(pids.conversation) };
  const peak = { ...before };
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      peak.gateway = Math.max(peak.gateway, await rssMb(pids.gateway));
      peak.conversation = Math.max(peak.conversation, await rssMb(pids.conversation));
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  const exportStart = wallClockMs();
  const response = await fetch(`${platform.url}/api/analytics/export?agent_id=${agentId}&tz=UTC&format=json`, { headers });
  let bytes = 0;
  for await (const chunk of response.body!) bytes += (chunk as Uint8Array).byteLength;
  const exportMs = wallClockMs() - exportStart;
  sampling = false;
  await sampler;
  console.log(`export: HTTP ${response.status}, ${(bytes / 1e6).toFixed(1)} MB in ${(exportMs / 1000).toFixed(1)} s`);
  report.add({
    name: 'export: gateway memory growth (peak RSS)',
    unit: 'MB',
    figure: peak.gateway - before.gateway,
    baseline: bytes / 1e6,
    lowerIsBetter: true,
  });
  report.add({
    name: 'export: conversation service memory growth (peak RSS)',
    unit: 'MB',
    figure: peak.conversation - before.conversation,
    baseline: bytes / 1e6,
    lowerIsBetter: true,
  });
  report.note('the export rows compare memory growth with the size of the file streamed (MB)');
  report.print();
  console.log(
    `saved ${await report.save({ conversations: CONVERSATIONS, messagesEach: MESSAGES_EACH, days: DAYS, runs: RUNS })}`,
  );
} finally {
  await platform.stop();
}
