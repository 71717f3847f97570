import type { Agent } from '@avatarium/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentIdsOf, publicAgentOf, readyAgentOf, signedInUser, storedAgent } from '../../../../testkit/agent-cards.js';
import type { TestClient } from '../../../../testkit/http-client.js';
import { startStack, type TestStack } from '../../../../testkit/stack.js';

let stack: TestStack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack.stop());

type Caller = 'anonymous' | 'another user' | 'owner';

interface Write {
  name: string;
  /** The agent it acts on: private unless said. */
  publicAgent?: boolean;
  send(client: TestClient, agent: Agent): ReturnType<TestClient['request']>;
  /** Status per caller. */
  expected: Record<Caller, number>;
}

// Every owner-only or sign-in-only write of issue 7, on a private agent (and the owner-only
// ones again on a public agent, which a non-owner can see: 403 rather than 404).
const writes: Write[] = [
  {
    name: 'vote',
    send: (c, a) => c.post(`/api/agents/${a.id}/vote`),
    expected: { anonymous: 401, 'another user': 404, owner: 403 },
  },
  {
    name: 'clone',
    send: (c, a) => c.post(`/api/agents/${a.id}/clone`),
    expected: { anonymous: 401, 'another user': 404, owner: 200 },
  },
  {
    name: 'delete',
    send: (c, a) => c.request('DELETE', '/api/agents', { json: { agentId: a.id } }),
    expected: { anonymous: 401, 'another user': 404, owner: 200 },
  },
  {
    name: 'delete (public agent)',
    publicAgent: true,
    send: (c, a) => c.request('DELETE', '/api/agents', { json: { agentId: a.id } }),
    expected: { anonymous: 401, 'another user': 404, owner: 200 },
  },
  {
    name: 'visibility',
    send: (c, a) => c.request('PATCH', `/api/agents/${a.id}`, { json: { visibility: 'public', category: 'History' } }),
    expected: { anonymous: 401, 'another user': 404, owner: 200 },
  },
  {
    name: 'visibility (public agent)',
    publicAgent: true,
    send: (c, a) => c.request('PATCH', `/api/agents/${a.id}`, { json: { visibility: 'private' } }),
    expected: { anonymous: 401, 'another user': 403, owner: 200 },
  },
  {
    name: 'category',
    send: (c, a) => c.request('PATCH', `/api/agents/${a.id}/category`, { json: { category: 'Business' } }),
    expected: { anonymous: 401, 'another user': 404, owner: 200 },
  },
  {
    name: 'category (public agent)',
    publicAgent: true,
    send: (c, a) => c.request('PATCH', `/api/agents/${a.id}/category`, { json: { category: 'Business' } }),
    expected: { anonymous: 401, 'another user': 403, owner: 200 },
  },
  {
    name: 'sharing',
    send: (c, a) => c.request('PUT', `/api/agents/${a.id}/sharing`, { json: { share: { anonymous_enabled: true } } }),
    expected: { anonymous: 401, 'another user': 404, owner: 200 },
  },
  {
    name: 'sharing (public agent)',
    publicAgent: true,
    send: (c, a) => c.request('PUT', `/api/agents/${a.id}/sharing`, { json: { share: { anonymous_enabled: true } } }),
    expected: { anonymous: 401, 'another user': 403, owner: 200 },
  },
  {
    name: 'share url',
    send: (c, a) => c.post('/api/viewer/generate-share-url', { agentCode: a.id, model: 'essence' }),
    expected: { anonymous: 401, 'another user': 404, owner: 200 },
  },
  {
    name: 'viewer url',
    send: (c, a) => c.post('/api/viewer/generate-url', { agentCode: a.id, model: 'essence' }),
    expected: { anonymous: 401, 'another user': 404, owner: 200 },
  },
];

const callers: Caller[] = ['anonymous', 'another user', 'owner'];

describe('authorization matrix of the agent-card writes', () => {
  for (const write of writes) {
    for (const caller of callers) {
      it(`${write.name} as ${caller}: ${write.expected[caller]}`, async () => {
        const owner = await signedInUser(stack);
        const agent = write.publicAgent ? await publicAgentOf(stack, owner.userId) : await readyAgentOf(stack, owner.userId);
        const other = caller === 'another user' ? await signedInUser(stack) : null;
        const client = caller === 'owner' ? owner.client : (other?.client ?? stack.client());

        const response = await write.send(client, agent);
        expect(response.status, JSON.stringify(response.data)).toBe(write.expected[caller]);
        expect(response.headers.get('content-type')).toMatch(/^application\/json/);
        expect(response.data.success).toBe(response.status === 200);
        if (response.status === 200) return;
        if (response.status === 403)
          expect(response.data.error).toBe(
            write.name === 'vote' ? 'You cannot vote for your own agent.' : 'You do not own this agent',
          );
        if (response.status === 404) expect(response.data.error).toBe('Agent not found');
        // Refused: the agent is exactly as it was, and nobody got a copy.
        const now = await storedAgent(stack, agent);
        expect(now).toEqual(agent);
        if (other) expect(await agentIdsOf(stack, other.userId)).toEqual([]);
        expect(await agentIdsOf(stack, owner.userId)).toEqual([agent.id]);
      });
    }
  }

  it('sign-up reference: anonymous 401 (nothing stored anywhere), a user stores only their own', async () => {
    expect((await stack.client().post('/api/user/reference', { reference: 'x' })).status).toBe(401);
    const first = await signedInUser(stack);
    const second = await signedInUser(stack);
    expect((await first.client.post('/api/user/reference', { reference: 'first-ref' })).status).toBe(200);
    expect((await stack.gateway.deps.users.findById(first.userId))?.signUpReference).toBe('first-ref');
    expect((await stack.gateway.deps.users.findById(second.userId))?.signUpReference).toBeNull();
  });
});
