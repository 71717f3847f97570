import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicAgentOf, readyAgentOf, signedInUser, storedAgent } from '../../../../testkit/agent-cards.js';
import { startStack, type TestStack } from '../../../../testkit/stack.js';

let stack: TestStack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack.stop());

describe('POST /api/agents/{id}/vote', () => {
  it('counts one vote per user (no body), answers the new total, and never drops it on a repeat', async () => {
    const owner = await signedInUser(stack);
    const agent = await publicAgentOf(stack, owner.userId);
    const voter = await signedInUser(stack);

    const first = await voter.client.post(`/api/agents/${agent.id}/vote`);
    expect(first.status).toBe(200);
    expect(first.data).toEqual({ success: true, votes: 1 });
    expect((await voter.client.post(`/api/agents/${agent.id}/vote`)).data).toEqual({ success: true, votes: 1 });
    // The owner may not vote for their own agent: refused with the reason, nothing counted.
    const own = await owner.client.post(`/api/agents/${agent.id}/vote`);
    expect([own.status, own.data]).toEqual([
      403,
      { success: false, error: 'You cannot vote for your own agent.', code: 'FORBIDDEN' },
    ]);
    expect((await storedAgent(stack, agent))?.votes).toBe(1);
  });

  it("refuses a signed-out voter with 401 'Please sign in to vote on agents'", async () => {
    const owner = await signedInUser(stack);
    const agent = await publicAgentOf(stack, owner.userId);
    const response = await stack.client().post(`/api/agents/${agent.id}/vote`);
    expect(response.status).toBe(401);
    expect(response.data).toMatchObject({ success: false, error: 'Please sign in to vote on agents' });
    expect((await storedAgent(stack, agent))?.votes).toBe(0);
  });

  it("answers 404 for another user's private agent and for an id that is not one", async () => {
    const owner = await signedInUser(stack);
    const agent = await readyAgentOf(stack, owner.userId);
    const voter = await signedInUser(stack);
    for (const id of [agent.id, 'A00AAA0000', 'nope']) {
      const response = await voter.client.post(`/api/agents/${id}/vote`);
      expect(response.status).toBe(404);
      expect(response.data).toMatchObject({ success: false, error: 'Agent not found' });
    }
    expect((await storedAgent(stack, agent))?.votes).toBe(0);
  });
});
