import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readyAgentOf, signedInUser } from '../../../../testkit/agent-cards.js';
import { startSessionOver, holding } from '../../../../testkit/conversation/conversation-test-kit.js';
import { seededConversations, type SeedConversation } from '../../../../testkit/conversation/seeded-conversations.js';
import type { TestClient } from '../../../../testkit/http-client.js';
import { startStack, type TestStack } from '../../../../testkit/stack.js';
import { collect, wsClient } from '../../../../testkit/ws-client.js';

let stack: TestStack;
let seed: (conversation: SeedConversation) => Promise<string>;
let countFor: (agentId: string) => Promise<number>;
let owner: { client: TestClient; userId: string };
let other: { client: TestClient; userId: string };
/** Chats around the New York / Sydney date line, with products and telemetry. */
let shopAgent: string;
/** Chats around the US spring-forward and the Sydney fall-back days. */
let dstAgent: string;
let emptyAgent: string;
const ids: Record<string, string> = {};

const at = (iso: string, role: 'user' | 'agent', message: string) => ({ role, message, at: iso });
const json = (value: unknown) => JSON.stringify(value);

beforeAll(async () => {
  stack = await startStack();
  ({ seed, countFor } = await seededConversations(stack));
  owner = await signedInUser(stack);
  other = await signedInUser(stack);
  shopAgent = (await readyAgentOf(stack, owner.userId, { name: 'Shop Helper 2!', description: 'Sells mugs' })).id;
  dstAgent = (await readyAgentOf(stack, owner.userId)).id;
  emptyAgent = (await readyAgentOf(stack, owner.userId)).id;
  const mine = { agentId: shopAgent, ownerId: owner.userId };
  // 23:30 in New York on Monday 9 March 2026 (EDT) is 14:30 on Tuesday 10 March in Sydney (AEDT).
  ids.lateNight = await seed({
    ...mine,
    at: '2026-03-10T03:30:00.000Z',
    messages: [
      at('2026-03-10T03:30:00.000Z', 'user', 'Do you sell mugs?'),
      at(
        '2026-03-10T03:30:05.000Z',
        'agent',
        json({ kind: 'products', response: 'Yes', products: [{ title: 'Red Mug', image_url: 'https://shop.example/mug.png' }] }),
      ),
      at('2026-03-10T03:31:00.000Z', 'user', 'And pens?'),
      at(
        '2026-03-10T03:31:10.000Z',
        'agent',
        json({ product_recommendations: [{ name: 'Red Mug' }, { name: 'Blue Pen', image: 'https://shop.example/pen.png' }] }),
      ),
    ],
  });
  ids.thursday = await seed({
    ...mine,
    at: '2026-03-12T15:00:00.000Z',
    messages: [
      at('2026-03-12T15:00:00.000Z', 'user', json({ products: [{ name: 'Typed by a visitor' }] })),
      at(
        '2026-03-12T15:00:02.000Z',
        'agent',
        json({ recommended_products: [{ product_name: 'Blue Pen' }, { product_name: 'Green Cap' }] }),
      ),
      at('2026-03-12T15:01:30.000Z', 'user', 'Thanks'),
    ],
    telemetry: {
      turn_00000000: {
        startedAt: new Date('2026-03-12T15:00:00.000Z'),
        sttMs: 100,
        llmFirstTokenMs: 200,
        ttsFirstAudioMs: 300,
        firstFrameMs: null,
        totalMs: 1000,
      },
      turn_00000001: {
        startedAt: new Date('2026-03-12T15:01:30.000Z'),
        sttMs: null,
        llmFirstTokenMs: 400,
        ttsFirstAudioMs: 500,
        firstFrameMs: 650,
        totalMs: 2000,
      },
    },
  });
  // A session without messages is no conversation.
  await seed({ ...mine, at: '2026-03-12T16:00:00.000Z' });
  const dst = { agentId: dstAgent, ownerId: owner.userId };
  for (const iso of [
    '2026-03-08T04:59:00.000Z', // 23:59 EST, Saturday 7 March
    '2026-03-08T05:00:00.000Z', // 00:00 EST, Sunday 8 March
    '2026-03-08T07:30:00.000Z', // 03:30 EDT (02:00-03:00 does not exist that night)
    '2026-03-09T03:59:00.000Z', // 23:59 EDT, still Sunday 8 March
    '2026-03-09T04:00:00.000Z', // 00:00 EDT, Monday 9 March
    '2026-04-05T13:30:00.000Z', // Sydney: 23:30 AEST on Sunday 5 April, the 25-hour day clocks go back
  ]) {
    ids[iso] = await seed({ ...dst, at: iso, messages: [at(iso, 'user', `Hello at ${iso}`)] });
  }
}, 120_000);
afterAll(() => stack.stop());

