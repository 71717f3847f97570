import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicAgentOf, readyAgentOf, signedInUser } from '../../../../testkit/agent-cards.js';
import { startStack, type TestStack } from '../../../../testkit/stack.js';

let stack: TestStack;
beforeAll(async () => {
  stack = await startStack({ PUBLIC_BASE_URL: 'https://avatars.example.com' });
});
afterAll(() => stack.stop());

const SHARE = `mutation($id: ID!) { shareLink(id: $id, model: essence) { ok shareUrl anonymous error { code message } } }`;
const VIEW = `query($id: ID!, $share: String) { viewerAgent(id: $id, share: $share) { requiresSignIn agent { id name isOwner } } }`;

describe('Mutation.shareLink and Query.viewerAgent', () => {
  it('a login-required link opens for signed-in users only; an anonymous one for anyone; a private agent otherwise for its owner', async () => {
    const owner = await signedInUser(stack);
    const agent = await readyAgentOf(stack, owner.userId, { name: 'Secret Sam' });
    const link = (await owner.client.graphql(SHARE, { id: agent.id })).data.shareLink;
    expect(link).toMatchObject({ ok: true, anonymous: false, error: null });
    const url = new URL(link.shareUrl as string);
    expect(url.origin + url.pathname).toBe(`https://avatars.example.com/view/${agent.id}`);
    expect(url.searchParams.get('model')).toBe('essence');
    const token = url.searchParams.get('share');

    const visitor = await signedInUser(stack);
    const signedOut = stack.client();
    expect((await signedOut.graphql(VIEW, { id: agent.id })).data.viewerAgent).toEqual({ requiresSignIn: false, agent: null });
    expect((await visitor.client.graphql(VIEW, { id: agent.id })).data.viewerAgent.agent).toBeNull();
    expect((await signedOut.graphql(VIEW, { id: agent.id, share: token })).data.viewerAgent).toEqual({
      requiresSignIn: true,
      agent: null,
    });
    expect((await visitor.client.graphql(VIEW, { id: agent.id, share: token })).data.viewerAgent).toEqual({
      requiresSignIn: false,
      agent: { id: agent.id, name: 'Secret Sam', isOwner: false },
    });
    expect((await owner.client.graphql(VIEW, { id: agent.id })).data.viewerAgent.agent).toMatchObject({ isOwner: true });

    await owner.client.request('PUT', `/api/agents/${agent.id}/sharing`, { json: { share: { anonymous_enabled: true } } });
    expect((await owner.client.graphql(SHARE, { id: agent.id })).data.shareLink).toMatchObject({ anonymous: true });
    expect((await signedOut.graphql(VIEW, { id: agent.id, share: token })).data.viewerAgent.agent).toMatchObject({
      id: agent.id,
    });
    expect((await signedOut.graphql(VIEW, { id: agent.id, share: 'x'.repeat(32) })).data.viewerAgent.agent).toBeNull();
    expect((await signedOut.graphql(VIEW, { id: 'not-an-id' })).data.viewerAgent).toEqual({ requiresSignIn: false, agent: null });
  });

  it('public agents open for anyone; shareLink refuses signed-out callers and hidden agents as data', async () => {
    const owner = await signedInUser(stack);
    const agent = await publicAgentOf(stack, owner.userId);
    expect((await stack.client().graphql(VIEW, { id: agent.id })).data.viewerAgent.agent).toMatchObject({ id: agent.id });
    expect((await stack.client().graphql(SHARE, { id: agent.id })).data.shareLink).toMatchObject({
      ok: false,
      error: { code: 'UNAUTHENTICATED' },
    });
    const secret = await readyAgentOf(stack, owner.userId);
    const stranger = await signedInUser(stack);
    expect((await stranger.client.graphql(SHARE, { id: secret.id })).data.shareLink).toMatchObject({
      ok: false,
      error: { code: 'NOT_FOUND', message: 'Agent not found' },
    });
  });
});

describe('Mutation.saveSignUpReference', () => {
  it('stores the first reference; needs a signed-in user', async () => {
    const save = `mutation($r: String!) { saveSignUpReference(reference: $r) }`;
    const { client, userId } = await signedInUser(stack);
    expect((await client.graphql(save, { r: 'newsletter' })).data).toEqual({ saveSignUpReference: true });
    expect((await client.graphql(save, { r: 'later' })).data).toEqual({ saveSignUpReference: true });
    expect((await stack.gateway.deps.users.findById(userId))?.signUpReference).toBe('newsletter');
    expect((await stack.client().graphql(save, { r: 'x' })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
