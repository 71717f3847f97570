import { randomUUID } from 'node:crypto';
import { analytics } from '@avatarium/contracts';
import { connectMongo } from '@avatarium/platform';
import type { Connection } from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSession, talk, talkableAgent, useConversationStack } from '../../../../testkit/conversation/conversation-stack.js';
import { ConversationRepository } from '../conversations/conversation.repository.js';
import { AnalyticsBucketRepository, type CountedBucket } from './analytics-bucket.repository.js';
import { AnalyticsTally } from './analytics-tally.js';
import { emptyContribution, HOUR_MS } from './bucket-contribution.js';
import { KeptDays, type DaySource } from './kept-days.js';
import { rangeIn } from './zoned-time.js';

const env = useConversationStack();
let mongo: Connection;
let buckets: AnalyticsBucketRepository;

beforeAll(async () => {
  const config = env.stack.envOf('conversation');
  mongo = await connectMongo(config.MONGODB_URI!, config.MONGODB_DB!);
  const repository = new ConversationRepository(mongo);
  await repository.init();
  buckets = repository.buckets;
  // Day sums are read only once built (a fresh database builds none and marks them built).
  await buckets.buildDaysOnce();
});
afterAll(() => mongo?.close());

const ZONE = 'America/New_York';
/** 2026-03-01 .. 2026-03-20 in New York: 19 whole UTC days and the hours at both edges. */
const RANGE = rangeIn(ZONE, '2026-03-01', '2026-03-20');
const dayOfIso = (iso: string) => Math.floor(Date.parse(iso) / (24 * HOUR_MS));

/** A conversation of `messages` messages started at `iso`, as the turn pipeline adds it. */
function conversationAt(iso: string, messages: number) {
  const at = Date.parse(iso);
  const contribution = emptyContribution();
  contribution.conversations = 1;
  contribution.messages = messages;
  contribution.first = at;
  contribution.last = at;
  contribution.heat.set(0, messages);
  return [Math.floor(at / HOUR_MS), contribution] as const;
}

/** A message more in the conversation started at `iso`. */
function messageAt(iso: string) {
  const contribution = emptyContribution();
  contribution.messages = 1;
  contribution.heat.set(0, 1);
  return [Math.floor(Date.parse(iso) / HOUR_MS), contribution] as const;
}

/** Every day and hour in the range (edges included: 04:00Z and 05:00Z are New York's midnight). */
async function seeded(): Promise<string> {
  const agentId = `agent_${randomUUID()}`;
  for (let day = 1; day <= 21; day++) {
    const date = `2026-03-${String(day).padStart(2, '0')}`;
    await buckets.add(agentId, ...conversationAt(`${date}T02:30:00Z`, 3));
    await buckets.add(agentId, ...conversationAt(`${date}T15:10:00Z`, 5));
  }
  return agentId;
}

/** The source, recording which days and hours each call read. */
function counting(): DaySource & { days: number[][]; hours: number[][] } {
  const reads = { days: [] as number[][], hours: [] as number[][] };
  return {
    ...reads,
    rolledUp: () => buckets.rolledUp(),
    daysNumbered: (agentId, days) => (reads.days.push(days), buckets.daysNumbered(agentId, days)),
    hoursNumbered: (agentId, hours) => (reads.hours.push(hours), buckets.hoursNumbered(agentId, hours)),
  };
}

const tallied = (pieces: CountedBucket[] | null) => {
  const tally = new AnalyticsTally(ZONE);
  for (const piece of pieces!) tally.addBucket(piece.hour, piece.contribution);
  return tally.result();
};
/** A cold count: every document of the range read again. */
const cold = async (agentId: string) => tallied(await buckets.inRange(agentId, RANGE));
const keptCount = async (kept: KeptDays, agentId: string) =>
  tallied(await kept.inRange(agentId, RANGE, await buckets.changes(agentId)));

describe('kept days', () => {
  it('re-reads only the day that changed, and counts the same as a cold read', async () => {
    const agentId = await seeded();
    const source = counting();
    const kept = new KeptDays(source);
    const first = await keptCount(kept, agentId);
    expect(first).toEqual(await cold(agentId));
    expect(first.totalConversations).toBe(40);
    expect(source.days).toHaveLength(1);
    expect(source.days[0]).toHaveLength(19);
    expect(source.hours.flat()).toHaveLength(23);

    // Nothing changed: nothing read.
    expect(await keptCount(kept, agentId)).toEqual(first);
    expect(source.days).toHaveLength(1);

    // A message on 10 March: that day alone is read again.
    await buckets.add(agentId, ...messageAt('2026-03-10T15:40:00Z'));
    const next = await keptCount(kept, agentId);
    expect(source.days.at(-1)).toEqual([dayOfIso('2026-03-10T00:00:00Z')]);
    expect(source.hours).toHaveLength(1);
    expect(next.totalMessages).toBe(first.totalMessages + 1);
    expect(next).toEqual(await cold(agentId));

    // A new conversation at the range's end edge (21 March 01:00Z is 20 March in New York): only that day's edge hours again.
    await buckets.add(agentId, ...conversationAt('2026-03-21T01:00:00Z', 2));
    const edge = await keptCount(kept, agentId);
    expect(source.days).toHaveLength(2);
    expect(source.hours.at(-1)!.every((hour) => Math.floor(hour / 24) === dayOfIso('2026-03-21T00:00:00Z'))).toBe(true);
    expect(edge.totalConversations).toBe(first.totalConversations + 1);
    expect(edge).toEqual(await cold(agentId));
  });

  it('never loses a change landing while the days are read (the marker is read before the documents)', async () => {
    const agentId = await seeded();
    const source = counting();
    let racing = true;
    // The change lands after the days were read, before the read's answer is kept.
    const racy: DaySource = {
      ...source,
      daysNumbered: async (id, days) => {
        const read = await source.daysNumbered(id, days);
        if (racing) {
          racing = false;
          await buckets.add(agentId, ...messageAt('2026-03-05T15:20:00Z'));
        }
        return read;
      },
    };
    const kept = new KeptDays(racy);
    const during = await keptCount(kept, agentId);
    const after = await keptCount(kept, agentId);
    expect(after.totalMessages).toBe(during.totalMessages + 1);
    expect(after).toEqual(await cold(agentId));
  });

  it('forgets an agent whose counts were deleted, and the least recently asked agent past its bound', async () => {
    const [a, b] = [await seeded(), await seeded()];
    const source = counting();
    const kept = new KeptDays(source, 1);
    await keptCount(kept, a);
    await buckets.deleteForAgent(a);
    expect((await keptCount(kept, a)).totalConversations).toBe(0);
    expect(source.days).toHaveLength(2);
    await keptCount(kept, b);
    await keptCount(kept, a);
    expect(source.days).toHaveLength(4);
  });

  it('counts a new message in the very next summary of a range of days', async () => {
    const agent = await talkableAgent(env.bus);
    const session = await startSession(env.bus, agent.id, agent.ownerId);
    await talk(env.bus, session, 'Hello there');
    const today = env.clock.now().toISOString().slice(0, 10);
    const summary = () =>
      env.bus.request(analytics.getAnalytics, {
        agentId: agent.id,
        userId: agent.ownerId,
        timeZone: 'UTC',
        from: today,
        to: today,
      });
    const first = await summary();
    expect(first.totalConversations).toBe(1);
    await talk(env.bus, session, 'One more thing');
    const next = await summary();
    expect(next.totalMessages).toBeGreaterThan(first.totalMessages);
    expect(next.totalConversations).toBe(1);
  });
});