const summary = (client: TestClient, query: string) => client.get(`/api/analytics/summary?${query}`);
const day = (client: TestClient, query: string) => client.get(`/api/analytics/conversations?${query}`);

describe('GET /api/analytics/summary', () => {
  it('counts in the chosen zone: a chat at 23:30 in New York is on the next Sydney day', async () => {
    const sydney = await summary(owner.client, `agent_id=${shopAgent}&tz=Australia/Sydney`);
    expect(sydney.status, JSON.stringify(sydney.data)).toBe(200);
    expect(sydney.data.success).toBe(true);
    const data = sydney.data.data;
    expect(data).toMatchObject({
      agentId: shopAgent,
      timeZone: 'Australia/Sydney',
      from: null,
      to: null,
      totalConversations: 2,
      totalMessages: 7,
      averageMessagesPerConversation: 3.5,
      earliest: '2026-03-10T03:30:00.000Z',
      latest: '2026-03-12T15:00:00.000Z',
      conversationsByDay: [
        { day: '2026-03-10', conversations: 1 },
        { day: '2026-03-13', conversations: 1 },
      ],
      // Tuesday and Friday in Sydney.
      conversationsByWeekday: [0, 1, 0, 0, 1, 0, 0],
    });
    expect(data.heatmap).toEqual([
      { weekday: 1, hour: 14, messages: 4 },
      { weekday: 4, hour: 2, messages: 3 },
    ]);

    const newYork = (await summary(owner.client, `agent_id=${shopAgent}&tz=America/New_York`)).data.data;
    expect(newYork.conversationsByDay).toEqual([
      { day: '2026-03-09', conversations: 1 },
      { day: '2026-03-12', conversations: 1 },
    ]);
    expect(newYork.conversationsByWeekday).toEqual([1, 0, 0, 1, 0, 0, 0]);
    expect(newYork.heatmap).toEqual([
      { weekday: 0, hour: 23, messages: 4 },
      { weekday: 3, hour: 11, messages: 3 },
    ]);
  });

  it('reads products from products, product_recommendations and recommended_products of agent replies', async () => {
    const { products } = (await summary(owner.client, `agent_id=${shopAgent}&tz=UTC`)).data.data;
    expect(products).toEqual([
      { rank: 1, name: 'Blue Pen', image: 'https://shop.example/pen.png', mentions: 2, conversations: 2 },
      { rank: 2, name: 'Red Mug', image: 'https://shop.example/mug.png', mentions: 2, conversations: 1 },
      { rank: 3, name: 'Green Cap', image: null, mentions: 1, conversations: 1 },
    ]);
  });

  it('gives the turn latency per stage and the minutes billed vs connected', async () => {
    const data = (await summary(owner.client, `agent_id=${shopAgent}&tz=UTC`)).data.data;
    expect(data.latency).toEqual([
      { stage: 'stt', p50Ms: 100, p95Ms: 100, turns: 1 },
      { stage: 'firstToken', p50Ms: 200, p95Ms: 400, turns: 2 },
      { stage: 'firstAudio', p50Ms: 300, p95Ms: 500, turns: 2 },
      { stage: 'firstFrame', p50Ms: 650, p95Ms: 650, turns: 1 },
      { stage: 'total', p50Ms: 1000, p95Ms: 2000, turns: 2 },
    ]);
    // Two turns in two different minutes of the session; 70 s + 90 s connected.
    expect(data.minutes).toEqual({ billed: 2, connected: 2.67 });
    expect(data.unanswered).toEqual([]);
  });

  it('filters by inclusive days in the zone, DST-correct', async () => {
    const sydneyTuesday = (await summary(owner.client, `agent_id=${shopAgent}&tz=Australia/Sydney&from=2026-03-10&to=2026-03-10`))
      .data.data;
    expect(sydneyTuesday).toMatchObject({
      totalConversations: 1,
      from: '2026-03-09T13:00:00.000Z',
      to: '2026-03-10T13:00:00.000Z',
    });
    const newYorkTuesday = (
      await summary(owner.client, `agent_id=${shopAgent}&tz=America/New_York&from=2026-03-10&to=2026-03-11`)
    ).data.data;
    expect(newYorkTuesday.totalConversations).toBe(0);

    // Sunday 8 March 2026 in New York has 23 hours: 05:00Z to 04:00Z the next day.
    const springForward = (await summary(owner.client, `agent_id=${dstAgent}&tz=America/New_York&from=2026-03-08&to=2026-03-08`))
      .data.data;
    expect(springForward).toMatchObject({
      from: '2026-03-08T05:00:00.000Z',
      to: '2026-03-09T04:00:00.000Z',
      totalConversations: 3,
      conversationsByDay: [{ day: '2026-03-08', conversations: 3 }],
      conversationsByWeekday: [0, 0, 0, 0, 0, 0, 3],
    });
    expect(springForward.heatmap).toEqual([
      { weekday: 6, hour: 0, messages: 1 },
      { weekday: 6, hour: 3, messages: 1 },
      { weekday: 6, hour: 23, messages: 1 },
    ]);
    // Sunday 5 April 2026 in Sydney has 25 hours: 13:00Z to 14:00Z the next day.
    const fallBack = (await summary(owner.client, `agent_id=${dstAgent}&tz=Australia/Sydney&from=2026-04-05&to=2026-04-05`)).data
      .data;
    expect(fallBack).toMatchObject({ from: '2026-04-04T13:00:00.000Z', to: '2026-04-05T14:00:00.000Z', totalConversations: 1 });
  });

  it('answers an agent without conversations with zeros', async () => {
    const data = (await summary(owner.client, `agent_id=${emptyAgent}&tz=Europe/Paris&from=2026-01-01&to=2026-12-31`)).data.data;
    expect(data).toMatchObject({
      totalConversations: 0,
      totalMessages: 0,
      averageMessagesPerConversation: 0,
      earliest: null,
      latest: null,
      conversationsByDay: [],
      conversationsByWeekday: [0, 0, 0, 0, 0, 0, 0],
      heatmap: [],
      products: [],
      unanswered: [],
      minutes: { billed: 0, connected: 0 },
    });
    expect(data.latency.every((stage: { turns: number; p50Ms: unknown }) => stage.turns === 0 && stage.p50Ms === null)).toBe(
      true,
    );
  });

  it('refuses a zone outside the selector, a bad day and a reversed range', async () => {
    const zone = await summary(owner.client, `agent_id=${shopAgent}&tz=Asia/Kolkata`);
    expect(zone.status).toBe(400);
    expect(zone.data.error).toMatch(/Unknown time zone: use one of UTC, America\/New_York/);
    expect((await summary(owner.client, `agent_id=${shopAgent}&tz=UTC&from=2026-02-30`)).status).toBe(400);
    expect((await summary(owner.client, `agent_id=${shopAgent}&tz=UTC&to=2026-13-45`)).status).toBe(400);
    expect((await summary(owner.client, `agent_id=${shopAgent}&tz=UTC&from=2026-03-02&to=2026-03-01`)).status).toBe(400);
  });
});

