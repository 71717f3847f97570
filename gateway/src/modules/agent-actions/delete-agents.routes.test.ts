import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generatingAgentOf, publicAgentOf, signedInUser, storedAgent } from '../../../../testkit/agent-cards.js';
import { startStack, type TestStack } from '../../../../testkit/stack.js';

let stack: TestStack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack.stop());

const remove = (client: ReturnType<TestStack['client']>, json: unknown) => client.request('DELETE', '/api/agents', { json });

describe('DELETE /api/agents', () => {
  it("deletes the owner's agent {agentId} → {success:true}; it is gone from reads and the community", async () => {
    const owner = await signedInUser(stack);
    const agent = await publicAgentOf(stack, owner.userId, { name: 'Doomed Dora' });
    const response = await remove(owner.client, { agentId: agent.id });
    expect(response.status).toBe(200);
    expect(response.data).toEqual({ success: true });
    expect(await storedAgent(stack, agent)).toBeNull();
    expect((await owner.client.get(`/api/agents/${agent.id}`)).status).toBe(404);
    const community = await stack.client().get('/api/agents?type=community&search=Doomed');
    expect(community.data.agents).toEqual([]);
    // Deleting again: there is nothing to delete.
    expect(await remove(owner.client, { agentId: agent.id })).toMatchObject({
      status: 404,
      data: { success: false, error: 'Agent not found' },
    });
  });

  it('deletes an agent in any status (one still generating)', async () => {
    const owner = await signedInUser(stack);
    const agent = await generatingAgentOf(stack, owner.userId);
    expect((await remove(owner.client, { agentId: agent.id })).data).toEqual({ success: true });
  });

  it('answers {success:false, error} with 400 without an agentId, 401 signed out, 404 for anyone else', async () => {
    const owner = await signedInUser(stack);
    const agent = await publicAgentOf(stack, owner.userId);
    const missing = await remove(owner.client, {});
    expect(missing.status).toBe(400);
    expect(missing.data).toMatchObject({ success: false, error: 'agentId is required' });
    expect((await remove(stack.client(), { agentId: agent.id })).status).toBe(401);
    const stranger = await signedInUser(stack);
    // Even a public agent: a delete never confirms whose an agent is.
    expect(await remove(stranger.client, { agentId: agent.id })).toMatchObject({
      status: 404,
      data: { success: false, error: 'Agent not found' },
    });
    expect(await storedAgent(stack, agent)).not.toBeNull();
  });
});
