import { voices } from '@avatarium/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readyAgentOf, signedInUser, storedAgent } from '../../../../testkit/agent-cards.js';
import { ensureConversationBackend } from '../../../../testkit/conversation/conversation-backend.js';
import { startSessionOver } from '../../../../testkit/conversation/conversation-test-kit.js';
import type { FakeEngines } from '../../../../testkit/conversation/fake-engines.js';
import { startStack, type TestStack } from '../../../../testkit/stack.js';
import { makeWav } from '../../../../testkit/conversation/wav.js';
import { sendFiles } from '../../../../testkit/uploads/upload-test-kit.js';
import { collect, wsClient } from '../../../../testkit/ws-client.js';

let stack: TestStack;
let engines: FakeEngines;
beforeAll(async () => {
  stack = await startStack();
  const fake = await ensureConversationBackend(stack);
  if (!fake) throw new Error('these checks read the fake engines');
  engines = fake;
});
afterAll(() => stack.stop());

type Update = {
  voiceTransactionUpdates: { status: string; voiceData: { id: string; gender: string } | null; previewUrl: string | null };
};

describe('designing a voice from a description', () => {
  it('runs as a transaction whose every status reaches the subscription, and the poll path answers the same', async () => {
    const owner = await signedInUser(stack);
    const agent = await readyAgentOf(stack, owner.userId, { gender: 'masculine', voice_id: 'echo' });
    const started = await owner.client.post('/api/voice/generate', {
      agent_id: agent.id,
      prompt: 'A deep, slow and calm voice of an old sea captain',
    });
    expect(started.status).toBe(200);
    const transactionId = started.data.transaction_id as string;
    const socket = wsClient(stack.url, owner.client.cookieHeader);
    const updates = collect<Update>(
      socket,
      'subscription($t: ID!) { voiceTransactionUpdates(transactionId: $t) { status voiceData { id gender } previewUrl } }',
      { t: transactionId },
    );
    const done = await updates.next((value) => value.voiceTransactionUpdates.status === 'completed');
    expect(done.voiceTransactionUpdates.voiceData).toMatchObject({ gender: 'masculine' });
    const designedId = done.voiceTransactionUpdates.voiceData!.id;
    expect(designedId).toMatch(voices.DESIGNED_VOICE_PATTERN);
    // The sample was spoken in the new voice and can be played.
    expect(engines.speech.calls.some((call) => call.voice === designedId)).toBe(true);
    expect((await fetch(stack.url + done.voiceTransactionUpdates.previewUrl!)).status).toBe(200);

    const polled = await owner.client.get(`/api/voice/query?transaction_id=${transactionId}`);
    expect(polled.data).toMatchObject({ success: true, status: 'completed', voice_data: { id: designedId }, error: null });
    expect(polled.data.preview_url).toBeTruthy();

    const applied = await owner.client.post('/api/voice/apply', {
      code: agent.id,
      voice_id: designedId,
      transaction_id: transactionId,
    });
    expect(applied.status).toBe(200);
    expect((await storedAgent(stack, agent))?.voice_id).toBe(designedId);
    await updates.next((value) => value.voiceTransactionUpdates.status === 'applied');
    expect((await startSessionOver(owner.client, agent.id)).voice).toBe(designedId);
    // Applied: it can no longer be rejected.
    expect((await owner.client.post('/api/voice/reject', { transaction_id: transactionId })).status).toBe(409);
    updates.dispose();
    await socket.dispose();

    const stranger = await signedInUser(stack);
    expect((await stranger.client.get(`/api/voice/query?transaction_id=${transactionId}`)).status).toBe(404);
    const empty = await owner.client.post('/api/voice/generate', { agent_id: agent.id, prompt: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.data.error).toBe('Please enter a voice prompt.');
  });

  it('a rejected voice is recorded as such', async () => {
    const owner = await signedInUser(stack);
    const agent = await readyAgentOf(stack, owner.userId);
    const { data } = await owner.client.post('/api/voice/generate', {
      agent_id: agent.id,
      prompt: 'A bright, quick young woman',
    });
    await expect
      .poll(async () => (await owner.client.get(`/api/voice/query?transaction_id=${data.transaction_id}`)).data.status)
      .toBe('completed');
    const rejected = await owner.client.post('/api/voice/reject', { transaction_id: data.transaction_id });
    expect(rejected.data).toEqual({ success: true, status: 'rejected' });
  });
});

describe('cloning a voice from a sample (offline: the closest match)', () => {
  it('measures the sample, shapes the offline voice to its pitch, and says it is a match, not a clone', async () => {
    const owner = await signedInUser(stack);
    const agent = await readyAgentOf(stack, owner.userId);
    const upload = async (ms: number, hz: number) => {
      const sent = await sendFiles(
        owner.client,
        [{ name: 'me.wav', bytes: makeWav(ms, 16_000, hz), type: 'audio/wav' }],
        agent.id,
      );
      expect(sent.status).toBe(200);
      return sent.data.uploads[0].storagePath as string;
    };
    const path = await upload(4000, 200);
    const started = await owner.client.post('/api/voice/clone', { agent_id: agent.id, audio_file_path: path, language: 'en' });
    expect(started.status).toBe(200);
    const poll = (id: string) => owner.client.get(`/api/voice/query?transaction_id=${id}`);
    await expect.poll(async () => (await poll(started.data.transaction_id)).data.status).toBe('completed');
    const { data } = await poll(started.data.transaction_id);
    expect(data.kind).toBe('clone');
    expect(data.voice_data.name).toMatch(/^clone-\d{8}-\d{6}$/);
    expect(data.voice_data.gender).toBe('feminine');
    expect(data.voice_data.description).toContain('Closest offline match to your sample (its voice is about 200 Hz');
    expect(data.voice_data.description).toContain('Not a clone');
    expect(voices.parseDesignedVoice(data.voice_data.id)!.pitch).toBeCloseTo(200 / 90, 1);

    const short = await owner.client.post('/api/voice/clone', { agent_id: agent.id, audio_file_path: await upload(400, 200) });
    await expect.poll(async () => (await poll(short.data.transaction_id)).data.status).toBe('failed');
    expect((await poll(short.data.transaction_id)).data.error).toContain('We could not hear enough voice in the sample');

    const stranger = await signedInUser(stack);
    const theirs = await stranger.client.post('/api/voice/clone', { agent_id: agent.id, audio_file_path: path });
    expect(theirs.status).toBe(404);
    const missing = await owner.client.post('/api/voice/clone', { agent_id: agent.id });
    expect(missing.data.error).toBe('Please upload or record an audio file.');
  });
});
