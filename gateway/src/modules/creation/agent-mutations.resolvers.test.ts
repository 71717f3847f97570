import { credits, generateAgentId } from '@avatarium/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fakeMedia } from '../../../../testkit/fake-media.js';
import type { TestClient } from '../../../../testkit/http-client.js';
import { signUpUser } from '../../../../testkit/seed.js';
import { startStack, type TestStack } from '../../../../testkit/stack.js';

// The createAgent and markFace mutations through the real gateway, catalog, credits and media:
// the same use cases as POST /api/generate-agent and POST /api/continue-generation.

let stack: TestStack;
let fake: ReturnType<typeof fakeMedia> | undefined;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack.stop());
afterEach(() => {
  fake?.restore();
  fake = undefined;
});

const CREATE = `mutation($input: CreateAgentInput!) {
  createAgent(input: $input) { ok agentId refusedAt error { code message inputErrors { field message } } }
}`;
const MARK = `mutation($input: MarkFaceInput!) {
  markFace(input: $input) { ok agentId error { code message inputErrors { field message } } }
}`;
type Result = {
  ok: boolean;
  agentId: string | null;
  refusedAt?: 'INPUT' | 'START' | null;
  error: { code: string; message: string; inputErrors: Array<{ field: string; message: string }> } | null;
};

const box = { x: 100, y: 80, width: 200, height: 220, imageWidth: 1024, imageHeight: 768 };

async function signedIn() {
  const client = stack.client();
  const { userId } = await signUpUser(client);
  return { client, userId };
}

async function create(client: TestClient, input: Record<string, unknown>) {
  const response = await client.graphql<{ createAgent: Result }>(CREATE, { input });
  return { result: response.data?.createAgent, errors: response.errors };
}

async function mark(client: TestClient, input: Record<string, unknown>) {
  const response = await client.graphql<{ markFace: Result }>(MARK, { input });
  return { result: response.data?.markFace, errors: response.errors };
}

describe('Mutation.createAgent', () => {
  it('creates the agent under the proposed code, which the owner can then read', async () => {
    const { client } = await signedIn();
    const agentId = generateAgentId();
    const { result } = await create(client, { prompt: 'A calm monk', agentId });
    expect(result).toEqual({ ok: true, agentId, error: null, refusedAt: null });
    const read = await client.graphql(`query($id: ID!) { agent(id: $id) { id prompt modelType } }`, { id: agentId });
    expect(read.data).toEqual({ agent: { id: agentId, prompt: 'A calm monk', modelType: 'essence' } });
  });

  it('answers bad input as data, with the field', async () => {
    const { client, userId } = await signedIn();
    const empty = await create(client, { prompt: '  ', audioUrl: `uploads/${userId}/A12BCD3456/voice.mp3` });
    expect(empty.result).toMatchObject({
      ok: false,
      agentId: null,
      refusedAt: 'INPUT',
      error: { code: 'BAD_INPUT', message: 'Enter a prompt, or add an image or a video, to create an agent.' },
    });
    const long = await create(client, { prompt: 'x'.repeat(4001) });
    expect(long.result?.error).toMatchObject({ code: 'BAD_INPUT', message: expect.stringMatching(/The prompt is too long/) });
    expect(long.result?.error?.inputErrors[0]?.field).toBe('prompt');
  });

  it("refuses another user's upload as FORBIDDEN", async () => {
    const { client } = await signedIn();
    const { userId: otherId } = await signUpUser(stack.client());
    const { result } = await create(client, { prompt: 'A pirate', imageUrl: `uploads/${otherId}/A12BCD3456/face.png` });
    expect(result).toMatchObject({ ok: false, refusedAt: 'INPUT', error: { code: 'FORBIDDEN', message: 'Forbidden' } });
  });

  it('answers INSUFFICIENT_CREDITS as data when the balance is below the cost, and creates nothing', async () => {
    const { client, userId } = await signedIn();
    await stack.bus.request(credits.debitCredits, { userId, amount: 150, idempotencyKey: `drain-${userId}`, reason: 'test' });
    const { result } = await create(client, { prompt: 'A wizard' });
    // Media refused to start it: the web words this as POST /api/generate-agent does ('Insufficient credits').
    expect(result).toMatchObject({ ok: false, agentId: null, refusedAt: 'START', error: { code: 'INSUFFICIENT_CREDITS' } });
    expect(result?.error?.message).toMatch(/Insufficient credits/);
    expect((await client.graphql('{ myAgents { id } }')).data).toEqual({ myAgents: [] });
  });

  it('refuses a signed-out caller with UNAUTHENTICATED', async () => {
    const { result, errors } = await create(stack.client(), { prompt: 'A wizard' });
    expect(result).toBeUndefined();
    expect(errors?.[0]).toMatchObject({ message: 'Unauthorized', extensions: { code: 'UNAUTHENTICATED' } });
  });
});

describe('Mutation.markFace', () => {
  it('resumes the agent with the marked box (or none) as the owner', async () => {
    fake = fakeMedia(stack);
    const { client, userId } = await signedIn();
    expect((await mark(client, { agentId: 'A12BCD3456', face: box })).result).toEqual({
      ok: true,
      agentId: 'A12BCD3456',
      error: null,
    });
    expect((await mark(client, { agentId: 'A12BCD3456', face: null })).result?.ok).toBe(true);
    expect(fake.calls.continue).toEqual([
      { ownerId: userId, agentId: 'A12BCD3456', face: box },
      { ownerId: userId, agentId: 'A12BCD3456', face: null },
    ]);
  });

  it('answers bad input as data and asks media nothing', async () => {
    fake = fakeMedia(stack);
    const { client } = await signedIn();
    const small = await mark(client, { agentId: 'A12BCD3456', face: { ...box, width: 20 } });
    expect(small.result).toMatchObject({
      ok: false,
      error: { code: 'BAD_INPUT', message: 'The face box must be larger than 2% of the image.' },
    });
    const malformed = await mark(client, { agentId: 'nope', face: null });
    // The mutation's own field names (POST /api/continue-generation still says 'agent_id: ...').
    expect(malformed.result?.error).toMatchObject({
      code: 'BAD_INPUT',
      message: 'agentId: Invalid agent id',
      inputErrors: [{ field: 'agentId', message: 'Invalid agent id' }],
    });
    expect(fake.calls.continue).toEqual([]);
  });

  it('says CONFLICT when the agent is not waiting for face points', async () => {
    fake = fakeMedia(stack);
    fake.behaviour.continue = async () => ({ continued: false });
    const { client } = await signedIn();
    const { result } = await mark(client, { agentId: 'A12BCD3456', face: null });
    expect(result).toMatchObject({
      ok: false,
      error: { code: 'CONFLICT', message: 'This agent is not waiting for face points.' },
    });
  });

  it("answers NOT_FOUND for another user's agent", async () => {
    const owner = await signedIn();
    const agentId = generateAgentId();
    expect((await create(owner.client, { prompt: 'A lighthouse keeper', agentId })).result?.ok).toBe(true);
    const stranger = await signedIn();
    const { result } = await mark(stranger.client, { agentId, face: box });
    expect(result).toMatchObject({ ok: false, agentId: null, error: { code: 'NOT_FOUND', message: 'Agent not found' } });
  });

  it('refuses a signed-out caller with UNAUTHENTICATED', async () => {
    const { result, errors } = await mark(stack.client(), { agentId: 'A12BCD3456', face: null });
    expect(result).toBeUndefined();
    expect(errors?.[0]).toMatchObject({ message: 'Unauthorized', extensions: { code: 'UNAUTHENTICATED' } });
  });
});
