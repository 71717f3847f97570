import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicAgentOf, signedInUser } from '../../../../testkit/agent-cards.js';
import { startStack, type TestStack } from '../../../../testkit/stack.js';

let stack: TestStack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack.stop());

describe('Query.communityAgents', () => {
  it('pages public agents with their total and the category counts, All first, for signed-out visitors too', async () => {
    const owner = await signedInUser(stack);
    const voter = await signedInUser(stack);
    const first = await publicAgentOf(stack, owner.userId, { name: 'Alpha Ant', tags: ['bug'] }, 'Animals');
    const second = await publicAgentOf(stack, owner.userId, { name: 'Beta Bug', tags: ['bug'] }, 'Animals');
    await publicAgentOf(stack, owner.userId, { name: 'Gamma', tags: ['other'] }, 'Objects');
    await voter.client.post(`/api/agents/${first.id}/vote`);

    const query = `query($category: String, $sortBy: AgentSort, $search: String, $limit: Int) {
      communityAgents(category: $category, sortBy: $sortBy, search: $search, limit: $limit) {
        total agents { id name votes category isOwner } categoryCounts { category count }
      }
    }`;
    const { data } = await stack.client().graphql(query, { category: 'All', search: ' BUG ', sortBy: 'popularity' });
    expect(data.communityAgents.total).toBe(2);
    expect(data.communityAgents.agents).toEqual([
      { id: first.id, name: 'Alpha Ant', votes: 1, category: 'Animals', isOwner: false },
      { id: second.id, name: 'Beta Bug', votes: 0, category: 'Animals', isOwner: false },
    ]);
    expect(data.communityAgents.categoryCounts.slice(0, 3)).toEqual([
      { category: 'All', count: 2 },
      { category: 'Animals', count: 2 },
      { category: 'Objects', count: 0 },
    ]);
    const page = await owner.client.graphql(query, { category: 'Objects', limit: 1 });
    expect(page.data.communityAgents).toMatchObject({ total: 1, agents: [{ name: 'Gamma', isOwner: true }] });
    const bad = await stack.client().graphql(query, { category: 'Nope' });
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const nul = await stack.client().graphql(query, { search: 'bug\u0000' });
    expect(nul.errors?.[0]).toMatchObject({
      message: 'search must not contain control characters',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });
});
