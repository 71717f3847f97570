import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicAgentOf, readyAgentOf, signedInUser, storedAgent } from '../../../../testkit/agent-cards.js';
import { startStack, type TestStack } from '../../../../testkit/stack.js';

let stack: TestStack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack.stop());

const setCategory = (client: ReturnType<TestStack['client']>, id: string, json: unknown) =>
  client.request('PATCH', `/api/agents/${id}/category`, { json });

describe('PATCH /api/agents/{id}/category', () => {
  it("changes the category of the owner's agent, answering JSON", async () => {
    const owner = await signedInUser(stack);
    const agent = await readyAgentOf(stack, owner.userId);
    const response = await setCategory(owner.client, agent.id, { category: 'Business' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.data).toMatchObject({ success: true, category: 'Business', agent: { id: agent.id, category: 'Business' } });
  });

  it("answers JSON errors: 'All' and unknown categories 400, a public agent of someone else 403, a private one 404", async () => {
    const owner = await signedInUser(stack);
    const agent = await publicAgentOf(stack, owner.userId, {}, 'Fiction');
    for (const category of ['All', 'Nope', undefined]) {
      const refused = await setCategory(owner.client, agent.id, { category });
      expect(refused.status).toBe(400);
      expect(refused.headers.get('content-type')).toMatch(/^application\/json/);
      expect(refused.data).toMatchObject({ success: false, error: expect.stringMatching(/^category must be one of: Animals, /) });
    }
    const stranger = await signedInUser(stack);
    const forbidden = await setCategory(stranger.client, agent.id, { category: 'Business' });
    expect(forbidden.status).toBe(403);
    expect(forbidden.data).toMatchObject({ success: false, error: 'You do not own this agent' });
    const secret = await readyAgentOf(stack, owner.userId);
    expect((await setCategory(stranger.client, secret.id, { category: 'Business' })).status).toBe(404);
    expect((await storedAgent(stack, agent))?.category).toBe('Fiction');
  });
});
