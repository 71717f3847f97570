import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readyAgentOf, signedInUser } from '../../../../testkit/agent-cards.js';
import { startNatsLink, type NatsLink } from '../../../../testkit/nats-link.js';
import { startStack, type TestStack } from '../../../../testkit/stack.js';

let stack: TestStack;
let link: NatsLink;
beforeAll(async () => {
  stack = await startStack();
  link = await startNatsLink(stack.serviceEnv('catalog').NATS_URL!);
});
afterAll(async () => {
  await stack.stop();
  await link.stop();
});

const patch = (client: ReturnType<TestStack['client']>, id: string, json: unknown) =>
  client.request('PATCH', `/api/agents/${id}`, { json });

// Enough reads that, with two catalog replicas in one queue group, both answer some of them
// (all on one: about 1 in 500): each replica's cache is warmed before a write and read after it.
const READS = 10;

interface Seen {
  ids: string[];
  names: string[];
  votes: number[];
  total: number;
  all: number;
  history: number;
}

/** What `READS` visitors in a row see in the community for `word`, each read one at a time. */
async function community(word: string, category = 'All'): Promise<Seen[]> {
  const seen: Seen[] = [];
  for (let read = 0; read < READS; read++) {
    const { data } = await stack.client().get(`/api/agents?type=community&category=${category}&search=${word}`);
    const agents = data.agents as Array<{ id: string; name: string; votes: number }>;
    const counts = data.categoryCounts as Array<{ category: string; count: number }>;
    seen.push({
      ids: agents.map((agent) => agent.id),
      names: agents.map((agent) => agent.name),
      votes: agents.map((agent) => agent.votes),
      total: data.total,
      all: counts.find((each) => each.category === 'All')!.count,
      history: counts.find((each) => each.category === 'History')!.count,
    });
  }
  return seen;
}

/** Every read shows `expected` (one entry per read, so a single stale read fails the test). */
const everyRead = (expected: Partial<Seen>) => Array.from({ length: READS }, () => expect.objectContaining(expected));

type Write = () => Promise<unknown>;

/**
 * A reply to a write means the next read shows it (issue 22): publish, rename, recategorize,
 * vote, unpublish and delete each show in the very next community read, although the page
 * before was served (and cached) a moment earlier. `written` runs each write (as it is by default).
 */
async function readsFollowEveryWrite(written: (write: Write) => Promise<unknown> = (write) => write()): Promise<void> {
  const owner = await signedInUser(stack);
  const voter = await signedInUser(stack);
  const word = `ryw${Date.now().toString(36)}`;
  const agent = await readyAgentOf(stack, owner.userId, { name: `${word} Fox`, tags: [] });
  const absent = { ids: [], total: 0, all: 0 };
  expect(await community(word)).toEqual(everyRead(absent));

  await written(async () =>
    expect((await patch(owner.client, agent.id, { visibility: 'public', category: 'Fiction' })).status).toBe(200),
  );
  expect(await community(word)).toEqual(everyRead({ ids: [agent.id], total: 1, all: 1, history: 0 }));
  expect(await community(word, 'History')).toEqual(everyRead({ ids: [], total: 0, all: 1 }));

  await written(async () => expect((await patch(owner.client, agent.id, { name: `${word} Renamed` })).status).toBe(200));
  expect(await community(word)).toEqual(everyRead({ names: [`${word} Renamed`] }));

  await written(async () => expect((await patch(owner.client, agent.id, { category: 'History' })).status).toBe(200));
  expect(await community(word, 'History')).toEqual(everyRead({ ids: [agent.id], total: 1, history: 1 }));

  await written(async () =>
    expect((await voter.client.post(`/api/agents/${agent.id}/vote`)).data).toEqual({ success: true, votes: 1 }),
  );
  expect(await community(word)).toEqual(everyRead({ votes: [1] }));

  await written(async () => expect((await patch(owner.client, agent.id, { visibility: 'private' })).status).toBe(200));
  expect(await community(word)).toEqual(everyRead({ ...absent, history: 0 }));

  await written(async () =>
    expect((await patch(owner.client, agent.id, { visibility: 'public', category: 'History' })).status).toBe(200),
  );
  expect(await community(word)).toEqual(everyRead({ ids: [agent.id], total: 1 }));
  await written(async () =>
    expect((await owner.client.request('DELETE', '/api/agents', { json: { agentId: agent.id } })).data).toEqual({
      success: true,
    }),
  );
  expect(await community(word)).toEqual(everyRead({ ...absent, history: 0 }));
}

describe('GET /api/agents?type=community right after a write', () => {
  it('shows every write at once with one catalog replica', () => readsFollowEveryWrite(), 60_000);

  it('shows every write at once on either of two catalog replicas', async () => {
    // The second replica talks to NATS through a link the next test cuts.
    await stack.startService('catalog', { NATS_URL: link.url });
    await readsFollowEveryWrite();
  }, 60_000);

  it('shows every write at once on a replica that missed its change event', async () => {
    // Core NATS delivers an event at most once: while its link is down the second replica
    // hears nothing of the write, and it answers reads again right after.
    await readsFollowEveryWrite(async (write) => {
      await link.cut();
      // Long enough for the server to drop the replica's subscriptions (the write must not go to it).
      await new Promise((resolve) => setTimeout(resolve, 300));
      await write();
      await link.restore('catalog.agent.list-community-page');
    });
  }, 90_000);
});
