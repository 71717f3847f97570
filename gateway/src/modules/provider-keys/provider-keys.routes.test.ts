import { conversation, providerKeys } from '@avatarium/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readyAgentOf, signedInUser } from '../../../../testkit/agent-cards.js';
import { startConversationOn } from '../../../../testkit/conversation/conversation-backend.js';
import { holding, startSessionOver } from '../../../../testkit/conversation/conversation-test-kit.js';
import { fakeEngines } from '../../../../testkit/conversation/fake-engines.js';
import { makeWav } from '../../../../testkit/conversation/wav.js';
import { sendFiles } from '../../../../testkit/uploads/upload-test-kit.js';
import { startFakePersonalProviders } from '../../../../testkit/providers/fake-personal-providers.js';
import { startStack, type TestStack } from '../../../../testkit/stack.js';

const GOOD = 'sk-test-good-key-7f3a9c21';
let stack: TestStack;
let checker: Awaited<ReturnType<typeof startFakePersonalProviders>>;
const answers: string[] = [];
const logLines: string[] = [];
const events: Array<{ sessionId: string; event: conversation.ConversationEvent }> = [];
const OWN_KEY_REPLY = 'This reply came through your own key.';

beforeAll(async () => {
  checker = await startFakePersonalProviders(GOOD, { reply: OWN_KEY_REPLY });
  stack = await startStack();
  await startConversationOn(
    stack,
    { PERSONAL_PROVIDERS_BASE_URL: checker.url, PROVIDERS_ALLOW_LOOPBACK: 'true' },
    fakeEngines(),
    (line) => void logLines.push(line),
  );
  stack.bus.subscribe(conversation.conversationEvent, (payload) => void events.push(payload));
});
afterAll(async () => {
  await stack.stop();
  await checker.stop();
  // No answer of the whole run carried a key.
  expect(answers.filter((text) => text.includes(GOOD) || text.includes('sk-test-bad'))).toEqual([]);
  // Nor did any log line of the service, at debug level.
  expect(logLines.length).toBeGreaterThan(0);
  expect(logLines.filter((line) => line.includes(GOOD) || line.includes('sk-test-bad'))).toEqual([]);
});

const keep = <T extends { data: unknown }>(response: T) => (answers.push(JSON.stringify(response.data)), response);

