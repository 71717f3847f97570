import { media } from '@avatarium/contracts';
import { AppError } from '@avatarium/platform';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser } from '../../../../testkit/seed.js';
import { startStack, type TestStack } from '../../../../testkit/stack.js';
import { fakeMedia } from '../../../../testkit/fake-media.js';
import { generateAgentId } from '@avatarium/contracts';

let stack: TestStack;
let fake: ReturnType<typeof fakeMedia>;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack.stop());
afterEach(() => fake?.restore());

async function signedIn() {
  const client = stack.client();
  const { userId } = await signUpUser(client);
  return { client, userId };
}

const payload = (overrides: Record<string, unknown> = {}) => ({
  prompt: 'A friendly pirate captain',
  image_url: null,
  video_url: null,
  audio_url: null,
  aspect_ratio: '16:9',
  video_aspect_ratio: '16:9',
  agent_id: generateAgentId(),
  duration: 10,
  model: 'essence',
  ...overrides,
});

describe('POST /api/generate-agent', () => {
  it('answers 401 Unauthorized when signed out, before anything else', async () => {
    fake = fakeMedia(stack);
    const response = await stack.client().post('/api/generate-agent', payload({ prompt: '' }));
    expect(response.status).toBe(401);
    expect(response.data).toMatchObject({ success: false, error: 'Unauthorized' });
    expect(fake.calls.start).toEqual([]);
  });

  it('refuses a blank prompt without an image or a video (an audio alone is not enough)', async () => {
    fake = fakeMedia(stack);
    const { client, userId } = await signedIn();
    for (const body of [
      payload({ prompt: '   ' }),
      payload({ prompt: undefined }),
      payload({ prompt: '', audio_url: `uploads/${userId}/A12BCD3456/voice.mp3` }),
    ]) {
      const response = await client.post('/api/generate-agent', body);
      expect(response.status).toBe(400);
      expect(response.data).toMatchObject({
        success: false,
        error: 'Enter a prompt, or add an image or a video, to create an agent.',
      });
    }
    expect(fake.calls.start).toEqual([]);
  });

  it.each([
    ['an unknown model', { model: 'turbo' }, /^model: /],
    ['a prompt over 4000 characters', { prompt: 'x'.repeat(4001) }, /The prompt is too long/],
    ['a duration over 60 s', { duration: 600 }, /^duration: /],
    ['a media field that is not a string', { image_url: 42 }, /^image_url: /],
  ])('refuses %s with 400', async (_case, overrides, message) => {
    fake = fakeMedia(stack);
    const { client } = await signedIn();
    const response = await client.post('/api/generate-agent', payload(overrides));
    expect(response.status).toBe(400);
    expect(response.data.success).toBe(false);
    expect(response.data.error).toMatch(message);
    expect(fake.calls.start).toEqual([]);
  });

  it("refuses another user's upload with 403 Forbidden", async () => {
    fake = fakeMedia(stack);
    const { client } = await signedIn();
    const { userId: otherId } = await signUpUser(stack.client());
    for (const field of ['image_url', 'video_url', 'audio_url']) {
      const response = await client.post(
        '/api/generate-agent',
        payload({ [field]: `/files/uploads/${otherId}/A12BCD3456/x.bin?expires=1` }),
      );
      expect(response.status).toBe(403);
      expect(response.data).toMatchObject({ success: false, error: 'Forbidden' });
    }
    expect(fake.calls.start).toEqual([]);
  });

  it('refuses an external URL with 400 and says what to do', async () => {
    fake = fakeMedia(stack);
    const { client } = await signedIn();
    const response = await client.post('/api/generate-agent', payload({ image_url: 'https://images.example.org/cat.png' }));
    expect(response.status).toBe(400);
    expect(response.data.error).toBe(
      'The image_url is not a file uploaded here. Upload the file first, then use its storagePath or publicUrl.',
    );
    expect(fake.calls.start).toEqual([]);
  });

  it('sends media the storage keys of the user own uploads, whatever form they came in', async () => {
    fake = fakeMedia(stack);
    const { client, userId } = await signedIn();
    const agentId = generateAgentId();
    const key = (name: string) => `uploads/${userId}/${agentId}/${name}`;
    const response = await client.post(
      '/api/generate-agent',
      payload({
        agent_id: agentId,
        model: 'expression',
        image_url: `/files/${key('face.png')}?expires=9999999999&signature=abc`,
        video_url: `${stack.url}/files/${key('move.mp4')}?expires=9999999999&signature=abc`,
        audio_url: key('voice.mp3'),
      }),
    );
    expect(response.status).toBe(200);
    expect(response.data).toEqual({ success: true, agentId, error: null, details: null });
    expect(fake.calls.start).toEqual([
      {
        ownerId: userId,
        proposedId: agentId,
        prompt: 'A friendly pirate captain',
        model: 'expression',
        image: { key: key('face.png'), kind: 'image' },
        video: { key: key('move.mp4'), kind: 'video' },
        audio: { key: key('voice.mp3'), kind: 'audio' },
        aspect_ratio: '16:9',
        video_aspect_ratio: '16:9',
        duration: 10,
      },
    ]);
  });

  it("uses the default prompt 'Create an AI agent' when the prompt is empty but media is given", async () => {
    fake = fakeMedia(stack);
    const { client, userId } = await signedIn();
    const response = await client.post(
      '/api/generate-agent',
      payload({ prompt: '  ', image_url: `uploads/${userId}/x/face.png` }),
    );
    expect(response.status).toBe(200);
    expect(fake.calls.start[0]?.prompt).toBe('Create an AI agent');
  });

  it('ignores a malformed proposed agent id (a new one is issued) and defaults the model to essence', async () => {
    fake = fakeMedia(stack);
    fake.behaviour.start = async () => ({ agentId: 'A12BCD3456' });
    const { client } = await signedIn();
    const response = await client.post('/api/generate-agent', { prompt: 'A wizard', agent_id: 'A12ILO3456' });
    expect(response.data).toMatchObject({ success: true, agentId: 'A12BCD3456' });
    expect(fake.calls.start[0]).toMatchObject({ proposedId: undefined, model: 'essence', aspect_ratio: '16:9', duration: 10 });
  });

  it("maps media's INSUFFICIENT_CREDITS to 402 'Insufficient credits' with the message as details", async () => {
    fake = fakeMedia(stack);
    fake.behaviour.start = async () => {
      throw new AppError('INSUFFICIENT_CREDITS', 'Insufficient credits: 100 needed, 49 available');
    };
    const { client } = await signedIn();
    const response = await client.post('/api/generate-agent', payload());
    expect(response.status).toBe(402);
    expect(response.data).toEqual({
      success: false,
      error: 'Insufficient credits',
      details: 'Insufficient credits: 100 needed, 49 available',
    });
  });

  it("maps other failures to 'Failed to generate agent' with details", async () => {
    fake = fakeMedia(stack);
    fake.behaviour.start = async () => {
      throw new AppError('UNAVAILABLE', 'The service is not available right now. Please try again.');
    };
    const { client } = await signedIn();
    const response = await client.post('/api/generate-agent', payload());
    expect(response.status).toBe(503);
    expect(response.data).toEqual({
      success: false,
      error: 'Failed to generate agent',
      details: 'The service is not available right now. Please try again.',
    });
  });

  it('reaches a media service over NATS with the contract (prompt only)', async () => {
    // Served on the test's own connection; the real media service, when it runs, gives the same answer.
    const seen: string[] = [];
    stack.bus.serve(
      media.startGeneration,
      async (request) => {
        seen.push(request.prompt);
        return { agentId: request.proposedId ?? 'A00AAA0000' };
      },
      'test-media',
    );
    const { client } = await signedIn();
    const agentId = generateAgentId();
    const response = await client.post('/api/generate-agent', payload({ agent_id: agentId, prompt: 'A calm monk' }));
    expect(response.data).toMatchObject({ success: true, agentId });
    await expect.poll(() => seen).toContain('A calm monk');
  });
});
