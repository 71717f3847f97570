import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicAgentOf, readyAgentOf, signedInUser } from '../../../../testkit/agent-cards.js';
import { startStack, type TestStack } from '../../../../testkit/stack.js';

const PUBLIC = 'https://avatars.example.com';
let stack: TestStack;
beforeAll(async () => {
  stack = await startStack({ PUBLIC_BASE_URL: `${PUBLIC}/` });
});
afterAll(() => stack.stop());

describe('POST /api/viewer/generate-url', () => {
  it('builds the viewer link on PUBLIC_BASE_URL with the model, app, session and extra parameters, never the user id', async () => {
    const owner = await signedInUser(stack);
    const agent = await readyAgentOf(stack, owner.userId);
    const response = await owner.client.post('/api/viewer/generate-url', {
      agentCode: agent.id,
      userId: owner.userId,
      sessionId: 'session-1',
      app: 'workspace',
      model: 'expression',
      additionalParams: { theme: 'dark', autoplay: true, userId: 'forged' },
    });
    expect(response.status).toBe(200);
    const url = new URL(response.data.viewerUrl as string);
    expect(`${url.origin}${url.pathname}`).toBe(`${PUBLIC}/view/${agent.id}`);
    expect([...url.searchParams]).toEqual([
      ['share', expect.stringMatching(/^[A-Za-z0-9_-]{32}$/)],
      ['model', 'expression'],
      ['app', 'workspace'],
      ['sessionId', 'session-1'],
      ['theme', 'dark'],
      ['autoplay', 'true'],
    ]);
    expect(response.data).toEqual({ success: true, viewerUrl: response.data.viewerUrl });
    expect(response.data.viewerUrl).not.toContain(owner.userId);
  });

  it('defaults the model to essence; a public agent of someone else gets a link without a token', async () => {
    const owner = await signedInUser(stack);
    const agent = await publicAgentOf(stack, owner.userId);
    const visitor = await signedInUser(stack);
    const response = await visitor.client.post('/api/viewer/generate-url', { agentCode: agent.id, userId: visitor.userId });
    expect(response.data).toEqual({ success: true, viewerUrl: `${PUBLIC}/view/${agent.id}?model=essence` });
  });

  it('refuses a signed-out caller (401), a hidden agent (404) and bad parameters (400)', async () => {
    const owner = await signedInUser(stack);
    const agent = await readyAgentOf(stack, owner.userId);
    expect((await stack.client().post('/api/viewer/generate-url', { agentCode: agent.id })).status).toBe(401);
    const stranger = await signedInUser(stack);
    expect((await stranger.client.post('/api/viewer/generate-url', { agentCode: agent.id })).status).toBe(404);
    const bad = await owner.client.post('/api/viewer/generate-url', { agentCode: agent.id, additionalParams: { x: { y: 1 } } });
    expect(bad.status).toBe(400);
  });
});