describe('GET /api/analytics/conversations', () => {
  it("lists the day's conversations in the zone, oldest first, with their messages", async () => {
    const sydney = await day(owner.client, `agent_id=${shopAgent}&tz=Australia/Sydney&day=2026-03-10`);
    expect(sydney.status).toBe(200);
    expect(sydney.data.data).toEqual([
      {
        id: ids.lateNight,
        sessionId: expect.any(String),
        createdAt: '2026-03-10T03:30:00.000Z',
        updatedAt: '2026-03-10T03:31:10.000Z',
        durationSeconds: 70,
        messageCount: 4,
        messages: expect.arrayContaining([{ role: 'user', message: 'Do you sell mugs?', timestamp: '2026-03-10T03:30:00.000Z' }]),
      },
    ]);
    expect(
      (await day(owner.client, `agent_id=${shopAgent}&tz=America/New_York&day=2026-03-09`)).data.data.map(
        (c: { id: string }) => c.id,
      ),
    ).toEqual([ids.lateNight]);
    expect((await day(owner.client, `agent_id=${shopAgent}&tz=America/New_York&day=2026-03-10`)).data.data).toEqual([]);
    const dstDay = (await day(owner.client, `agent_id=${dstAgent}&tz=America/New_York&day=2026-03-08`)).data.data;
    expect(dstDay.map((c: { createdAt: string }) => c.createdAt)).toEqual([
      '2026-03-08T05:00:00.000Z',
      '2026-03-08T07:30:00.000Z',
      '2026-03-09T03:59:00.000Z',
    ]);
    // One message: its end is not after its start.
    expect(dstDay[0].durationSeconds).toBeNull();
    expect((await day(owner.client, `agent_id=${shopAgent}&tz=UTC`)).status).toBe(400);
  });
});

