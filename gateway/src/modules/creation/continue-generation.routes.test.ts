import { AppError } from '@avatarium/platform';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser } from '../../../../testkit/seed.js';
import { startStack, type TestStack } from '../../../../testkit/stack.js';
import { fakeMedia } from '../../../../testkit/fake-media.js';

let stack: TestStack;
let fake: ReturnType<typeof fakeMedia>;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack.stop());
afterEach(() => fake?.restore());

const box = { x: 100, y: 80, width: 200, height: 220, imageWidth: 1024, imageHeight: 768 };

async function signedIn() {
  const client = stack.client();
  const { userId } = await signUpUser(client);
  return { client, userId };
}

describe('POST /api/continue-generation', () => {
  it('answers 401 when signed out', async () => {
    fake = fakeMedia(stack);
    const response = await stack.client().post('/api/continue-generation', { agent_id: 'A12BCD3456', face_coordinates: null });
    expect(response.status).toBe(401);
    expect(response.data).toMatchObject({ success: false, error: 'Unauthorized' });
    expect(fake.calls.continue).toEqual([]);
  });

  it('resumes with the marked face box, or without one', async () => {
    fake = fakeMedia(stack);
    const { client, userId } = await signedIn();
    expect((await client.post('/api/continue-generation', { agent_id: 'A12BCD3456', face_coordinates: box })).data).toEqual({
      success: true,
    });
    expect((await client.post('/api/continue-generation', { agent_id: 'A12BCD3456', face_coordinates: null })).data).toEqual({
      success: true,
    });
    expect((await client.post('/api/continue-generation', { agent_id: 'A12BCD3456' })).status).toBe(200);
    expect(fake.calls.continue).toEqual([
      { ownerId: userId, agentId: 'A12BCD3456', face: box },
      { ownerId: userId, agentId: 'A12BCD3456', face: null },
      { ownerId: userId, agentId: 'A12BCD3456', face: null },
    ]);
  });

  it.each([
    ['a malformed agent id', { agent_id: 'nope', face_coordinates: null }, 'agent_id: Invalid agent id'],
    [
      'a box of 2% or less',
      { agent_id: 'A12BCD3456', face_coordinates: { ...box, width: 20 } },
      'The face box must be larger than 2% of the image.',
    ],
    [
      'a box outside the image',
      { agent_id: 'A12BCD3456', face_coordinates: { ...box, x: 900 } },
      'The face box must lie within the image.',
    ],
    ['fractional pixels', { agent_id: 'A12BCD3456', face_coordinates: { ...box, x: 10.5 } }, /^face_coordinates.x: /],
  ])('refuses %s with 400', async (_case, body, message) => {
    fake = fakeMedia(stack);
    const { client } = await signedIn();
    const response = await client.post('/api/continue-generation', body);
    expect(response.status).toBe(400);
    expect(response.data.success).toBe(false);
    expect(response.data.error).toMatch(message);
    expect(fake.calls.continue).toEqual([]);
  });

  it("passes media's refusal on, and says so when the agent is not waiting", async () => {
    fake = fakeMedia(stack);
    const { client } = await signedIn();
    fake.behaviour.continue = async () => {
      throw new AppError('NOT_FOUND', 'Agent not found');
    };
    const missing = await client.post('/api/continue-generation', { agent_id: 'A12BCD3456', face_coordinates: null });
    expect(missing.status).toBe(404);
    expect(missing.data).toMatchObject({ success: false, error: 'Agent not found' });

    fake.behaviour.continue = async () => ({ continued: false });
    const idle = await client.post('/api/continue-generation', { agent_id: 'A12BCD3456', face_coordinates: null });
    expect(idle.status).toBe(409);
    expect(idle.data).toMatchObject({ success: false, error: 'This agent is not waiting for face points.' });
  });
});
