import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicAgentOf, readyAgentOf, signedInUser, storedAgent } from '../../../../testkit/agent-cards.js';
import { startStack, type TestStack } from '../../../../testkit/stack.js';
import { collect, wsClient } from '../../../../testkit/ws-client.js';

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

  it('sharing_enabled: false revokes the link at once (viewers end); enabled again, a new token, the old one still dead', async () => {
    const owner = await signedInUser(stack);
    const agent = await readyAgentOf(stack, owner.userId);
    const tokenOf = async () => {
      const link = await owner.client.request('POST', '/api/viewer/generate-share-url', {
        json: { agentCode: agent.id, model: 'essence' },
      });
      return new URL(link.data.shareUrl as string).searchParams.get('share');
    };
    await share(owner.client, agent.id, { share: { anonymous_enabled: true }, sharing_enabled: true });
    const first = await tokenOf();
    expect(first).toMatch(/^[\w-]{32}$/);
    const VIEW = `query($id: ID!, $share: String) { viewerAgent(id: $id, share: $share) { agent { id } } }`;
    const visitor = stack.client();
    expect((await visitor.graphql(VIEW, { id: agent.id, share: first })).data.viewerAgent.agent).toEqual({ id: agent.id });
    const socket = wsClient(stack.url, '');
    const updates = collect<{ viewerAgentUpdates: { id: string } }>(
      socket,
      'subscription($id: ID!, $share: String) { viewerAgentUpdates(id: $id, share: $share) { id } }',
      { id: agent.id, share: first },
    );
    await updates.next();

    const off = await share(owner.client, agent.id, { share: { anonymous_enabled: true }, sharing_enabled: false });
    expect(off.status, JSON.stringify(off.data)).toBe(200);
    expect((await visitor.graphql(VIEW, { id: agent.id, share: first })).data.viewerAgent.agent).toBeNull();
    expect((await visitor.post('/api/conversations', { agentId: agent.id, share: first })).status).not.toBe(200);
    await expect.poll(() => updates.completed, { timeout: 5000 }).toBe(true);
    // While sharing is off, no link with a token is handed out.
    expect(await tokenOf()).toBeNull();
    updates.dispose();
    await socket.dispose();

    await share(owner.client, agent.id, { share: { anonymous_enabled: true }, sharing_enabled: true });
    const second = await tokenOf();
    expect(second).toMatch(/^[\w-]{32}$/);
    expect(second).not.toBe(first);
    expect((await visitor.graphql(VIEW, { id: agent.id, share: first })).data.viewerAgent.agent).toBeNull();
    expect((await visitor.graphql(VIEW, { id: agent.id, share: second })).data.viewerAgent.agent).toEqual({ id: agent.id });
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
