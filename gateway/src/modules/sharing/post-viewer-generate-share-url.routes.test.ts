import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicAgentOf, readyAgentOf, signedInUser } from '../../../../testkit/agent-cards.js';
import { startStack, type TestStack } from '../../../../testkit/stack.js';

let stack: TestStack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack.stop());

describe('POST /api/viewer/generate-share-url', () => {
  it("gives the owner a login-required link with the agent's token, then the same token as an anonymous link", async () => {
    const owner = await signedInUser(stack);
    const agent = await readyAgentOf(stack, owner.userId);
    const first = await owner.client.post('/api/viewer/generate-share-url', { agentCode: agent.id, model: 'essence' });
    expect(first.status).toBe(200);
    // No PUBLIC_BASE_URL here: the link starts with the origin the request reached.
    const pattern = new RegExp(`^${stack.url}/view/${agent.id}\\?share=([A-Za-z0-9_-]{32})&model=essence$`);
    expect(first.data).toEqual({ success: true, shareUrl: expect.stringMatching(pattern), anonymous: false });
    const token = pattern.exec(first.data.shareUrl as string)?.[1];

    await owner.client.request('PUT', `/api/agents/${agent.id}/sharing`, { json: { share: { anonymous_enabled: true } } });
    const second = await owner.client.post('/api/viewer/generate-share-url', { agentCode: agent.id });
    expect(second.data).toEqual({ success: true, shareUrl: `${stack.url}/view/${agent.id}?share=${token}`, anonymous: true });
  });

  it("lets anyone signed in share a public agent, without the owner's token", async () => {
    const owner = await signedInUser(stack);
    const agent = await publicAgentOf(stack, owner.userId);
    const visitor = await signedInUser(stack);
    const response = await visitor.client.post('/api/viewer/generate-share-url', { agentCode: agent.id, model: 'essence' });
    expect(response.data).toEqual({ success: true, shareUrl: `${stack.url}/view/${agent.id}?model=essence`, anonymous: false });
  });

  it("refuses a signed-out caller (401), another user's private agent (404) and a bad body (400)", async () => {
    const owner = await signedInUser(stack);
    const agent = await readyAgentOf(stack, owner.userId);
    expect((await stack.client().post('/api/viewer/generate-share-url', { agentCode: agent.id })).status).toBe(401);
    const stranger = await signedInUser(stack);
    const hidden = await stranger.client.post('/api/viewer/generate-share-url', { agentCode: agent.id });
    expect(hidden.status).toBe(404);
    expect(hidden.data).toMatchObject({ success: false, error: 'Agent not found' });
    expect((await owner.client.post('/api/viewer/generate-share-url', {})).data).toMatchObject({
      success: false,
      error: 'agentCode is required',
    });
    expect((await owner.client.post('/api/viewer/generate-share-url', { agentCode: agent.id, model: 'x' })).status).toBe(400);
  });
});
