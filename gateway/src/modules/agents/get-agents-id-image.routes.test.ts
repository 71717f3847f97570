import { Readable } from 'node:stream';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { publicAgentOf, readyAgentOf, signedInUser } from '../../../../testkit/agent-cards.js';
import { startStack, type TestStack } from '../../../../testkit/stack.js';

let stack: TestStack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack.stop());
afterEach(() => vi.restoreAllMocks());

const POSTER = Buffer.from('poster jpeg bytes');

/** A ready private agent whose poster is stored, and its owner's share token. */
async function sharedAgent() {
  const owner = await signedInUser(stack);
  const agent = await readyAgentOf(stack, owner.userId);
  await stack.gateway.deps.storage.put(`agents/${agent.id}/poster.jpg`, Readable.from([POSTER]), 'image/jpeg');
  const link = await owner.client.post('/api/viewer/generate-share-url', { agentCode: agent.id, model: 'essence' });
  const token = new URL(link.data.shareUrl as string).searchParams.get('share');
  expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
  return { owner, agent, token: token! };
}

describe('GET /api/agents/:id/image (the chat widget launcher picture)', () => {
  it('serves the poster to the owner and to anyone with the share link of either type; others get 404', async () => {
    const { owner, agent, token } = await sharedAgent();
    const visitor = stack.client();

    const own = await owner.client.get(`/api/agents/${agent.id}/image`);
    expect(own.status).toBe(200);
    expect(own.data).toBe(POSTER.toString());
    expect(own.headers.get('content-type')).toBe('image/jpeg');
    // Without a token the owner's answer depended on the session: browsers only.
    expect(own.headers.get('cache-control')).toBe('private, max-age=300');

    // Anonymous access is off (a login-required link): the launcher still shows the picture.
    const shared = await visitor.get(`/api/agents/${agent.id}/image?share=${token}`);
    expect(shared.status).toBe(200);
    expect(shared.data).toBe(POSTER.toString());
    expect(shared.headers.get('cache-control')).toBe('public, max-age=300');
    expect(shared.headers.get('cross-origin-resource-policy')).toBe('cross-origin');

    const unchanged = await visitor.get(`/api/agents/${agent.id}/image?share=${token}`, {
      'if-none-match': shared.headers.get('etag')!,
    });
    expect(unchanged.status).toBe(304);

    const stranger = await signedInUser(stack);
    const forged = `${token.slice(0, -1)}${token.endsWith('x') ? 'y' : 'x'}`;
    for (const [client, path] of [
      [visitor, `/api/agents/${agent.id}/image`],
      [visitor, `/api/agents/${agent.id}/image?share=${forged}`],
      [stranger.client, `/api/agents/${agent.id}/image`],
      [visitor, `/api/agents/A00AAA0000/image?share=${token}`],
      [visitor, `/api/agents/not-an-id/image`],
    ] as const) {
      const response = await client.get(path);
      expect(response.status).toBe(404);
      expect(response.data).toEqual({ success: false, error: 'Image not found' });
    }
  });

  it('still serves the picture after a signed URL of it has expired', async () => {
    const { owner, agent, token } = await sharedAgent();
    const signed = (await owner.client.get(`/api/agents/${agent.id}`)).data.poster as string;
    expect(signed).toMatch(/expires=/);

    // Two hours later (the signing lifetime is one), as for a shop page left open.
    const later = Date.now() + 2 * 3600_000;
    vi.spyOn(Date, 'now').mockReturnValue(later);
    expect((await stack.client().get(signed)).status).toBe(403);
    const stable = await stack.client().get(`/api/agents/${agent.id}/image?share=${token}`);
    expect(stable.status).toBe(200);
    expect(stable.data).toBe(POSTER.toString());
  });

  it('serves a public agent to anyone without a token; never a picture that is not a raster image', async () => {
    const owner = await signedInUser(stack);
    const agent = await publicAgentOf(stack, owner.userId);
    await stack.gateway.deps.storage.put(`agents/${agent.id}/poster.jpg`, Readable.from([POSTER]), 'image/jpeg');
    const response = await stack.client().get(`/api/agents/${agent.id}/image`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');

    const other = await publicAgentOf(stack, owner.userId);
    await stack.gateway.deps.storage.put(`agents/${other.id}/poster.jpg`, Readable.from(['<svg/>']), 'image/svg+xml');
    expect((await stack.client().get(`/api/agents/${other.id}/image`)).status).toBe(404);
    // No picture stored at all.
    const bare = await publicAgentOf(stack, owner.userId);
    expect((await stack.client().get(`/api/agents/${bare.id}/image`)).status).toBe(404);
  });
});
