import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicAgentOf, readyAgentOf, signedInUser, storedAgent } from '../../../../testkit/agent-cards.js';
import { ensureConversationBackend } from '../../../../testkit/conversation/conversation-backend.js';
import { startSessionOver } from '../../../../testkit/conversation/conversation-test-kit.js';
import type { FakeEngines } from '../../../../testkit/conversation/fake-engines.js';
import { startStack, type TestStack } from '../../../../testkit/stack.js';

let stack: TestStack;
let engines: FakeEngines;
beforeAll(async () => {
  stack = await startStack();
  const fake = await ensureConversationBackend(stack);
  if (!fake) throw new Error('these checks read the fake engines');
  engines = fake;
});
afterAll(() => stack.stop());

/** The length of a PCM WAV from its header: data bytes / byte rate. */
function wavDurationMs(bytes: Buffer): number {
  expect(bytes.subarray(0, 4).toString('ascii')).toBe('RIFF');
  const byteRate = bytes.readUInt32LE(28);
  const dataAt = bytes.indexOf(Buffer.from('data'), 12);
  return (bytes.readUInt32LE(dataAt + 4) / byteRate) * 1000;
}

describe('voices', () => {
  it('lists the eleven built-in voices by gender for signed-in users, with the engine that speaks them', async () => {
    const user = await signedInUser(stack);
    const gallery = await user.client.get('/api/voice/gallery?language=en');
    expect(gallery.status).toBe(200);
    expect(gallery.data.female.map((voice: { id: string }) => voice.id)).toEqual(['alloy', 'coral', 'nova', 'sage', 'shimmer']);
    expect(gallery.data.male.map((voice: { id: string }) => voice.id)).toEqual([
      'ash',
      'ballad',
      'echo',
      'fable',
      'onyx',
      'verse',
    ]);
    expect(gallery.data.female[0]).toMatchObject({ id: 'alloy', name: 'Alloy', gender: 'feminine', language: 'multi' });
    expect(gallery.data.engine).toBe(engines.speech.name);
    expect((await stack.client().get('/api/voice/gallery')).status).toBe(401);
    expect((await user.client.get('/api/voice/gallery?language=not a language')).status).toBe(400);
  });

  it('previews a voice: audio spoken now whose length fits the text, then the same file again', async () => {
    const user = await signedInUser(stack);
    const calls = engines.speech.calls.length;
    const first = await user.client.post('/api/voice/preview', { voice_id: 'Onyx', language: 'en' });
    expect(first.status).toBe(200);
    expect(first.data).toMatchObject({ success: true, content_type: 'audio/wav', cached: false });
    const audio = Buffer.from(await (await fetch(stack.url + first.data.audio_url)).arrayBuffer());
    const spoken = engines.speech.calls.at(-1)!;
    expect(spoken).toMatchObject({ voice: 'onyx' });
    expect(spoken.text).toContain("I'm Onyx");
    const duration = wavDurationMs(audio);
    expect(Math.abs(duration - first.data.duration_ms)).toBeLessThan(5);
    expect(duration).toBeGreaterThanOrEqual(spoken.text.length * 10 - 5);

    const again = await user.client.post('/api/voice/preview', { voice_id: 'onyx', language: 'en' });
    expect(again.data.cached).toBe(true);
    const replay = Buffer.from(await (await fetch(stack.url + again.data.audio_url)).arrayBuffer());
    expect(replay.equals(audio)).toBe(true);
    expect(engines.speech.calls.length).toBe(calls + 1);

    const unknown = await user.client.post('/api/voice/preview', { voice_id: 'darth', language: 'en' });
    expect(unknown.status).toBe(404);
    expect(unknown.data.error).toBe('Voice not found');
  });

  it('applies a voice to the owner’s agent, which the next conversation speaks with', async () => {
    const owner = await signedInUser(stack);
    const agent = await readyAgentOf(stack, owner.userId, { gender: 'feminine', voice_id: 'nova' });
    const applied = await owner.client.post('/api/voice/apply', {
      code: agent.id,
      voice_id: 'onyx',
      gender: 'masculine',
      language: 'en',
    });
    expect(applied.status).toBe(200);
    expect(applied.data).toMatchObject({ success: true, voice_id: 'onyx', gender: 'masculine' });
    expect((await storedAgent(stack, agent))?.voice_id).toBe('onyx');
    expect((await startSessionOver(owner.client, agent.id)).voice).toBe('onyx');

    expect((await owner.client.post('/api/voice/apply', { code: agent.id, voice_id: 'darth' })).status).toBe(400);
    const shown = await publicAgentOf(stack, owner.userId);
    const stranger = await signedInUser(stack);
    const refused = await stranger.client.post('/api/voice/apply', { code: shown.id, voice_id: 'ash' });
    expect(refused.status).toBe(403);
    expect(refused.data.error).toBe('You do not own this agent');
    expect((await stack.client().post('/api/voice/apply', { code: shown.id, voice_id: 'ash' })).data.error).toBe(
      'Authentication Required',
    );
  });

  it('saves the persona (PATCH /api/agents/{id}); the next conversation answers as the new persona', async () => {
    const owner = await signedInUser(stack);
    const agent = await readyAgentOf(stack, owner.userId);
    const blank = await owner.client.request('PATCH', `/api/agents/${agent.id}`, {
      json: { name: '  ', prompt: 'x', gender: 'feminine' },
    });
    expect(blank.status).toBe(400);
    expect(blank.data.error).toBe('name is required');
    const saved = await owner.client.request('PATCH', `/api/agents/${agent.id}`, {
      json: {
        name: 'Captain Mirela',
        description: 'A lighthouse keeper',
        prompt: 'You keep the lighthouse of Porto Santo and love storms.',
        languages: ['pt'],
        gender: 'feminine',
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.data.agent).toMatchObject({ name: 'Captain Mirela', language: 'pt', gender: 'feminine' });
    expect(saved.data.voice_notice).toBeNull();
    // Only the description: the rest stays.
    await owner.client.request('PATCH', `/api/agents/${agent.id}`, { json: { description: 'Keeper of the light' } });
    expect(await storedAgent(stack, agent)).toMatchObject({
      name: 'Captain Mirela',
      description: 'Keeper of the light',
      language: 'pt',
    });

    const session = await startSessionOver(owner.client, agent.id);
    expect(session.language).toBe('pt');
    await owner.client.post(
      `/api/conversations/${session.sessionId}/messages`,
      { text: 'Who are you?' },
      { 'x-conversation-token': session.sessionToken },
    );
    await expect
      .poll(() => engines.chat.requests.at(-1)?.messages[0]?.content ?? '')
      .toContain('You keep the lighthouse of Porto Santo');
    expect(engines.chat.requests.at(-1)!.messages[0]!.content).toContain('You are Captain Mirela');
  });
});
