import { catalog } from '@avatarium/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser } from '../../../../testkit/seed.js';
import { startStack, type TestStack } from '../../../../testkit/stack.js';

let stack: TestStack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack.stop());

describe('GET /api/agents?type=community', () => {
  it('lists nothing private or unfinished, to visitors too', async () => {
    const owner = stack.client();
    const { userId } = await signUpUser(owner);
    await stack.bus.request(catalog.createAgent, { ownerId: userId, prompt: 'A private agent', model: 'essence' });
    const response = await stack.client().get('/api/agents?type=community');
    expect(response.status).toBe(200);
    expect(response.data).toEqual({ success: true, agents: [], error: null });
  });

  it('refuses other list types and unknown categories with 400', async () => {
    const wrongType = await stack.client().get('/api/agents?type=mine');
    expect(wrongType.status).toBe(400);
    expect(wrongType.data).toMatchObject({ success: false, agents: [], error: 'Only type=community can be listed.' });
    expect((await stack.client().get('/api/agents?type=community&category=Nope')).status).toBe(400);
    expect((await stack.client().get('/api/agents?type=community&category=Fiction&search=%20x%20')).status).toBe(200);
  });
});
