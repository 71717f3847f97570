import { randomUUID } from 'node:crypto';
import { analytics } from '@avatarium/contracts';
import { connectMongo } from '@avatarium/platform';
import type { Connection } from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSession, talk, talkableAgent, useConversationStack } from '../../../../testkit/conversation/conversation-stack.js';
import { ConversationRepository } from '../conversations/conversation.repository.js';
import { AnalyticsTally } from './analytics-tally.js';
import { splitHours } from './analytics-bucket.repository.js';
import { backfillAnalytics } from './backfill-analytics.js';
import { contributionOf, hourOf } from './bucket-contribution.js';
import { rangeIn } from './zoned-time.js';

// Old conversations are stored while the service runs: it scans for them at every summary.
const env = useConversationStack({ ANALYTICS_UNTALLIED_TRUST_MS: '0' });
let mongo: Connection;
let repository: ConversationRepository;

beforeAll(async () => {
  const config = env.stack.envOf('conversation');
  mongo = await connectMongo(config.MONGODB_URI!, config.MONGODB_DB!);
  repository = new ConversationRepository(mongo);
  await repository.init();
});
afterAll(() => mongo?.close());

const json = (value: unknown) => JSON.stringify(value);
const summary = (
  agentId: string,
  userId: string,
  timeZone: analytics.AnalyticsTimeZone,
  from: string | null = null,
  to: string | null = null,
) => env.bus.request(analytics.getAnalytics, { agentId, userId, timeZone, from, to });

/** The same figures counted from the stored documents, as the summary counted before the buckets. */
async function fromDocuments(agentId: string, timeZone: analytics.AnalyticsTimeZone) {
  const tally = new AnalyticsTally(timeZone);
  for await (const record of repository.scanForAgent(agentId, { from: null, to: null })) tally.add(record);
  return tally.result();
}

async function untallied(agentId: string) {
  let count = 0;
  for await (const _ of repository.scanUntallied(agentId, { from: null, to: null })) count++;
  return count;
}

/** A conversation stored as before the buckets existed (no analytics bookkeeping). */
async function storedBefore(agentId: string, ownerId: string, at: string, messages: Array<[string, 'user' | 'agent', string]>) {
  const id = randomUUID();
  await mongo.collection('conversations').insertOne({
    _id: id as never,
    agentId,
    ownerId,
    sessionId: `seeded_${id}`,
    pricingCode: 'essence-cloud',
    createdAt: new Date(at),
    updatedAt: new Date(messages.at(-1)?.[0] ?? at),
    messages: messages.map(([iso, role, message], index) => ({
      role,
      message,
      timestamp: new Date(iso),
      turnId: `turn_${Math.floor(index / 2)}`,
    })),
    telemetry: {
      turn_0: {
        startedAt: new Date(at),
        sttMs: 120.5,
        llmFirstTokenMs: 200,
        ttsFirstAudioMs: 300,
        firstFrameMs: null,
        totalMs: 900,
      },
    },
  });
  return id;
}

