import { randomBytes } from 'node:crypto';
import { catalog, catalogActions, type AGENT_CATEGORIES, type Agent, type RequestOf } from '@avatarium/contracts';
import { describe, expect, it } from 'vitest';
import {
  generatingAgent,
  newUserId,
  publicAgent as makePublicAgent,
  readyAgent,
  useActionsStack,
} from '../../../../testkit/catalog/agent-actions-stack.js';
import { voteAgent } from './vote-agent.js';

const actions = useActionsStack();

const DAY = 24 * 60 * 60 * 1000;
const token = () => `tok${randomBytes(4).toString('hex')}`;

const publicAgent = (name: string, category?: (typeof AGENT_CATEGORIES)[number], tags?: string[]) =>
  makePublicAgent(actions.bus, name, category, tags);

/**
 * Votes at a chosen time through the use case itself, as another catalog replica would (its
 * own NATS connection and cache): the service's next page shows them without waiting for any
 * event, since each vote bumps the community version in the database before it returns.
 */
async function votes(agent: Agent, count: number, at: Date): Promise<void> {
  for (let i = 0; i < count; i++) await voteAgent(actions.deps, { agentId: agent.id, userId: newUserId() }, at);
}

const page = (input: RequestOf<typeof catalogActions.listCommunityPage>) =>
  actions.bus.request(catalogActions.listCommunityPage, input);
const names = (agents: Agent[]) => agents.map((agent) => agent.name);

