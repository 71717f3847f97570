import { randomUUID } from 'node:crypto';
import { analytics } from '@avatarium/contracts';
import { connectMongo } from '@avatarium/platform';
import type { Connection } from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSession, talk, talkableAgent, useConversationStack } from '../../../../testkit/conversation/conversation-stack.js';
import { ConversationRepository } from '../conversations/conversation.repository.js';
import { AnalyticsTally } from './analytics-tally.js';
import { backfillAnalytics } from './backfill-analytics.js';
import { contributionOf, hourOf } from './bucket-contribution.js';

const env = useConversationStack();
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
    expect(utc.products.find((product) => product.name === 'Red.Mug $1')).toMatchObject({ mentions: 2, conversationIds: [id] });
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
        timestamp: new Date(claimed.createdAt.getTime() + 60_000),
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
      { rank: 1, name: 'Red Mug', image: 'https://shop.example/mug.png', mentions: 1, conversationIds: [expect.any(String)] },
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
  });
});