describe('personal provider keys (/settings)', () => {
  it('adds a key only after the platform accepts it, shows it masked, tests it again and removes it', async () => {
    const user = await signedInUser(stack);
    expect(keep(await user.client.get('/api/settings/providers')).data).toEqual({ success: true, providers: { entries: [] } });

    const refused = keep(
      await user.client.post('/api/settings/providers', { platform: 'anthropic', api_key: 'sk-test-bad-key-000' }),
    );
    expect(refused.status).toBe(400);
    expect(refused.data.error).toBe('The key was refused by anthropic (HTTP 401).');

    const added = keep(
      await user.client.post('/api/settings/providers', { platform: 'openai', api_key: GOOD, label: 'My OpenAI' }),
    );
    expect(added.status).toBe(200);
    expect(added.data.entry).toMatchObject({
      platform: 'openai',
      label: 'My OpenAI',
      masked: '••••9c21',
      capabilities: ['llm', 'stt', 'tts', 'realtime'],
    });
    const eleven = keep(await user.client.post('/api/settings/providers', { platform: 'elevenlabs', api_key: GOOD }));
    expect(eleven.data.entry).toMatchObject({ label: 'ElevenLabs', capabilities: ['tts'] });

    const listed = keep(await user.client.get('/api/settings/providers'));
    expect(listed.data.providers.entries.map((entry: { platform: string }) => entry.platform)).toEqual(['openai', 'elevenlabs']);
    const id = added.data.entry.id as string;
    expect(keep(await user.client.post(`/api/settings/providers/${id}/test`, {})).data).toEqual({
      success: true,
      ok: true,
      message: 'The key works.',
    });

    // The key travelled in headers only, as each platform documents.
    expect(checker.seen.map((request) => request.route)).toEqual([
      'GET /v1/models',
      'GET /v1/models',
      'GET /v1/user',
      'GET /v1/models',
    ]);
    expect(checker.seen.every((request) => !request.url.includes(GOOD))).toBe(true);

    const stranger = await signedInUser(stack);
    expect(keep(await stranger.client.get('/api/settings/providers')).data.providers.entries).toEqual([]);
    expect(keep(await stranger.client.post(`/api/settings/providers/${id}/test`, {})).status).toBe(404);
    expect(keep(await stranger.client.request('DELETE', `/api/settings/providers/${id}`)).data.removed).toBe(false);
    expect(keep(await user.client.request('DELETE', `/api/settings/providers/${id}`)).data.removed).toBe(true);
    expect(keep(await user.client.get('/api/settings/providers')).data.providers.entries).toHaveLength(1);
  });

  it('refuses signed-out callers, Coming Soon platforms and a blank key; GraphQL answers the same', async () => {
    expect((await stack.client().get('/api/settings/providers')).status).toBe(401);
    const user = await signedInUser(stack);
    const soon = keep(await user.client.post('/api/settings/providers', { platform: 'minimax', api_key: GOOD }));
    expect(soon.data.error).toBe('MiniMax is coming soon.');
    expect(keep(await user.client.post('/api/settings/providers', { platform: 'openai', api_key: ' ' })).data.error).toBe(
      'Enter the API key',
    );
    const viaGraphql = await user.client.graphql(
      'mutation($k: String!) { addProviderKey(platform: "deepgram", apiKey: $k) { ok key { platform masked } error { message } } }',
      { k: GOOD },
    );
    answers.push(JSON.stringify(viaGraphql));
    expect(viaGraphql.data.addProviderKey).toEqual({ ok: true, key: { platform: 'deepgram', masked: '••••9c21' }, error: null });
    const listed = await user.client.graphql('{ providerKeys { platform label capabilities } }');
    answers.push(JSON.stringify(listed));
    expect(listed.data.providerKeys).toEqual([{ platform: 'deepgram', label: 'Deepgram', capabilities: ['stt'] }]);
  });

  it('throttles key checks per user: 50 adds at once make at most 10 outbound calls and store at most 10 keys', async () => {
    const user = await signedInUser(stack);
    const checksBefore = checker.seen.filter((entry) => entry.route === 'GET /v1/models').length;
    const replies = await Promise.all(
      Array.from({ length: 50 }, () => user.client.post('/api/settings/providers', { platform: 'openai', api_key: GOOD })),
    );
    replies.forEach(keep);
    const checks = checker.seen.filter((entry) => entry.route === 'GET /v1/models').length - checksBefore;
    expect(checks).toBeLessThanOrEqual(10);
    expect(replies.filter((reply) => reply.status === 200)).toHaveLength(10);
    const limited = replies.filter((reply) => reply.status !== 200);
    expect(limited.every((reply) => reply.status === 429)).toBe(true);
    expect(limited[0]!.data).toMatchObject({ success: false, error: 'Too many attempts. Please wait a minute and try again.' });
    expect(limited[0]!.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await user.client.get('/api/settings/providers')).data.providers.entries).toHaveLength(10);
    // Another user is not held back by this one's burst.
    const other = await signedInUser(stack);
    expect((await other.client.post('/api/settings/providers', { platform: 'openai', api_key: GOOD })).status).toBe(200);
  });

  it('keeps at most 10 keys per user, saying the limit, even when adds arrive at once', async () => {
    const user = await signedInUser(stack);
    const add = () =>
      stack.bus
        .request(providerKeys.addProviderKey, { ownerId: user.userId, platform: 'openai', api_key: GOOD }, { timeoutMs: 20_000 })
        .then(
          () => 'stored',
          (error: Error) => error.message,
        );
    const results = await Promise.all(Array.from({ length: 14 }, add));
    expect(results.filter((result) => result === 'stored')).toHaveLength(10);
    expect(new Set(results.filter((result) => result !== 'stored'))).toEqual(
      new Set(['You can keep at most 10 provider keys. Remove one before adding another.']),
    );
    expect(await add()).toBe('You can keep at most 10 provider keys. Remove one before adding another.');
    expect((await user.client.get('/api/settings/providers')).data.providers.entries).toHaveLength(10);
  });
});

