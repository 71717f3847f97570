import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicAgentOf, readyAgentOf, signedInUser } from '../../../../testkit/agent-cards.js';
import { startStack, type TestStack } from '../../../../testkit/stack.js';
import { collect, wsClient } from '../../../../testkit/ws-client.js';

let stack: TestStack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack.stop());

type Card = { id: string; votes: number; visibility: string };
const MY_UPDATES = 'subscription { myAgentUpdates { id votes visibility } }';
const COMMUNITY = 'subscription { communityUpdates { agentId agent { id votes visibility } } }';
type CommunityEvent = { communityUpdates: { agentId: string; agent: Card | null } };

const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

describe('live updates of votes, visibility and deletes', () => {
  it("a vote by user B reaches owner A's myAgentUpdates and a signed-out community subscriber", async () => {
    const owner = await signedInUser(stack);
    const agent = await publicAgentOf(stack, owner.userId);
    const ownerSocket = wsClient(stack.url, owner.client.cookieHeader);
    const mine = collect<{ myAgentUpdates: Card }>(ownerSocket, MY_UPDATES);
    await mine.next((event) => event.myAgentUpdates.id === agent.id);
    const visitorSocket = wsClient(stack.url, '');
    const community = collect<CommunityEvent>(visitorSocket, COMMUNITY);
    await settle();

    const voter = await signedInUser(stack);
    expect((await voter.client.post(`/api/agents/${agent.id}/vote`)).data.votes).toBe(1);
    // Same version, newer revision: not mistaken for a repeat.
    const update = await mine.next((event) => event.myAgentUpdates.votes === 1);
    expect(update.myAgentUpdates).toEqual({ id: agent.id, votes: 1, visibility: 'public' });
    const change = await community.next((event) => event.communityUpdates.agent?.votes === 1);
    expect(change.communityUpdates).toEqual({ agentId: agent.id, agent: { id: agent.id, votes: 1, visibility: 'public' } });
    expect(community.failure).toBeUndefined();

    // A repeated vote changes nothing and sends nothing.
    await voter.client.post(`/api/agents/${agent.id}/vote`);
    await settle();
    expect(mine.values.filter((event) => event.myAgentUpdates.votes === 1)).toHaveLength(1);
    mine.dispose();
    community.dispose();
    await ownerSocket.dispose();
    await visitorSocket.dispose();
  });

  it('making an agent private yields agent null on communityUpdates; publishing yields the agent', async () => {
    const owner = await signedInUser(stack);
    const agent = await readyAgentOf(stack, owner.userId);
    const socket = wsClient(stack.url, '');
    const community = collect<CommunityEvent>(socket, COMMUNITY);
    await settle();
    await owner.client.request('PATCH', `/api/agents/${agent.id}`, { json: { visibility: 'public', category: 'History' } });
    await community.next((event) => event.communityUpdates.agent?.visibility === 'public');
    await owner.client.request('PATCH', `/api/agents/${agent.id}`, { json: { visibility: 'private' } });
    const left = await community.next((event) => event.communityUpdates.agentId === agent.id && !event.communityUpdates.agent);
    expect(left.communityUpdates).toEqual({ agentId: agent.id, agent: null });
    community.dispose();
    await socket.dispose();
  });

  it("a delete yields the id on the owner's myAgentRemovals only", async () => {
    const owner = await signedInUser(stack);
    const agent = await readyAgentOf(stack, owner.userId);
    const other = await signedInUser(stack);
    const ownerSocket = wsClient(stack.url, owner.client.cookieHeader);
    const otherSocket = wsClient(stack.url, other.client.cookieHeader);
    const removals = collect<{ myAgentRemovals: string }>(ownerSocket, 'subscription { myAgentRemovals }');
    const theirs = collect<{ myAgentRemovals: string }>(otherSocket, 'subscription { myAgentRemovals }');
    await settle();
    expect((await owner.client.request('DELETE', '/api/agents', { json: { agentId: agent.id } })).data).toEqual({
      success: true,
    });
    expect(await removals.next()).toEqual({ myAgentRemovals: agent.id });
    await settle();
    expect(theirs.values).toEqual([]);
    const anonymous = wsClient(stack.url, '');
    const refused = collect(anonymous, 'subscription { myAgentRemovals }');
    await expect.poll(() => JSON.stringify(refused.failure ?? '')).toContain('Unauthorized');
    for (const each of [removals, theirs]) each.dispose();
    for (const socket of [ownerSocket, otherSocket, anonymous]) await socket.dispose();
  });
});

describe('Query.myAgents(sortBy, search)', () => {
  it('searches names and tags and orders by votes, newest first among equals', async () => {
    const owner = await signedInUser(stack);
    const voter = await signedInUser(stack);
    const quiet = await publicAgentOf(stack, owner.userId, { name: 'Quiet Quinn', tags: ['sea'] });
    await new Promise((resolve) => setTimeout(resolve, 5));
    const loved = await publicAgentOf(stack, owner.userId, { name: 'Loved Lou', tags: ['Sea'] });
    await new Promise((resolve) => setTimeout(resolve, 5));
    const newest = await readyAgentOf(stack, owner.userId, { name: 'Newest Ned', tags: ['land'] });
    await voter.client.post(`/api/agents/${quiet.id}/vote`);
    const query = `query($sortBy: AgentSort, $search: String) { myAgents(sortBy: $sortBy, search: $search) { id } }`;
    const ids = async (variables: Record<string, unknown>) =>
      ((await owner.client.graphql(query, variables)).data.myAgents as Array<{ id: string }>).map((agent) => agent.id);
    expect(await ids({})).toEqual([newest.id, loved.id, quiet.id]);
    expect(await ids({ sortBy: 'popularity' })).toEqual([quiet.id, newest.id, loved.id]);
    expect(await ids({ sortBy: 'trending', search: ' SEA ' })).toEqual([quiet.id, loved.id]);
    expect(await ids({ search: 'ned' })).toEqual([newest.id]);
  });
});