describe('catalog.agent.list-community-page', () => {
  it('orders by total votes (popularity, the default) or by votes decayed over a 7-day half-life (trending); ties newest first', async () => {
    const t = token();
    const now = new Date();
    const old = await publicAgent(`${t} old`);
    const recent = await publicAgent(`${t} recent`);
    const single = await publicAgent(`${t} single`);
    const none = await publicAgent(`${t} none`);
    const newest = await publicAgent(`${t} newest`);
    await votes(old, 3, new Date(now.getTime() - 30 * DAY));
    await votes(recent, 2, now);
    await votes(single, 1, now);
    await votes(newest, 1, now);
    void none;
    const popular = await page({ search: t });
    expect(names(popular.agents)).toEqual([`${t} old`, `${t} recent`, `${t} newest`, `${t} single`, `${t} none`]);
    expect(popular.agents.map((agent) => agent.votes)).toEqual([3, 2, 1, 1, 0]);
    const trending = await page({ search: t, sortBy: 'trending' });
    expect(names(trending.agents)).toEqual([`${t} recent`, `${t} newest`, `${t} single`, `${t} old`, `${t} none`]);
  });

  it('a vote a week old weighs half a fresh one in trending', async () => {
    const t = token();
    const now = new Date();
    const weekOld = await publicAgent(`${t} week`);
    const fresh = await publicAgent(`${t} fresh`);
    // 3 votes a week old = 1.5 fresh ones: more than 1 fresh vote, less than 2.
    await votes(weekOld, 3, new Date(now.getTime() - 7 * DAY));
    await votes(fresh, 1, now);
    expect(names((await page({ search: t, sortBy: 'trending' })).agents)).toEqual([`${t} week`, `${t} fresh`]);
    await votes(fresh, 1, now);
    expect(names((await page({ search: t, sortBy: 'trending' })).agents)).toEqual([`${t} fresh`, `${t} week`]);
  });

  it('filters by category and by name or tag text (any case, literal), pages with limit and offset, and counts all matches', async () => {
    const t = token();
    await publicAgent(`${t} one`, 'History');
    await publicAgent('Two', 'History', [`${t.toUpperCase()}-tag`]);
    await publicAgent(`x${t}x three`, 'Animals');
    await publicAgent(`${t} four`, 'Business');
    await publicAgent(`${t} five`, 'History');
    // Not listed: private, still generating (cannot be public), or not matching.
    const hidden = await readyAgent(actions.bus, newUserId(), { name: `${t} private` });
    const generating = await generatingAgent(actions.bus);
    await expect(
      actions.bus.request(catalogActions.setVisibility, {
        agentId: generating.id,
        ownerId: generating.ownerId,
        visibility: 'public',
      }),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
    void hidden;

    const all = await page({ search: `  ${t.toUpperCase()} ` });
    expect(all.total).toBe(5);
    expect(all.agents.every((agent) => agent.visibility === 'public')).toBe(true);
    const history = await page({ search: t, category: 'History' });
    expect(history.total).toBe(3);
    expect(history.agents.every((agent) => agent.category === 'History')).toBe(true);

    const first = await page({ search: t, limit: 2 });
    const second = await page({ search: t, limit: 2, offset: 2 });
    const third = await page({ search: t, limit: 2, offset: 4 });
    expect([first.agents.length, second.agents.length, third.agents.length]).toEqual([2, 2, 1]);
    expect(first.total).toBe(5);
    expect(new Set([...first.agents, ...second.agents, ...third.agents].map((agent) => agent.id)).size).toBe(5);

    // The search text is a literal: regex characters match only themselves.
    expect((await page({ search: `${t.slice(0, 3)}.*` })).total).toBe(0);
  });

  it('defaults to 20 per page, allows at most 100, and refuses a search over 100 characters', async () => {
    const reply = await actions.bus.nc.request(catalogActions.listCommunityPage.subject, JSON.stringify({ limit: 101 }));
    expect(reply.json()).toMatchObject({ ok: false, error: { code: 'BAD_INPUT' } });
    const long = await actions.bus.nc.request(
      catalogActions.listCommunityPage.subject,
      JSON.stringify({ search: 'x'.repeat(101) }),
    );
    expect(long.json()).toMatchObject({ ok: false, error: { code: 'BAD_INPUT' } });
    const all = await actions.bus.nc.request(catalogActions.listCommunityPage.subject, JSON.stringify({ category: 'All' }));
    expect(all.json()).toMatchObject({ ok: false, error: { code: 'BAD_INPUT' } });
    expect(catalogActions.listCommunityPage.request.parse({})).toEqual({ sortBy: 'popularity', limit: 20, offset: 0 });
  });
});

describe('catalog.agent.list-community-page, cached', () => {
  it('answers a repeated page from memory, and a vote or a departure shows on the next read', async () => {
    const t = `cache${Date.now()}`;
    const first = await publicAgent(`${t} one`, 'History');
    const second = await publicAgent(`${t} two`, 'History');
    const page = () => actions.bus.request(catalogActions.listCommunityPage, { search: t, category: 'History' });
    expect((await page()).agents.map((agent) => agent.votes)).toEqual([0, 0]);
    expect(await page()).toEqual(await page());

    await actions.bus.request(catalogActions.voteAgent, { agentId: first.id, userId: newUserId() });
    const afterVote = await page();
    expect(afterVote.agents.map((agent) => [agent.id, agent.votes])).toEqual([
      [first.id, 1],
      [second.id, 0],
    ]);

    await actions.bus.request(catalogActions.setVisibility, { agentId: first.id, ownerId: first.ownerId, visibility: 'private' });
    expect((await page()).agents.map((agent) => agent.id)).toEqual([second.id]);
    const counts = await actions.bus.request(catalogActions.countCommunityCategories, { search: t });
    expect(counts.all).toBe(1);
  });

  it('a public agent regenerating leaves the next page, and is back renewed once ready', async () => {
    const t = `regen${Date.now()}`;
    const agent = await publicAgent(`${t} old`);
    const page = () => actions.bus.request(catalogActions.listCommunityPage, { search: t });
    expect(names((await page()).agents)).toEqual([`${t} old`]);
    const step = (version: number, status: 'processing' | 'ready', name: string) =>
      actions.bus.request(catalog.applyGeneration, {
        agentId: agent.id,
        version,
        record: { ...agent.record, status },
        persona: {
          name,
          description: '',
          system_prompt: '',
          tags: [],
          category: 'Fiction',
          language: 'en',
          gender: 'feminine',
          voice_id: null,
        },
      });
    await step(20, 'processing', `${t} old`);
    expect((await page()).agents).toEqual([]);
    await step(21, 'ready', `${t} new`);
    expect(names((await page()).agents)).toEqual([`${t} new`]);
  });
});