describe('GET /api/analytics/export', () => {
  it('streams the Export file of spec 003 with its file name', async () => {
    const response = await stack
      .client()
      .request('GET', `/api/analytics/export?agent_id=${shopAgent}&tz=Australia/Sydney&format=json`, {
        headers: { cookie: owner.client.cookieHeader },
      });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney' }).format(new Date());
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="shop_helper_2__chat_history_${today}.json"`);
    const file = response.data;
    expect(Object.keys(file)).toEqual(['agent', 'export_info', 'conversations']);
    expect(file.agent).toEqual({ id: shopAgent, name: 'Shop Helper 2!', description: 'Sells mugs' });
    expect(Object.keys(file.export_info)).toEqual([
      'exported_at',
      'total_conversations',
      'total_messages',
      'average_messages_per_conversation',
      'date_range',
      'filter_applied',
    ]);
    expect(file.export_info).toMatchObject({
      total_conversations: 2,
      total_messages: 7,
      average_messages_per_conversation: 3.5,
      date_range: {
        start: null,
        end: null,
        time_zone: 'Australia/Sydney',
        earliest: '2026-03-10T03:30:00.000Z',
        latest: '2026-03-12T15:00:00.000Z',
      },
      filter_applied: false,
    });
    expect(Date.parse(file.export_info.exported_at)).not.toBeNaN();
    expect(file.conversations).toHaveLength(2);
    const [first, second] = file.conversations;
    expect(Object.keys(first)).toEqual([
      'id',
      'session_id',
      'pricing_code',
      'created_at',
      'updated_at',
      'duration_seconds',
      'message_count',
      'messages',
    ]);
    expect(first).toMatchObject({
      id: ids.lateNight,
      pricing_code: 'essence-cloud',
      created_at: '2026-03-10T03:30:00.000Z',
      updated_at: '2026-03-10T03:31:10.000Z',
      duration_seconds: 70,
      message_count: 4,
    });
    expect(first.messages[0]).toEqual({
      sequence: 1,
      role: 'user',
      content: 'Do you sell mugs?',
      timestamp: '2026-03-10T03:30:00.000Z',
      parsed_json: null,
    });
    expect(first.messages[1]).toMatchObject({ sequence: 2, role: 'agent', parsed_json: { kind: 'products', response: 'Yes' } });
    expect(second).toMatchObject({ id: ids.thursday, message_count: 3, duration_seconds: 90 });
    expect(second.messages.map((m: { sequence: number }) => m.sequence)).toEqual([1, 2, 3]);

    const ranged = (
      await owner.client.get(`/api/analytics/export?agent_id=${shopAgent}&tz=America/New_York&from=2026-03-12&to=2026-03-12`)
    ).data;
    expect(ranged.export_info).toMatchObject({
      total_conversations: 1,
      filter_applied: true,
      date_range: { start: '2026-03-12', end: '2026-03-12' },
    });
    expect(ranged.conversations.map((c: { id: string }) => c.id)).toEqual([ids.thursday]);

    const empty = await owner.client.get(`/api/analytics/export?agent_id=${emptyAgent}&tz=UTC`);
    expect(empty.data).toMatchObject({ export_info: { total_conversations: 0 }, conversations: [] });
  });

  it('gives CSV too, one line per message', async () => {
    const response = await owner.client.get(`/api/analytics/export?agent_id=${shopAgent}&tz=UTC&format=csv`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(response.headers.get('content-disposition')).toMatch(/filename="shop_helper_2__chat_history_\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = String(response.data).trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'conversation_id,session_id,pricing_code,conversation_created_at,duration_seconds,sequence,role,content,timestamp',
    );
    expect(lines).toHaveLength(8);
    expect(lines[1]).toMatch(
      new RegExp(
        `^${ids.lateNight},seeded_\\w+,essence-cloud,2026-03-10T03:30:00.000Z,70,1,user,Do you sell mugs\\?,2026-03-10T03:30:00.000Z$`,
      ),
    );
  });
});

describe('owner only', () => {
  const paths = () => [
    `/api/analytics/summary?agent_id=${shopAgent}&tz=UTC`,
    `/api/analytics/conversations?agent_id=${shopAgent}&tz=UTC&day=2026-03-10`,
    `/api/analytics/export?agent_id=${shopAgent}&tz=UTC&format=json`,
    `/api/analytics/export?agent_id=${shopAgent}&tz=UTC&format=csv`,
  ];

  it('refuses another user and anonymous callers on REST, the export included (JSON refusals)', async () => {
    for (const path of paths()) {
      const anonymous = await stack.client().get(path);
      expect(anonymous.status, path).toBe(401);
      expect(anonymous.headers.get('content-type')).toMatch(/^application\/json/);
      const someoneElse = await other.client.get(path);
      expect(someoneElse.status, path).toBe(403);
      expect(someoneElse.data).toEqual({
        success: false,
        error: "Only the agent's owner can see its conversations",
        code: 'FORBIDDEN',
      });
    }
    // No agent at all looks the same as someone else's.
    expect((await owner.client.get('/api/analytics/summary?agent_id=A99ZZZ9999&tz=UTC')).status).toBe(403);
    expect((await owner.client.get('/api/analytics/summary?agent_id=nonsense&tz=UTC')).status).toBe(403);
  });

  it('refuses them on GraphQL, and answers the owner the same data as REST', async () => {
    const query = `query($id: ID!, $tz: String!, $day: String!) {
      agentAnalytics(agentId: $id, timeZone: $tz) { agentId totalConversations conversationsByWeekday products { name mentions } }
      agentConversationsOnDay(agentId: $id, timeZone: $tz, day: $day) { id messageCount durationSeconds }
    }`;
    const variables = { id: shopAgent, tz: 'Australia/Sydney', day: '2026-03-10' };
    const mine = await owner.client.graphql(query, variables);
    expect(mine.errors).toBeUndefined();
    expect(mine.data.agentAnalytics).toMatchObject({
      agentId: shopAgent,
      totalConversations: 2,
      conversationsByWeekday: [0, 1, 0, 0, 1, 0, 0],
    });
    expect(mine.data.agentConversationsOnDay).toEqual([{ id: ids.lateNight, messageCount: 4, durationSeconds: 70 }]);
    expect((await stack.client().graphql(query, variables)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const refused = await other.client.graphql(query, variables);
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(refused.data?.agentAnalytics ?? null).toBeNull();
    const badZone = await owner.client.graphql(query, { ...variables, tz: 'Mars/Olympus' });
    expect(badZone.errors?.[0]?.message).toMatch(/Unknown time zone/);
  });
});

describe('Subscription.conversationAnalyticsChanged', () => {
  const subscription = 'subscription($id: ID!) { conversationAnalyticsChanged(agentId: $id) { agentId conversationId } }';

  it('fires for the owner when a conversation of the agent ends; someone else cannot listen', async () => {
    const live = await readyAgentOf(stack, owner.userId);
    const socket = wsClient(stack.url, owner.client.cookieHeader);
    const changes = collect<{ conversationAnalyticsChanged: { agentId: string; conversationId: string } }>(socket, subscription, {
      id: live.id,
    });
    const intruder = wsClient(stack.url, other.client.cookieHeader);
    const refused = collect(intruder, subscription, { id: live.id });
    try {
      // The subscription is live once the server has had a moment to register it.
      await new Promise((resolve) => setTimeout(resolve, 300));
      const session = await startSessionOver(owner.client, live.id);
      const ended = await owner.client.request('DELETE', `/api/conversations/${session.sessionId}`, {
        headers: holding(session.sessionToken),
      });
      expect(ended.data).toMatchObject({ ended: true });
      const change = await changes.next();
      expect(change.conversationAnalyticsChanged).toEqual({ agentId: live.id, conversationId: session.conversationId });
      await expect.poll(() => JSON.stringify(refused.failure ?? null)).toMatch(/FORBIDDEN/);
      expect(refused.values.filter(Boolean)).toEqual([]);
    } finally {
      changes.dispose();
      refused.dispose();
      await socket.dispose();
      await intruder.dispose();
    }
  });
});

describe('an agent deleted', () => {
  it('takes its conversations with it', async () => {
    const doomed = (await readyAgentOf(stack, owner.userId)).id;
    await seed({
      agentId: doomed,
      ownerId: owner.userId,
      at: '2026-03-10T03:30:00.000Z',
      messages: [at('2026-03-10T03:30:00.000Z', 'user', 'Hi')],
    });
    expect(await countFor(doomed)).toBe(1);
    expect((await owner.client.request('DELETE', '/api/agents', { json: { agentId: doomed } })).data).toEqual({ success: true });
    await expect.poll(() => countFor(doomed)).toBe(0);
    expect(await countFor(shopAgent)).toBe(3);
  });

  it("refuses the agent's analytics once it is deleted, though its owner was known (the owner kept is forgotten)", async () => {
    const doomed = (await readyAgentOf(stack, owner.userId)).id;
    const path = (kind: string) => `/api/analytics/${kind}?agent_id=${doomed}&tz=UTC&day=2026-03-10`;
    // Read twice: the second answer comes with the owner already known to the conversation service.
    for (let n = 0; n < 2; n++) {
      expect((await owner.client.get(path('summary'))).data).toMatchObject({ success: true, data: { totalConversations: 0 } });
      expect((await owner.client.get(path('conversations'))).data).toEqual({ success: true, data: [] });
      // Knowing the owner lets no one else in.
      expect((await other.client.get(path('summary'))).status).toBe(403);
    }
    expect((await owner.client.request('DELETE', '/api/agents', { json: { agentId: doomed } })).data).toEqual({ success: true });
    await expect.poll(async () => (await owner.client.get(path('summary'))).status).toBe(403);
    expect((await owner.client.get(path('conversations'))).status).toBe(403);
  });
});