describe('analytics buckets', () => {
  it('count live conversations as they are stored: first messages, turn times set again, products, first frames', async () => {
    const agent = await talkableAgent(env.bus);
    const session = await startSession(env.bus, agent.id, agent.ownerId);
    await talk(env.bus, session, 'Hello there');
    env.clock.advance(90_000);
    await talk(env.bus, session, 'And again, a minute and a half later');

    // The repository's writes, as the turn pipeline makes them, across an hour boundary.
    const id = randomUUID();
    const at = (iso: string) => new Date(iso);
    await repository.create({
      id,
      agentId: agent.id,
      ownerId: agent.ownerId,
      sessionId: `s_${id}`,
      pricingCode: 'essence-cloud',
      at: at('2026-03-10T03:58:00Z'),
    });
    // Times stored before the first message count with it.
    await repository.recordTelemetry(id, 't1', {
      startedAt: at('2026-03-10T03:58:10Z'),
      sttMs: null,
      llmFirstTokenMs: 210,
      ttsFirstAudioMs: null,
      firstFrameMs: null,
      totalMs: null,
    });
    await repository.append(id, { role: 'user', message: 'Mugs?', timestamp: at('2026-03-10T03:58:10Z'), turnId: 't1' });
    await repository.recordTelemetry(id, 't1', { ttsFirstAudioMs: 350.5, totalMs: 1200 });
    // The same times again (a retried write) change nothing; a corrected time replaces the old one.
    await repository.recordTelemetry(id, 't1', { ttsFirstAudioMs: 350.5, totalMs: 1200 });
    await repository.recordTelemetry(id, 't1', { totalMs: 1100 });
    await repository.append(id, {
      role: 'agent',
      message: json({ products: [{ name: 'Red.Mug $1', image: 'https://shop.example/b.png' }, { title: 'Pen' }] }),
      timestamp: at('2026-03-10T04:00:30Z'),
      turnId: 't1',
    });
    expect(await repository.recordFirstFrame(id, 't1', 640)).toBe(true);
    expect(await repository.recordFirstFrame(id, 'unknown', 640)).toBe(false);
    await repository.recordTelemetry(id, 't2', {
      startedAt: at('2026-03-10T04:01:00Z'),
      sttMs: 90,
      llmFirstTokenMs: 210,
      ttsFirstAudioMs: null,
      firstFrameMs: null,
      totalMs: null,
    });
    await repository.append(id, {
      role: 'agent',
      message: json({ recommended_products: [{ product_name: 'Red.Mug $1', image_url: 'https://shop.example/a.png' }] }),
      timestamp: at('2026-03-10T04:01:05Z'),
      turnId: 't2',
    });
    // A session without messages is no conversation, and its times count nowhere.
    const empty = randomUUID();
    await repository.create({
      id: empty,
      agentId: agent.id,
      ownerId: agent.ownerId,
      sessionId: `s_${empty}`,
      pricingCode: 'essence-cloud',
      at: at('2026-03-10T05:00:00Z'),
    });
    await repository.recordTelemetry(empty, 't1', {
      startedAt: at('2026-03-10T05:00:01Z'),
      sttMs: 5,
      llmFirstTokenMs: null,
      ttsFirstAudioMs: null,
      firstFrameMs: null,
      totalMs: null,
    });

    expect(await untallied(agent.id)).toBe(0);
    for (const timeZone of ['UTC', 'Australia/Sydney', 'America/New_York'] as const) {
      const counted = await summary(agent.id, agent.ownerId, timeZone);
      const expected = await fromDocuments(agent.id, timeZone);
      // The smallest image of a product whose messages name several (the documents' order would pick the first seen).
      const products = expected.products.map((product) =>
        product.name === 'Red.Mug $1' ? { ...product, image: 'https://shop.example/a.png' } : product,
      );
      expect(counted).toMatchObject({ ...expected, products });
    }
    const utc = await summary(agent.id, agent.ownerId, 'UTC');
    expect(utc.totalConversations).toBe(2);
    expect(utc.latency.find((stage) => stage.stage === 'total')).toMatchObject({ turns: 3 });
    expect(utc.latency.find((stage) => stage.stage === 'firstFrame')).toEqual({
      stage: 'firstFrame',
      p50Ms: 640,
      p95Ms: 640,
      turns: 1,
    });
    // Named twice in one conversation: two mentions, one conversation.
    expect(utc.products.find((product) => product.name === 'Red.Mug $1')).toMatchObject({ mentions: 2, conversations: 1 });
  });

  it('counts a new message in the very next summary, though the counts before it were kept', async () => {
    const agent = await talkableAgent(env.bus);
    const session = await startSession(env.bus, agent.id, agent.ownerId);
    await talk(env.bus, session, 'Hello there');
    const first = await summary(agent.id, agent.ownerId, 'UTC');
    // Asked again without a change: the same counts (kept at the agent's analytics version).
    expect(await summary(agent.id, agent.ownerId, 'UTC')).toEqual(first);
    // Stored by another process (this test's repository), as another service replica would.
    const [conversation] = await repository.listForAgent(agent.id, { from: null, to: null });
    await repository.append(conversation!.id, {
      role: 'user',
      message: 'One more thing',
      timestamp: env.clock.now(),
      turnId: 'turn_more',
    });
    const next = await summary(agent.id, agent.ownerId, 'UTC');
    expect(next.totalMessages).toBe(first.totalMessages + 1);
    expect(next.totalConversations).toBe(first.totalConversations);
    // A conversation's removal moves the version too: nothing kept outlives the agent's counts.
    await repository.deleteForAgent(agent.id);
    expect(await summary(agent.id, agent.ownerId, 'UTC')).toMatchObject({ totalConversations: 0, totalMessages: 0 });
  });

  it('backfills older conversations once, and counts them in the zone: 23:30 New York is the next Sydney day, DST days', async () => {
    const agent = await talkableAgent(env.bus);
    const owner = agent.ownerId;
    // 23:30 in New York on Monday 9 March 2026 (EDT) is 14:30 on Tuesday 10 March in Sydney (AEDT).
    await storedBefore(agent.id, owner, '2026-03-10T03:30:00.000Z', [
      ['2026-03-10T03:30:00.000Z', 'user', 'Do you sell mugs?'],
      [
        '2026-03-10T03:30:05.000Z',
        'agent',
        json({ products: [{ title: 'Red Mug', image_url: 'https://shop.example/mug.png' }] }),
      ],
    ]);
    for (const iso of [
      '2026-03-08T04:59:00.000Z', // 23:59 EST, Saturday 7 March
      '2026-03-08T07:30:00.000Z', // 03:30 EDT (02:00-03:00 does not exist that night)
      '2026-03-09T03:59:00.000Z', // 23:59 EDT, still Sunday 8 March
      '2026-04-05T13:30:00.000Z', // Sydney: 23:30 AEST on Sunday 5 April, the 25-hour day clocks go back
    ]) {
      await storedBefore(agent.id, owner, iso, [[iso, 'user', `Hello at ${iso}`]]);
    }
    await storedBefore(agent.id, owner, '2026-03-12T16:00:00.000Z', []);
    const before = await summary(agent.id, owner, 'Australia/Sydney');
    expect(await untallied(agent.id)).toBe(6);

    // A retried or resumed backfill adds a conversation once.
    const [firstId] = await repository.untalliedIds(null, 100);
    const claimed = (await repository.claimUntallied(firstId!, new Date(), 60_000))!;
    expect(await repository.claimUntallied(firstId!, new Date(), 60_000)).toBeNull();
    const hour = hourOf(claimed.createdAt.getTime());
    if (claimed.messages.length) {
      expect(await repository.buckets.addOnce(claimed.agentId, hour, claimed.id, contributionOf(claimed))).toBe(true);
      expect(await repository.buckets.addOnce(claimed.agentId, hour, claimed.id, contributionOf(claimed))).toBe(false);
      // Counted meanwhile by the summary from the bucket, not twice.
      expect(await summary(agent.id, owner, 'Australia/Sydney')).toEqual(before);
      // A message came before it was marked: taken back, counted again by the backfill.
      await repository.append(claimed.id, {
        role: 'user',
        message: 'Later',
        // 30 s on: still the hour it started in (the conversations started at 23:59 stay on their day).
        timestamp: new Date(claimed.createdAt.getTime() + 30_000),
        turnId: 'late',
      });
      expect(await repository.markTallied(claimed.id, claimed.rev, claimed.messages.length)).toBe(false);
      await repository.buckets.takeBack(claimed.agentId, hour, claimed.id, contributionOf(claimed));
    }
    await mongo.collection('conversations').updateMany({ agentId: agent.id }, { $unset: { tallyLease: 1 } });
    // Other agents' old conversations (and the service's own backfill) may be claimed too: run until none is left.
    await backfillAnalytics(
      { conversations: repository, logger: console as never, now: () => new Date() },
      new AbortController().signal,
    );
    expect(await untallied(agent.id)).toBe(0);
    expect(
      await backfillAnalytics(
        { conversations: repository, logger: console as never, now: () => new Date() },
        new AbortController().signal,
      ),
    ).toBe(0);

    const sydney = await summary(agent.id, owner, 'Australia/Sydney');
    expect(sydney).toMatchObject(await fromDocuments(agent.id, 'Australia/Sydney'));
    expect(sydney.totalConversations).toBe(5);
    expect(sydney.conversationsByDay).toEqual([
      { day: '2026-03-08', conversations: 2 },
      { day: '2026-03-09', conversations: 1 },
      { day: '2026-03-10', conversations: 1 },
      { day: '2026-04-05', conversations: 1 },
    ]);
    expect(sydney.products).toEqual([
      {
        rank: 1,
        name: 'Red Mug',
        image: 'https://shop.example/mug.png',
        mentions: 1,
        conversations: 1,
      },
    ]);
    const newYork = await summary(agent.id, owner, 'America/New_York');
    expect(newYork).toMatchObject(await fromDocuments(agent.id, 'America/New_York'));
    expect(newYork.conversationsByDay).toEqual([
      { day: '2026-03-07', conversations: 1 },
      { day: '2026-03-08', conversations: 2 },
      { day: '2026-03-09', conversations: 1 },
      { day: '2026-04-05', conversations: 1 },
    ]);
    // The 25-hour Sydney day and the 23-hour New York day, as ranges over the buckets.
    expect((await summary(agent.id, owner, 'Australia/Sydney', '2026-04-05', '2026-04-05')).totalConversations).toBe(1);
    expect((await summary(agent.id, owner, 'America/New_York', '2026-03-08', '2026-03-08')).totalConversations).toBe(2);
    // Sunday 03:00 and 23:00 of the short day (the late message above may have joined either
    // conversation, whichever the backfill claimed first: count the hours, and every message once).
    const dstDay = await summary(agent.id, owner, 'America/New_York', '2026-03-08', '2026-03-08');
    expect(dstDay.heatmap.map(({ weekday, hour }) => ({ weekday, hour }))).toEqual([
      { weekday: 6, hour: 3 },
      { weekday: 6, hour: 23 },
    ]);
    expect(dstDay.heatmap.reduce((sum, cell) => sum + cell.messages, 0)).toBe(dstDay.totalMessages);

    // Ranges of several days: whole UTC days from the day sums, the edges from the hours; as counted from the documents.
    for (const zone of ['Australia/Sydney', 'America/New_York', 'UTC'] as const) {
      for (const [from, to] of [
        ['2026-03-07', '2026-03-10'],
        ['2026-03-08', '2026-04-05'],
        ['2026-03-09', null],
        [null, '2026-03-08'],
      ] as const) {
        const range = rangeIn(zone, from, to);
        const tally = new AnalyticsTally(zone);
        for await (const record of repository.scanForAgent(agent.id, range)) tally.add(record);
        expect(await summary(agent.id, owner, zone, from, to), `${zone} ${from}..${to}`).toMatchObject(tally.result());
      }
    }

    // A database from before the day sums: the hours answer until the days are built from them.
    const upgraded = new ConversationRepository(mongo);
    const everything = { from: null, to: null };
    const counted = async () => {
      const tally = new AnalyticsTally('UTC');
      for (const bucket of await upgraded.buckets.inRange(agent.id, everything))
        tally.addBucket(bucket.hour, bucket.contribution);
      return tally.result();
    };
    const expected = await counted();
    expect(expected.totalConversations).toBe(5);
    await mongo.collection('analytics_days').deleteMany({ agentId: agent.id });
    await mongo.collection('analytics_state').deleteMany({});
    const beforeUpgrade = new ConversationRepository(mongo);
    const tally = new AnalyticsTally('UTC');
    for (const bucket of await beforeUpgrade.buckets.inRange(agent.id, everything))
      tally.addBucket(bucket.hour, bucket.contribution);
    expect(tally.result()).toEqual(expected);
    expect(await beforeUpgrade.buckets.buildDaysOnce()).toBeGreaterThan(0);
    expect(await beforeUpgrade.buckets.buildDaysOnce()).toBe(0);
    expect(await mongo.collection('analytics_days').countDocuments({ agentId: agent.id })).toBe(4);
    expect(await counted()).toEqual(expected);
  });
  it('trusts a scan that found every conversation counted for a while, and notices old ones after it', async () => {
    const agent = await talkableAgent(env.bus);
    const watcher = new ConversationRepository(mongo);
    const backfill = () =>
      backfillAnalytics(
        { conversations: watcher, logger: console as never, now: () => new Date() },
        new AbortController().signal,
      );
    await backfill();
    expect(await watcher.mayHaveUntallied(1_000, 60_000)).toBe(false);
    await storedBefore(agent.id, agent.ownerId, '2026-05-01T10:00:00.000Z', [['2026-05-01T10:00:00.000Z', 'user', 'Hi']]);
    // Within the minute the earlier scan stands; after it the old conversation is seen.
    expect(await watcher.mayHaveUntallied(30_000, 60_000)).toBe(false);
    expect(await watcher.mayHaveUntallied(61_000, 60_000)).toBe(true);
    expect(await watcher.mayHaveUntallied(62_000, 60_000)).toBe(true);
    await backfill();
    expect(await watcher.mayHaveUntallied(63_000, 60_000)).toBe(false);
    // Conversations made now are counted from the start: nothing for the backfill.
    expect(await watcher.mayHaveUntallied(200_000, 60_000)).toBe(false);
  });
  it('splits a range of hours into the whole days inside it and the hours at its edges', () => {
    expect(splitHours(0, 72)).toEqual({ days: [0, 3], hours: [] });
    expect(splitHours(5, 72)).toEqual({ days: [1, 3], hours: [[5, 24]] });
    expect(splitHours(5, 50)).toEqual({
      days: [1, 2],
      hours: [
        [5, 24],
        [48, 50],
      ],
    });
    expect(splitHours(5, 30)).toEqual({ days: null, hours: [[5, 30]] });
    expect(splitHours(null, 50)).toEqual({ days: [null, 2], hours: [[48, 50]] });
    expect(splitHours(29, null)).toEqual({ days: [2, null], hours: [[29, 48]] });
    expect(splitHours(null, null)).toEqual({ days: [null, null], hours: [] });
  });
});
