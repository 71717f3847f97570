import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentIdsOf, publicAgentOf, readyAgentOf, signedInUser, storedAgent } from '../../../../testkit/agent-cards.js';
import { startStack, type TestStack } from '../../../../testkit/stack.js';

let stack: TestStack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack.stop());

const ERROR = 'error { code message }';
const ACTION = `ok agent { id visibility category votes anonymousEnabled isOwner } ${ERROR}`;

describe('agent-action mutations (the same use cases as the REST paths)', () => {
  it('voteAgent: the new total; signed out it is refused as data', async () => {
    const owner = await signedInUser(stack);
    const agent = await publicAgentOf(stack, owner.userId);
    const voter = await signedInUser(stack);
    const vote = `mutation($id: ID!) { voteAgent(id: $id) { ok votes ${ERROR} } }`;
    expect((await voter.client.graphql(vote, { id: agent.id })).data).toEqual({ voteAgent: { ok: true, votes: 1, error: null } });
    expect((await stack.client().graphql(vote, { id: agent.id })).data).toEqual({
      voteAgent: { ok: false, votes: null, error: { code: 'UNAUTHENTICATED', message: 'Please sign in to vote on agents' } },
    });
  });

  it('setAgentVisibility, setAgentCategory, setAnonymousAccess: owner only, FORBIDDEN for a visible agent of someone else', async () => {
    const owner = await signedInUser(stack);
    const agent = await readyAgentOf(stack, owner.userId);
    const visibility = `mutation($id: ID!, $v: String!, $c: String) { setAgentVisibility(id: $id, visibility: $v, category: $c) { ${ACTION} } }`;
    const made = await owner.client.graphql(visibility, { id: agent.id, v: 'public', c: 'Education' });
    expect(made.data.setAgentVisibility).toEqual({
      ok: true,
      agent: { id: agent.id, visibility: 'public', category: 'Education', votes: 0, anonymousEnabled: false, isOwner: true },
      error: null,
    });
    const category = `mutation($id: ID!, $c: String!) { setAgentCategory(id: $id, category: $c) { ${ACTION} } }`;
    expect((await owner.client.graphql(category, { id: agent.id, c: 'Business' })).data.setAgentCategory.agent.category).toBe(
      'Business',
    );
    expect((await owner.client.graphql(category, { id: agent.id, c: 'All' })).data.setAgentCategory).toMatchObject({
      ok: false,
      error: { code: 'BAD_INPUT' },
    });
    const anonymous = `mutation($id: ID!, $on: Boolean!) { setAnonymousAccess(id: $id, enabled: $on) { ${ACTION} } }`;
    expect((await owner.client.graphql(anonymous, { id: agent.id, on: true })).data.setAnonymousAccess.agent).toMatchObject({
      anonymousEnabled: true,
    });

    const stranger = await signedInUser(stack);
    const refused = await stranger.client.graphql(anonymous, { id: agent.id, on: false });
    expect(refused.data.setAnonymousAccess).toEqual({
      ok: false,
      agent: null,
      error: { code: 'FORBIDDEN', message: 'You do not own this agent' },
    });
    // Anyone reading it sees no sharing setting and is not its owner.
    const read = await stranger.client.graphql(`query($id: ID!) { agent(id: $id) { id anonymousEnabled isOwner } }`, {
      id: agent.id,
    });
    expect(read.data).toEqual({ agent: { id: agent.id, anonymousEnabled: false, isOwner: false } });
    expect((await storedAgent(stack, agent))?.share).toEqual({ anonymous_enabled: true, deployment: 'weblink' });
  });

  it('cloneAgent and deleteAgent', async () => {
    const owner = await signedInUser(stack);
    const agent = await publicAgentOf(stack, owner.userId);
    const cloner = await signedInUser(stack);
    const clone = await cloner.client.graphql(`mutation($id: ID!) { cloneAgent(id: $id) { ${ACTION} } }`, { id: agent.id });
    expect(clone.data.cloneAgent).toMatchObject({ ok: true, agent: { visibility: 'private', votes: 0, isOwner: true } });
    const cloneId = clone.data.cloneAgent.agent.id as string;
    expect(await agentIdsOf(stack, cloner.userId)).toEqual([cloneId]);

    const remove = `mutation($id: ID!) { deleteAgent(id: $id) { ok agentId ${ERROR} } }`;
    expect((await owner.client.graphql(remove, { id: cloneId })).data.deleteAgent).toEqual({
      ok: false,
      agentId: null,
      error: { code: 'NOT_FOUND', message: 'Agent not found' },
    });
    expect((await cloner.client.graphql(remove, { id: cloneId })).data.deleteAgent).toEqual({
      ok: true,
      agentId: cloneId,
      error: null,
    });
    expect(await agentIdsOf(stack, cloner.userId)).toEqual([]);
  });
});
