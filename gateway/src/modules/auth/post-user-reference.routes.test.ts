import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../../../../testkit/agent-cards.js';
import { startStack, type TestStack } from '../../../../testkit/stack.js';

let stack: TestStack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack.stop());

const referenceOf = async (userId: string) => (await stack.gateway.deps.users.findById(userId))?.signUpReference;

describe('POST /api/user/reference', () => {
  it('stores the first reference and accepts (ignores) any later one', async () => {
    const { client, userId } = await signedInUser(stack);
    expect(await referenceOf(userId)).toBeNull();
    const first = await client.post('/api/user/reference', { reference: '  spring-campaign ' });
    expect(first.status).toBe(200);
    expect(first.data).toEqual({ success: true });
    expect(await client.post('/api/user/reference', { reference: 'other' })).toMatchObject({
      status: 200,
      data: { success: true },
    });
    expect(await referenceOf(userId)).toBe('spring-campaign');
  });

  it('needs a signed-in user (401) and a reference (400)', async () => {
    const anonymous = await stack.client().post('/api/user/reference', { reference: 'x' });
    expect(anonymous.status).toBe(401);
    expect(anonymous.data).toEqual({ success: false, error: 'Unauthorized' });
    const { client, userId } = await signedInUser(stack);
    const empty = await client.post('/api/user/reference', { reference: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.data).toEqual({ success: false, error: 'reference is required' });
    expect(await referenceOf(userId)).toBeNull();
  });
});
