import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicAgentOf, readyAgentOf, signedInUser, storedAgent } from '../../../../testkit/agent-cards.js';
import { startStack, type TestStack } from '../../../../testkit/stack.js';

let stack: TestStack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack.stop());

const share = (client: ReturnType<TestStack['client']>, id: string, json: unknown) =>
  client.request('PUT', `/api/agents/${id}/sharing`, { json });

describe('PUT /api/agents/{id}/sharing', () => {
  it('turns anonymous access on and off, with the message to show', async () => {
    const owner = await signedInUser(stack);
    const agent = await readyAgentOf(stack, owner.userId);
    const on = await share(owner.client, agent.id, { share: { anonymous_enabled: true }, sharing_enabled: true });
    expect(on.status).toBe(200);
    expect(on.data).toMatchObject({ success: true, message: 'Anonymous access enabled' });
    expect((await owner.client.get(`/api/agents/${agent.id}`)).data.share).toEqual({
      anonymous_enabled: true,
      deployment: 'weblink',
    });
    const off = await share(owner.client, agent.id, { share: { anonymous_enabled: false }, sharing_enabled: true });
    expect(off.data).toMatchObject({ success: true, message: 'Anonymous access disabled' });
    expect((await storedAgent(stack, agent))?.share).toEqual({ anonymous_enabled: false, deployment: 'weblink' });
  });

  it("refuses a bad body (400), a signed-out caller (401) and a non-owner ('You do not own this agent', 403)", async () => {
    const owner = await signedInUser(stack);
    const agent = await publicAgentOf(stack, owner.userId);
    const bad = await share(owner.client, agent.id, { share: { anonymous_enabled: 'yes' } });
    expect(bad.status).toBe(400);
    expect(bad.data).toMatchObject({ success: false, error: 'share.anonymous_enabled must be true or false' });
    expect((await share(stack.client(), agent.id, { share: { anonymous_enabled: true } })).status).toBe(401);
    const stranger = await signedInUser(stack);
    const forbidden = await share(stranger.client, agent.id, { share: { anonymous_enabled: true } });
    expect(forbidden.status).toBe(403);
    expect(forbidden.data).toMatchObject({ success: false, error: 'You do not own this agent' });
    expect((await storedAgent(stack, agent))?.share).toEqual({ anonymous_enabled: false, deployment: 'weblink' });
  });
});