const custom = (id: string) => ({ mode: 'custom', provider_id: id });
const platformDefault = { mode: 'default', provider_id: null };
const patchProviders = (client: Awaited<ReturnType<typeof signedInUser>>['client'], agentId: string, body: unknown) =>
  client.request('PATCH', `/api/agents/${agentId}`, { json: body }).then(keep);

describe("an agent's providers (Providers dialog)", () => {
  it("saves with the realtime rules, only with the owner's own keys for what their platform does", async () => {
    const owner = await signedInUser(stack);
    const openai = keep(await owner.client.post('/api/settings/providers', { platform: 'openai', api_key: GOOD })).data.entry;
    const eleven = keep(await owner.client.post('/api/settings/providers', { platform: 'elevenlabs', api_key: GOOD })).data.entry;
    const agent = await readyAgentOf(stack, owner.userId);

    const saved = await patchProviders(owner.client, agent.id, {
      providers: { llm: custom(openai.id), stt: platformDefault, tts: custom(eleven.id), realtime: platformDefault },
      language: 'en',
    });
    expect(saved.status, JSON.stringify(saved.data)).toBe(200);
    expect(saved.data.providers).toEqual({
      llm: custom(openai.id),
      stt: platformDefault,
      tts: custom(eleven.id),
      realtime: platformDefault,
    });
    expect(saved.data.language).toBe('en');

    // A realtime provider resets the three others and makes the agent multilingual.
    const realtime = await patchProviders(owner.client, agent.id, {
      providers: { llm: custom(openai.id), stt: platformDefault, tts: custom(eleven.id), realtime: custom(openai.id) },
      language: 'en',
    });
    expect(realtime.data.providers).toEqual({
      llm: platformDefault,
      stt: platformDefault,
      tts: platformDefault,
      realtime: custom(openai.id),
    });
    expect(realtime.data.language).toBe('multi');

    const wrongCapability = await patchProviders(owner.client, agent.id, {
      providers: { llm: custom(eleven.id), stt: platformDefault, tts: platformDefault, realtime: platformDefault },
    });
    expect(wrongCapability.status).toBe(400);
    expect(wrongCapability.data.error).toBe('ElevenLabs does not offer llm.');

    const stranger = await signedInUser(stack);
    const theirs = keep(await stranger.client.post('/api/settings/providers', { platform: 'openai', api_key: GOOD })).data.entry;
    const notYours = await patchProviders(owner.client, agent.id, {
      providers: { llm: custom(theirs.id), stt: platformDefault, tts: platformDefault, realtime: platformDefault },
    });
    expect(notYours.status).toBe(400);
    expect(notYours.data.error).toBe('That provider is not one of your provider keys.');
    const intruder = await patchProviders(stranger.client, agent.id, {
      providers: { llm: custom(theirs.id), stt: platformDefault, tts: platformDefault, realtime: platformDefault },
    });
    expect([403, 404]).toContain(intruder.status);

    // GraphQL saves through the same use case and shows the choice to the owner only.
    const viaGraphql = await owner.client.graphql(
      `mutation($id: ID!, $p: AgentProvidersInput!) { setAgentProviders(id: $id, providers: $p, language: "fr") {
         ok agent { language providers { llm { mode providerId } realtime { mode } } } } }`,
      {
        id: agent.id,
        p: {
          llm: { mode: 'custom', providerId: openai.id },
          stt: { mode: 'default' },
          tts: { mode: 'default' },
          realtime: { mode: 'default' },
        },
      },
    );
    answers.push(JSON.stringify(viaGraphql));
    expect(viaGraphql.data.setAgentProviders).toEqual({
      ok: true,
      agent: { language: 'fr', providers: { llm: { mode: 'custom', providerId: openai.id }, realtime: { mode: 'default' } } },
    });
  });

  it("talks on the owner's key while it exists, and on the platform default once it is removed", async () => {
    const owner = await signedInUser(stack);
    const openai = keep(await owner.client.post('/api/settings/providers', { platform: 'openai', api_key: GOOD })).data.entry;
    const agent = await readyAgentOf(stack, owner.userId);
    expect(
      (
        await patchProviders(owner.client, agent.id, {
          providers: { llm: custom(openai.id), stt: platformDefault, tts: platformDefault, realtime: platformDefault },
          language: 'en',
        })
      ).status,
    ).toBe(200);

    const session = await startSessionOver(owner.client, agent.id);
    expect(session.providers.llm).toBe('openai:gpt-4o-mini');
    const sent = await owner.client.post(
      `/api/conversations/${session.sessionId}/messages`,
      { text: 'Whose key is this?' },
      holding(session.sessionToken),
    );
    expect(sent.status).toBe(200);
    await expect
      .poll(
        () => {
          const done = events.find((e) => e.sessionId === session.sessionId && e.event.type === 'turn.done');
          return done && (done.event as { text: string }).text;
        },
        { timeout: 20_000 },
      )
      .toBe(OWN_KEY_REPLY);
    const chat = checker.seen.filter((request) => request.route === 'POST /v1/chat/completions');
    expect(chat.at(-1)?.key).toBe(GOOD);
    expect(JSON.stringify(chat.at(-1)?.json)).toContain('Whose key is this?');

    expect(keep(await owner.client.request('DELETE', `/api/settings/providers/${openai.id}`)).data.removed).toBe(true);
    const after = await startSessionOver(owner.client, agent.id);
    expect(after.providers.llm).not.toMatch(/^openai:/);
  });
});

