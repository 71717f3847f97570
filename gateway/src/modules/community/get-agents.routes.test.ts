import { catalog, catalogActions } from '@avatarium/contracts';
import { AppError } from '@avatarium/platform';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { publicAgentOf, signedInUser } from '../../../../testkit/agent-cards.js';
import { TestClient } from '../../../../testkit/http-client.js';
import { signUpUser } from '../../../../testkit/seed.js';
import { startStack, type TestStack } from '../../../../testkit/stack.js';

let stack: TestStack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack.stop());

describe('GET /api/agents?type=community', () => {
  it('lists nothing private or unfinished, to visitors too', async () => {
    const owner = stack.client();
    const { userId } = await signUpUser(owner);
    await stack.bus.request(catalog.createAgent, { ownerId: userId, prompt: 'A private agent', model: 'essence' });
    const response = await stack.client().get('/api/agents?type=community');
    expect(response.status).toBe(200);
    expect(response.data).toMatchObject({ success: true, agents: [], error: null, total: 0 });
  });

  it('refuses other list types and unknown categories with 400', async () => {
    const wrongType = await stack.client().get('/api/agents?type=mine');
    expect(wrongType.status).toBe(400);
    expect(wrongType.data).toMatchObject({ success: false, agents: [], error: 'Only type=community can be listed.' });
    expect((await stack.client().get('/api/agents?type=community&category=Nope')).status).toBe(400);
    expect((await stack.client().get('/api/agents?type=community&category=Fiction&search=%20x%20')).status).toBe(200);
  });

  it('refuses a search holding a NUL or another control character with 400, asking the catalog nothing', async () => {
    const spy = vi.spyOn(stack.gateway.deps.bus, 'request');
    try {
      for (const search of ['%00', 'a%00b', 'x%07y', 'tab%09inside', '%C2%85']) {
        const response = await stack.client().get(`/api/agents?type=community&search=${search}`);
        expect(response.status, search).toBe(400);
        expect(response.data).toEqual({ success: false, agents: [], error: 'search must not contain control characters' });
      }
      expect(spy.mock.calls.filter(([contract]) => contract.subject.startsWith('catalog.'))).toEqual([]);
    } finally {
      spy.mockRestore();
    }
  });

  it('answers 503 with an empty list when the catalog is unavailable', async () => {
    const spy = vi
      .spyOn(stack.gateway.deps.bus, 'request')
      .mockRejectedValueOnce(new AppError('UNAVAILABLE', 'The service is not available right now. Please try again.'));
    try {
      const response = await stack.client().get('/api/agents?type=community&sortBy=trending');
      expect(response.status).toBe(503);
      expect(response.data).toEqual({ success: false, agents: [], error: 'Failed to fetch community agents' });
    } finally {
      spy.mockRestore();
    }
  });

  it('filters by category (omitted = All), sorts by popularity or trending, searches trimmed, pages, and counts per category', async () => {
    const owner = await signedInUser(stack);
    const voters = await Promise.all([signedInUser(stack), signedInUser(stack)]);
    const word = `zq${Date.now().toString(36)}`;
    const older = await publicAgentOf(stack, owner.userId, { name: `${word} Older`, tags: [] }, 'History');
    await new Promise((resolve) => setTimeout(resolve, 5));
    const popular = await publicAgentOf(stack, owner.userId, { name: 'Popular', tags: [word.toUpperCase()] }, 'Fiction');
    await new Promise((resolve) => setTimeout(resolve, 5));
    const newest = await publicAgentOf(stack, owner.userId, { name: `${word} Newest`, tags: [] }, 'History');
    for (const voter of voters) await voter.client.post(`/api/agents/${popular.id}/vote`);
    await voters[0]!.client.post(`/api/agents/${older.id}/vote`);

    const ids = (data: { agents: Array<{ id: string }> }) => data.agents.map((agent) => agent.id);
    const all = await stack.client().get(`/api/agents?type=community&search=%20${word}%20`);
    expect(all.status).toBe(200);
    expect(ids(all.data as never)).toEqual([popular.id, older.id, newest.id]);
    expect(all.data).toMatchObject({ success: true, error: null, total: 3 });
    expect(all.data.agents[0]).toMatchObject({ name: 'Popular', votes: 2, category: 'Fiction', visibility: 'public' });
    expect(all.data.categoryCounts[0]).toEqual({ category: 'All', count: 3 });
    expect(all.data.categoryCounts).toContainEqual({ category: 'History', count: 2 });
    expect(all.data.categoryCounts).toContainEqual({ category: 'Animals', count: 0 });
    expect(all.data.categoryCounts).toHaveLength(10);

    const history = await stack.client().get(`/api/agents?type=community&category=History&sortBy=trending&search=${word}`);
    expect(ids(history.data as never)).toEqual([older.id, newest.id]);
    expect(history.data.total).toBe(2);
    // The chips keep every category's number whatever the selected one.
    expect(history.data.categoryCounts[0]).toEqual({ category: 'All', count: 3 });
    const explicitAll = await stack.client().get(`/api/agents?type=community&category=All&search=${word}&limit=1&offset=1`);
    expect(ids(explicitAll.data as never)).toEqual([older.id]);
    expect(explicitAll.data.total).toBe(3);
    expect((await stack.client().get('/api/agents?type=community&limit=0')).status).toBe(400);
    expect((await stack.client().get('/api/agents?type=community&sortBy=newest')).status).toBe(400);
  });

  it('lists only what a card shows, the same for its owner but is_owner', async () => {
    const owner = await signedInUser(stack);
    const word = `lean${Date.now().toString(36)}`;
    const agent = await publicAgentOf(stack, owner.userId, { name: `${word} Card` }, 'Fiction');
    const path = `/api/agents?type=community&search=${word}`;
    const [visitor, own] = [(await stack.client().get(path)).data.agents[0], (await owner.client.get(path)).data.agents[0]];
    expect(Object.keys(visitor).sort()).toEqual(
      [
        ...['id', 'code', 'name', 'description', 'prompt', 'tags', 'category', 'visibility', 'model_type', 'status'],
        ...['event_type', 'display_status', 'progress', 'failure_text', 'image_url', 'poster', 'video', 'video_url'],
        ...['votes', 'is_owner', 'createdAt', 'updatedAt', 'created_at', 'updated_at'],
      ].sort(),
    );
    expect(visitor).toMatchObject({ id: agent.id, code: agent.id, is_owner: false, display_status: 'success' });
    expect(visitor.poster).toMatch(/poster\.jpg\?expires=/);
    expect(own).toEqual({ ...visitor, is_owner: true });
  });

  it('reads a repeated page from the gateway, asking the catalog nothing, and shows a vote in the next read', async () => {
    const owner = await signedInUser(stack);
    const voter = await signedInUser(stack);
    const word = `cached${Date.now().toString(36)}`;
    const agent = await publicAgentOf(stack, owner.userId, { name: `${word} Fox` }, 'Animals');
    const path = `/api/agents?type=community&category=Animals&search=${word}`;
    const votes = async () => (await stack.client().get(path)).data.agents.map((each: { votes: number }) => each.votes);
    expect(await votes()).toEqual([0]);
    const spy = vi.spyOn(stack.gateway.deps.bus, 'request');
    try {
      expect(await votes()).toEqual([0]);
      const asked = () =>
        spy.mock.calls.map(([contract]) => contract.subject).filter((subject) => subject.startsWith('catalog.'));
      expect(asked()).toEqual([]);
      expect((await voter.client.post(`/api/agents/${agent.id}/vote`)).status).toBe(200);
      expect(await votes()).toEqual([1]);
      expect(asked()).not.toContain(catalogActions.communityVersion.subject);
      expect(asked()).toContain(catalogActions.listCommunityPage.subject);
    } finally {
      spy.mockRestore();
    }
  });

  it('shows a vote made through one gateway on another once the version event arrives', async () => {
    // The stack stops it.
    const other = await stack.anotherGateway();
    const owner = await signedInUser(stack);
    const voter = await signedInUser(stack);
    const word = `twogw${Date.now().toString(36)}`;
    const agent = await publicAgentOf(stack, owner.userId, { name: `${word} Owl` }, 'Animals');
    const path = `/api/agents?type=community&search=${word}`;
    const votesOn = async (url: string) =>
      (await new TestClient(url).get(path)).data.agents.map((each: { votes: number }) => each.votes);
    expect(await votesOn(other.url)).toEqual([0]);
    const spy = vi.spyOn(other.deps.bus, 'request');
    try {
      expect((await voter.client.post(`/api/agents/${agent.id}/vote`)).status).toBe(200);
      await vi.waitFor(async () => expect(await votesOn(other.url)).toEqual([1]), { timeout: 2_000, interval: 20 });
      // It heard the version: it read the new page, never the version.
      const asked = spy.mock.calls.map(([contract]) => contract.subject);
      expect(asked).toContain(catalogActions.listCommunityPage.subject);
      expect(asked).not.toContain(catalogActions.communityVersion.subject);
    } finally {
      spy.mockRestore();
    }
  });

  it('answers 304 to a revalidation while the page is unchanged, and the new page after a vote', async () => {
    const owner = await signedInUser(stack);
    const voter = await signedInUser(stack);
    const word = `etag${Date.now().toString(36)}`;
    const agent = await publicAgentOf(stack, owner.userId, { name: `${word} Cat` }, 'Animals');
    const path = `/api/agents?type=community&search=${word}`;
    // As a browser revalidates its copy (fetch() alone would add `Cache-Control: no-cache`).
    const revalidate = (client: TestClient) =>
      client.request('GET', path, { headers: { 'If-None-Match': etag, 'Cache-Control': 'max-age=0' } });
    const first = await stack.client().get(path);
    const etag: string = first.headers.get('etag')!;
    expect(etag).toMatch(/^W\/"/);
    const again = await revalidate(stack.client());
    expect(again.status).toBe(304);
    const signedIn = await revalidate(owner.client);
    expect(signedIn.status).toBe(200);
    expect(signedIn.data.agents[0].is_owner).toBe(true);
    expect((await voter.client.post(`/api/agents/${agent.id}/vote`)).status).toBe(200);
    const after = await revalidate(stack.client());
    expect(after.status).toBe(200);
    expect(after.data.agents[0].votes).toBe(1);
  });
});
