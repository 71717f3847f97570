import { Readable } from 'node:stream';
import { readFileSync } from 'node:fs';
import { conversation } from '@avatarium/contracts';
import { createStorage, loadConfig, storageEnvSchema } from '@avatarium/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { listen, startSession, talk, talkableAgent } from '../../../../testkit/conversation/conversation-stack.js';
import {
  openAiChunks,
  sendEvents,
  sendJson,
  startProviderServer,
  toneWav,
} from '../../../../testkit/providers/provider-server.js';
import { startServiceStack, type ServiceStack } from '../../../../testkit/service-stack.js';

// The conversation service as deployed with cloud engines: made from its configuration (no
// test engines handed in), talking to a local server in OpenAI's wire format, with the
// catalog and credits services on a NATS of its own.

const recording = readFileSync(new URL('../../../../testkit/fixtures/question.webm', import.meta.url));

let provider: Awaited<ReturnType<typeof startProviderServer>>;
let stack: ServiceStack;

beforeAll(async () => {
  provider = await startProviderServer(async (request, response) => {
    if (request.path === '/v1/chat/completions') {
      const question = String(request.json.messages.at(-1).content);
      await sendEvents(response, openAiChunks(['Ahoy!', ' You asked: ', question, '.', ' I am Captain Test.']), 5);
    } else if (request.path === '/v1/audio/speech') response.writeHead(200, { 'content-type': 'audio/wav' }).end(toneWav(700));
    else if (request.path === '/v1/audio/transcriptions') sendJson(response, { text: 'What is your name?' });
    else sendJson(response, { error: { message: 'unknown path' } }, 404);
  });
  const base = `${provider.origin}/v1`;
  stack = await startServiceStack(['catalog', 'credits', 'conversation'], {
    LLM_PROVIDER: 'openai',
    LLM_MODEL: 'gpt-test',
    LLM_BASE_URL: base,
    TTS_PROVIDER: 'openai',
    TTS_BASE_URL: base,
    STT_PROVIDER: 'openai',
    STT_BASE_URL: base,
    OPENAI_API_KEY: 'sk-configured-test-key',
    PROVIDERS_ALLOW_LOOPBACK: 'true',
  });
});

afterAll(async () => {
  await stack?.stop();
  await provider?.stop();
});

const held = (session: { sessionId: string; sessionToken: string }) => ({
  sessionId: session.sessionId,
  sessionToken: session.sessionToken,
});

describe('a conversation on configured cloud engines', () => {
  it('names the engines to the visitor and answers a typed question with the provider reply, spoken sentence by sentence', async () => {
    const agent = await talkableAgent(stack.bus);
    const session = await startSession(stack.bus, agent.id, agent.ownerId);
    expect(session).toMatchObject({
      providers: { llm: 'openai:gpt-test', tts: 'openai:gpt-4o-mini-tts', stt: 'openai:gpt-4o-mini-transcribe' },
    });

    const { events } = await talk(stack.bus, held(session), 'Who are you?');
    const done = events.find((event) => event.type === 'turn.done');
    expect(done && 'text' in done && done.text).toBe('Ahoy! You asked: Who are you?. I am Captain Test.');
    const audio = events.flatMap((event) => (event.type === 'turn.audio' ? [event] : []));
    expect(audio.length).toBeGreaterThanOrEqual(2);
    expect(audio[0]).toMatchObject({ seq: 0, contentType: 'audio/wav', visemes: [] });
    expect(audio[0]!.durationMs).toBeCloseTo(700, 0);

    const chat = provider.requests.find((request) => request.path === '/v1/chat/completions')!;
    expect(chat.headers.authorization).toBe('Bearer sk-configured-test-key');
    expect(chat.json.messages[0].role).toBe('system');
    expect(chat.json.messages.at(-1)).toEqual({ role: 'user', content: 'Who are you?' });
  });

  it('transcribes a recorded question with the provider and answers it', async () => {
    const agent = await talkableAgent(stack.bus);
    const session = await startSession(stack.bus, agent.id, agent.ownerId);
    const storage = createStorage(loadConfig(storageEnvSchema, stack.envOf('conversation')));
    const audioKey = conversation.conversationSpeechKey(session.sessionId, `r${Date.now()}`, 'webm');
    await storage.put(audioKey, Readable.from([recording]), 'audio/webm');

    const events = listen(stack.bus, session.sessionId);
    try {
      const { turnId } = await stack.bus.request(conversation.sendSpeech, {
        ...held(session),
        audioKey,
        contentType: 'audio/webm',
      });
      await events.until((event) => event.type === 'turn.done' && event.turnId === turnId);
      expect(events.events).toContainEqual({ type: 'turn.transcript', turnId, text: 'What is your name?' });
      const done = events.events.find((event) => event.type === 'turn.done');
      expect(done && 'text' in done && done.text).toContain('You asked: What is your name?');
    } finally {
      events.stop();
    }
    const upload = provider.requests.find((request) => request.path === '/v1/audio/transcriptions')!;
    expect(upload.body.includes(recording.subarray(0, 64))).toBe(true);
  });
});
