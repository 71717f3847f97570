import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readyAgentOf, signedInUser, storedAgent } from '../../../../testkit/agent-cards.js';
import { startStack, type TestStack } from '../../../../testkit/stack.js';
import { collect, wsClient } from '../../../../testkit/ws-client.js';

let stack: TestStack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack.stop());

const RESULT =
  'ok error { code message } agent { id deployment uiOverlay { qr_code { original_url title } } customActions { greetings { enabled opening_instructions } } }';
const ACTIONS = {
  greetings: { opening_instructions: 'Say hello to the visitor.', enabled: true },
  auto_refresh: { enabled: false },
  keyword_triggers: { enabled: false, triggers: [] },
  session_timeout: { enabled: false },
};

describe('agent settings over GraphQL', () => {
  it('the mutations save what the REST paths save, and refuse the same bad input as data', async () => {
    const owner = await signedInUser(stack);
    const agent = await readyAgentOf(stack, owner.userId);
    const actions = await owner.client.graphql(
      `mutation($id: ID!, $a: CustomActionsInput!) { setAgentCustomActions(id: $id, customActions: $a) { ${RESULT} } }`,
      { id: agent.id, a: ACTIONS },
    );
    expect(actions.data.setAgentCustomActions).toMatchObject({
      ok: true,
      agent: { customActions: { greetings: { enabled: true, opening_instructions: 'Say hello to the visitor.' } } },
    });
    const overlay = await owner.client.graphql(
      `mutation($id: ID!, $o: UiOverlayInput!) { setAgentUiOverlay(id: $id, uiOverlay: $o) { ${RESULT} } }`,
      { id: agent.id, o: { qr_code: [{ original_url: 'https://example.com/a' }], foreground: { enabled: false, url: '' } } },
    );
    expect(overlay.data.setAgentUiOverlay.agent.uiOverlay.qr_code).toEqual([
      { original_url: 'https://example.com/a', title: 'Scan me' },
    ]);
    const deployment = await owner.client.graphql(
      `mutation($id: ID!) { setAgentDeployment(id: $id, deployment: "embedding") { ${RESULT} } }`,
      {
        id: agent.id,
      },
    );
    expect(deployment.data.setAgentDeployment.agent.deployment).toBe('embedding');
    expect((await storedAgent(stack, agent))?.share.deployment).toBe('embedding');

    const bad = await owner.client.graphql(
      `mutation($id: ID!, $a: CustomActionsInput!) { setAgentCustomActions(id: $id, customActions: $a) { ${RESULT} } }`,
      { id: agent.id, a: { ...ACTIONS, auto_refresh: { enabled: true, idle_timeout: 10 } } },
    );
    expect(bad.data.setAgentCustomActions).toMatchObject({ ok: false, agent: null, error: { code: 'BAD_INPUT' } });
    expect(bad.data.setAgentCustomActions.error.message).toContain('at least 60');
  });

  it('an open viewer gets the owner’s change live (viewerAgentUpdates), and a stranger cannot follow a private agent', async () => {
    const owner = await signedInUser(stack);
    const agent = await readyAgentOf(stack, owner.userId);
    const socket = wsClient(stack.url, owner.client.cookieHeader);
    type Update = { viewerAgentUpdates: { id: string; uiOverlay: { qr_code: Array<{ original_url: string }> } } };
    const updates = collect<Update>(
      socket,
      'subscription($id: ID!) { viewerAgentUpdates(id: $id) { id uiOverlay { qr_code { original_url } } } }',
      {
        id: agent.id,
      },
    );
    const first = await updates.next();
    expect(first.viewerAgentUpdates).toEqual({ id: agent.id, uiOverlay: { qr_code: [] } });
    await owner.client.request('PUT', `/api/agents/${agent.id}/ui-overlay`, {
      json: { qr_code: [{ original_url: 'https://example.com/live' }], foreground: { enabled: false, url: '' } },
    });
    const changed = await updates.next((value) => value.viewerAgentUpdates.uiOverlay.qr_code.length === 1);
    expect(changed.viewerAgentUpdates.uiOverlay.qr_code).toEqual([{ original_url: 'https://example.com/live' }]);
    updates.dispose();
    await socket.dispose();

    const stranger = await signedInUser(stack);
    const strangerSocket = wsClient(stack.url, stranger.client.cookieHeader);
    const refused = collect(strangerSocket, 'subscription($id: ID!) { viewerAgentUpdates(id: $id) { id } }', { id: agent.id });
    await expect.poll(() => refused.failure, { timeout: 5000 }).toBeTruthy();
    expect(JSON.stringify(refused.failure)).toContain('Agent not found');
    refused.dispose();
    await strangerSocket.dispose();
  });
});