describe("ElevenLabs through the owner's key (voice picker, design, instant clone)", () => {
  it("lists the account's voices, or says which key is missing", async () => {
    const owner = await signedInUser(stack);
    const openai = keep(await owner.client.post('/api/settings/providers', { platform: 'openai', api_key: GOOD })).data.entry;
    const eleven = keep(await owner.client.post('/api/settings/providers', { platform: 'elevenlabs', api_key: GOOD })).data.entry;
    const noKey = keep(await owner.client.get('/api/voice/elevenlabs'));
    expect([noKey.status, noKey.data.error]).toEqual([400, 'API Key Required']);
    for (const id of ['pk_000000000000000000', openai.id, 'nonsense']) {
      const missing = keep(await owner.client.get(`/api/voice/elevenlabs?provider_id=${id}`));
      expect([missing.status, missing.data.error]).toEqual([404, 'Provider Not Found']);
    }
    const listed = keep(await owner.client.get(`/api/voice/elevenlabs?provider_id=${eleven.id}`));
    expect(listed.status).toBe(200);
    expect(listed.data.voices[0]).toEqual({
      id: '21m00Tcm4TlvDq8ikWAM',
      name: 'Rachel',
      category: 'premade',
      gender: 'female',
      accent: 'american',
      supported_languages: ['en'],
      description: 'calm',
      preview_url: 'https://storage.googleapis.com/eleven-public-prod/premade/voices/21m00Tcm4TlvDq8ikWAM/preview.mp3',
    });
    expect(listed.data.voices[1]).toMatchObject({ name: 'Adam', gender: 'male', preview_url: null });
    const stranger = await signedInUser(stack);
    expect(keep(await stranger.client.get(`/api/voice/elevenlabs?provider_id=${eleven.id}`)).status).toBe(404);
    const viaGraphql = await owner.client.graphql(
      'query($p: ID) { elevenLabsVoices(providerId: $p) { name category previewUrl } }',
      {
        p: eleven.id,
      },
    );
    answers.push(JSON.stringify(viaGraphql));
    expect(viaGraphql.data.elevenLabsVoices.map((voice: { name: string }) => voice.name)).toEqual(['Rachel', 'Adam']);
  });

  it('designs and clones on ElevenLabs when the agent speaks through it; a rejected voice is deleted there', async () => {
    const owner = await signedInUser(stack);
    const eleven = keep(await owner.client.post('/api/settings/providers', { platform: 'elevenlabs', api_key: GOOD })).data.entry;
    const agent = await readyAgentOf(stack, owner.userId);
    const saved = await patchProviders(owner.client, agent.id, {
      providers: { llm: platformDefault, stt: platformDefault, tts: custom(eleven.id), realtime: platformDefault },
      language: 'en',
    });
    expect(saved.status).toBe(200);
    const poll = async (id: string) => keep(await owner.client.get(`/api/voice/query?transaction_id=${id}`)).data;

    const design = keep(
      await owner.client.post('/api/voice/generate', {
        agent_id: agent.id,
        prompt: 'A bright young narrator',
        gender: 'feminine',
      }),
    );
    expect(design.status).toBe(200);
    await expect.poll(async () => (await poll(design.data.transaction_id)).status, { timeout: 15_000 }).toBe('completed');
    const designed = await poll(design.data.transaction_id);
    expect(designed.voice_data).toMatchObject({ id: 'designed_1', gender: 'feminine' });
    expect(designed.voice_data.description).toBe('Designed by ElevenLabs from: "A bright young narrator"');
    const designCall = checker.seen.find((request) => request.route === 'POST /v1/text-to-voice/create-previews');
    expect(designCall?.json.voice_description).toBe('A bright young narrator');
    expect(designCall?.key).toBe(GOOD);
    expect(checker.made.map((voice) => voice.voice_id)).toContain('designed_1');
    expect(keep(await owner.client.post('/api/voice/reject', { transaction_id: design.data.transaction_id })).data.status).toBe(
      'rejected',
    );
    expect(checker.made.map((voice) => voice.voice_id)).not.toContain('designed_1');

    const sample = await sendFiles(
      owner.client,
      [{ name: 'me.wav', bytes: makeWav(4000, 16_000, 180), type: 'audio/wav' }],
      agent.id,
    );
    const clone = keep(
      await owner.client.post('/api/voice/clone', {
        agent_id: agent.id,
        audio_file_path: sample.data.uploads[0].storagePath,
        voice_name: 'My own voice',
      }),
    );
    expect(clone.status).toBe(200);
    await expect.poll(async () => (await poll(clone.data.transaction_id)).status, { timeout: 15_000 }).toBe('completed');
    const cloned = await poll(clone.data.transaction_id);
    expect(cloned.voice_data).toMatchObject({
      name: 'My own voice',
      description: 'An instant clone of your sample, made by ElevenLabs.',
    });
    const made = checker.made.find((voice) => voice.voice_id === cloned.voice_data.id);
    expect(made).toMatchObject({ name: 'My own voice', category: 'cloned' });
    expect(made!.sampleBytes).toBeGreaterThan(4 * 16_000 * 2);
    // The preview is the cloned voice speaking, from ElevenLabs' speech endpoint.
    expect(checker.seen.some((request) => request.route === `POST /v1/text-to-speech/${cloned.voice_data.id}`)).toBe(true);

    const applied = keep(
      await owner.client.post('/api/voice/apply', {
        code: agent.id,
        voice_id: cloned.voice_data.id,
        gender: 'feminine',
        language: 'en',
        transaction_id: clone.data.transaction_id,
      }),
    );
    expect(applied.data.voice_id).toBe(cloned.voice_data.id);
    // A voice picked from the account's list (the provider picker) needs no transaction.
    const picked = keep(
      await owner.client.post('/api/voice/apply', { code: agent.id, voice_id: 'pNInz6obpgDQGcFmaJgB', language: 'en' }),
    );
    expect(picked.data).toEqual({ success: true, voice_id: 'pNInz6obpgDQGcFmaJgB', gender: 'masculine' });
    const unknown = keep(
      await owner.client.post('/api/voice/apply', { code: agent.id, voice_id: 'not-in-the-account', language: 'en' }),
    );
    expect(unknown.status).toBe(400);
  });
});
