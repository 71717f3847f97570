import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentIdsOf, generatingAgentOf, publicAgentOf, readyAgentOf, signedInUser } from '../../../../testkit/agent-cards.js';
import { startStack, type TestStack } from '../../../../testkit/stack.js';

let stack: TestStack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack.stop());

describe('POST /api/agents/{id}/clone', () => {
  it("copies a public agent into the caller's agents: a new id, private, no votes", async () => {
    const owner = await signedInUser(stack);
    const source = await publicAgentOf(stack, owner.userId, { name: 'Captain Nova', tags: ['pirate'] });
    const cloner = await signedInUser(stack);

    const response = await cloner.client.post(`/api/agents/${source.id}/clone`);
    expect(response.status).toBe(200);
    expect(response.data).toMatchObject({
      success: true,
      agent: { name: 'Captain Nova', tags: ['pirate'], visibility: 'private', votes: 0, status: 'ready', is_owner: true },
    });
    const cloneId = response.data.agent.id as string;
    expect(cloneId).not.toBe(source.id);
    expect(await agentIdsOf(stack, cloner.userId)).toEqual([cloneId]);
    const read = await cloner.client.get(`/api/agents/${cloneId}`);
    expect(read.data).toMatchObject({ success: true, id: cloneId, share: { anonymous_enabled: false } });
  });

  it("clones the owner's own ready agent; refuses one still generating with 409", async () => {
    const owner = await signedInUser(stack);
    const mine = await readyAgentOf(stack, owner.userId);
    expect((await owner.client.post(`/api/agents/${mine.id}/clone`)).status).toBe(200);
    const generating = await generatingAgentOf(stack, owner.userId);
    const refused = await owner.client.post(`/api/agents/${generating.id}/clone`);
    expect(refused.status).toBe(409);
    expect(refused.data).toMatchObject({ success: false, code: 'CONFLICT' });
    expect(await agentIdsOf(stack, owner.userId)).toHaveLength(3);
  });

  it('needs a signed-in user (401) and a visible agent (404)', async () => {
    const owner = await signedInUser(stack);
    const secret = await readyAgentOf(stack, owner.userId);
    const stranger = await signedInUser(stack);
    expect((await stack.client().post(`/api/agents/${secret.id}/clone`)).status).toBe(401);
    const hidden = await stranger.client.post(`/api/agents/${secret.id}/clone`);
    expect(hidden.status).toBe(404);
    expect(hidden.data).toMatchObject({ success: false, error: 'Agent not found' });
    expect(await agentIdsOf(stack, stranger.userId)).toEqual([]);
  });
});
