import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ensureLlmEngine } from '../../../../tools/engines/llm-engine.js';
import { ensureSttEngine } from '../../../../tools/engines/stt-engine.js';
import { ensureTtsEngine } from '../../../../tools/engines/tts-engine.js';
import { readyAgentOf, signedInUser } from '../../../../testkit/agent-cards.js';
import { startConversationOn } from '../../../../testkit/conversation/conversation-backend.js';
import { holding } from '../../../../testkit/conversation/conversation-test-kit.js';
import type { TestClient } from '../../../../testkit/http-client.js';
import { openAiChunks, sendEvents, sendJson, startProviderServer } from '../../../../testkit/providers/provider-server.js';
import { toneWav } from '../../../../testkit/providers/provider-server.js';
import { startStack, type TestStack } from '../../../../testkit/stack.js';
import { collect, wsClient } from '../../../../testkit/ws-client.js';

// A conversation through the gateway (GraphQL, its subscription and /api) with the real
// conversation service on real engines: once on an OpenAI-compatible server run here (the
// chat streamed as chunked server-sent events, speech and transcription in OpenAI's format),
// once on the offline defaults a fresh machine gets.

const question = readFileSync(new URL('../../../../testkit/fixtures/question.webm', import.meta.url));

type Session = { sessionId: string; sessionToken: string; providers: { llm: string; tts: string; stt: string } };
type Event = { conversationEvents: Record<string, any> & { type: string } };

const START = `mutation($agentId: ID!) { startConversation(agentId: $agentId) { sessionId sessionToken providers { llm tts stt } } }`;
const EVENTS = `subscription($s: ID!, $t: String!) { conversationEvents(sessionId: $s, sessionToken: $t) {
  type turnId text seq audioUrl contentType durationMs visemes { startMs viseme } message } }`;
const DRAFT = 'mutation($s: ID!, $t: String!, $q: String!) { draftConversationText(sessionId: $s, sessionToken: $t, text: $q) }';
const SEND =
  'mutation($s: ID!, $t: String!, $q: String!) { sendConversationText(sessionId: $s, sessionToken: $t, text: $q) { turnId } }';

/** A signed-in owner's session on a ready agent, with its events collected from now on. */
async function openSession(stack: TestStack, owner: { client: TestClient; userId: string }) {
  const agent = await readyAgentOf(stack, owner.userId);
  const started = await owner.client.graphql<{ startConversation: Session }>(START, { agentId: agent.id });
  expect(started.errors, JSON.stringify(started.errors)).toBeUndefined();
  const session = started.data!.startConversation;
  const socket = wsClient(stack.url, '');
  const events = collect<Event>(socket, EVENTS, { s: session.sessionId, t: session.sessionToken });
  await new Promise((resolve) => setTimeout(resolve, 300));
  const ask = async (text: string) => {
    const sent = await stack.client().graphql<{ sendConversationText: { turnId: string } }>(SEND, {
      s: session.sessionId,
      t: session.sessionToken,
      q: text,
    });
    expect(sent.errors, JSON.stringify(sent.errors)).toBeUndefined();
    return sent.data!.sendConversationText.turnId;
  };
  const speak = async (recording: Buffer, contentType: string) => {
    const response = await fetch(`${stack.url}/api/conversations/${session.sessionId}/speech`, {
      method: 'POST',
      body: new Uint8Array(recording),
      headers: { ...holding(session.sessionToken), 'content-type': contentType },
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as { turnId: string }).turnId;
  };
  const turn = async (turnId: string, timeoutMs = 30_000) => {
    await events.next(
      (value) =>
        value.conversationEvents.turnId === turnId && /^TURN_(DONE|FAILED|INTERRUPTED)$/.test(value.conversationEvents.type),
      timeoutMs,
    );
    return events.values.map((value) => value.conversationEvents).filter((event) => event.turnId === turnId);
  };
  const audioOf = async (audioUrl: string) => {
    const response = await fetch(stack.url + audioUrl, { headers: holding(session.sessionToken) });
    expect(response.status).toBe(200);
    return Buffer.from(await response.arrayBuffer());
  };
  const close = async () => {
    events.dispose();
    await socket.dispose();
  };
  return {
    session,
    ask,
    speak,
    turn,
    audioOf,
    close,
    interrupt: () => stack.client().post(`/api/conversations/${session.sessionId}/interrupt`, {}, holding(session.sessionToken)),
    /** What the visitor is typing (draftConversationText): true when the model reads it ahead. */
    draft: async (text: string) => {
      const drafted = await stack
        .client()
        .graphql<{ draftConversationText: boolean }>(DRAFT, { s: session.sessionId, t: session.sessionToken, q: text });
      expect(drafted.errors, JSON.stringify(drafted.errors)).toBeUndefined();
      return drafted.data!.draftConversationText;
    },
  };
}

const textOf = (events: Array<Record<string, any>>, type: string) =>
  events.filter((event) => event.type === type).map((event) => event.text as string);

describe('on an OpenAI-compatible server', () => {
  let stack: TestStack;
  let provider: Awaited<ReturnType<typeof startProviderServer>>;
  let owner: { client: TestClient; userId: string };
  let slowChatClosed = false;

  beforeAll(async () => {
    provider = await startProviderServer(async (request, response) => {
      if (request.path === '/v1/chat/completions') {
        const last = String(request.json.messages.at(-1).content);
        if (last.includes('long story')) {
          response.on('close', () => (slowChatClosed = true));
          await sendEvents(response, openAiChunks(Array.from({ length: 300 }, (_, i) => `word${i} `)), 30);
        } else await sendEvents(response, openAiChunks(['Ahoy', ' there!', ' You said: ', last, '.']), 5);
      } else if (request.path === '/v1/audio/speech') response.writeHead(200, { 'content-type': 'audio/wav' }).end(toneWav(500));
      else if (request.path === '/v1/audio/transcriptions') sendJson(response, { text: 'What is your name?' });
      else sendJson(response, { error: { message: 'no such path' } }, 404);
    });
    stack = await startStack();
    const base = `${provider.origin}/v1`;
    await startConversationOn(stack, {
      LLM_PROVIDER: 'openai',
      LLM_MODEL: 'local-test-model',
      LLM_BASE_URL: base,
      TTS_PROVIDER: 'openai',
      TTS_BASE_URL: base,
      STT_PROVIDER: 'openai',
      STT_BASE_URL: base,
      OPENAI_API_KEY: 'sk-integration',
      PROVIDERS_ALLOW_LOOPBACK: 'true',
    });
    owner = await signedInUser(stack);
  });

  afterAll(async () => {
    await stack?.stop();
    await provider?.stop();
  });

  it('streams the server reply as deltas and speaks it as WAV sentences served to the holder', async () => {
    const talk = await openSession(stack, owner);
    expect(talk.session.providers).toEqual({
      llm: 'openai:local-test-model',
      tts: 'openai:gpt-4o-mini-tts',
      stt: 'openai:gpt-4o-mini-transcribe',
    });
    // A cloud model keeps nothing between requests: nothing to read ahead.
    expect(await talk.draft('Hello captain')).toBe(false);
    const events = await talk.turn(await talk.ask('Hello captain'));

    expect(events.at(-1)!.type).toBe('TURN_DONE');
    expect(textOf(events, 'TURN_DELTA').join('')).toBe('Ahoy there! You said: Hello captain.');
    const audio = events.filter((event) => event.type === 'TURN_AUDIO');
    expect(audio.map((event) => event.seq)).toEqual([0, 1]);
    expect(audio.map((event) => event.text)).toEqual(['Ahoy there!', 'You said: Hello captain.']);
    const wav = await talk.audioOf(audio[0]!.audioUrl);
    expect(wav.toString('ascii', 0, 4)).toBe('RIFF');
    expect(audio[0]!.durationMs).toBeCloseTo(500, 0);
    const speech = provider.requests.filter((request) => request.path === '/v1/audio/speech');
    expect(speech.map((request) => request.json.input)).toEqual(['Ahoy there!', 'You said: Hello captain.']);
    await talk.close();
  });

  it('transcribes a recorded question with the server and answers what it heard', async () => {
    const talk = await openSession(stack, owner);
    const events = await talk.turn(await talk.speak(question, 'audio/webm'));
    expect(textOf(events, 'TURN_TRANSCRIPT')).toEqual(['What is your name?']);
    expect(events.at(-1)!.type).toBe('TURN_DONE');
    expect(textOf(events, 'TURN_DELTA').join('')).toContain('You said: What is your name?');
    await talk.close();
  });

  it('stops the generation and closes the call to the server when interrupted', async () => {
    const talk = await openSession(stack, owner);
    const turnId = await talk.ask('Tell me a long story');
    await expect
      .poll(() => provider.requests.some((request) => JSON.stringify(request.json ?? '').includes('long story')))
      .toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const stopped = await talk.interrupt();
    expect(stopped.data).toMatchObject({ interrupted: true });
    const events = await talk.turn(turnId);
    expect(events.at(-1)!.type).toBe('TURN_INTERRUPTED');
    expect(textOf(events, 'TURN_DELTA').join('').split(' ').length).toBeLessThan(150);
    await expect.poll(() => slowChatClosed).toBe(true);
    await talk.close();
  });

  it('fails the turn naming the language model when the server refuses the key', async () => {
    const refusing = await startProviderServer((_, response) =>
      sendJson(response, { error: { message: 'Incorrect API key provided: sk-i***' } }, 401),
    );
    const other = await startStack();
    await startConversationOn(other, {
      LLM_PROVIDER: 'openai',
      LLM_BASE_URL: refusing.origin,
      OPENAI_API_KEY: 'sk-integration',
      PROVIDERS_ALLOW_LOOPBACK: 'true',
    });
    try {
      const talk = await openSession(other, await signedInUser(other));
      const events = await talk.turn(await talk.ask('Hello?'));
      const failed = events.at(-1)!;
      expect(failed.type).toBe('TURN_FAILED');
      expect(failed.message).toMatch(/OpenAI refused the API key/);
      expect(failed.message).not.toContain('sk-');
      await talk.close();
    } finally {
      await other.stop();
      await refusing.stop();
    }
  });
});

describe('on the offline defaults', () => {
  let stack: TestStack;
  let owner: { client: TestClient; userId: string };

  beforeAll(async () => {
    const [llm, tts, stt] = await Promise.all([ensureLlmEngine(), ensureTtsEngine(), ensureSttEngine()]);
    stack = await startStack();
    await startConversationOn(stack, {
      LOCAL_LLM_RUNTIME_DIR: llm.runtimeDir,
      LOCAL_LLM_MODEL_PATH: llm.modelPath,
      LOCAL_TTS_RUNTIME_DIR: tts.runtimeDir,
      LOCAL_TTS_VOICE_DIR: tts.voiceDir,
      LOCAL_STT_PYTHON: stt.python,
      LOCAL_STT_MODEL_DIR: stt.modelDir,
    });
    owner = await signedInUser(stack);
  }, 600_000);

  afterAll(async () => {
    await stack?.stop();
  });

  it(
    'answers a spoken question in the offline voice with mouth shapes, naming the offline engines',
    { timeout: 180_000 },
    async () => {
      const talk = await openSession(stack, owner);
      expect(talk.session.providers).toEqual({
        llm: 'local:qwen2.5-coder-0.5b-instruct',
        tts: 'local:piper-joe',
        stt: 'local:whisper-tiny.en',
      });
      const events = await talk.turn(await talk.speak(question, 'audio/webm'), 150_000);
      expect(events.at(-1), JSON.stringify(events.at(-1))).toMatchObject({ type: 'TURN_DONE' });
      expect(textOf(events, 'TURN_TRANSCRIPT')[0]!.toLowerCase()).toMatch(/what is your name/);
      expect(textOf(events, 'TURN_DELTA').join('').trim().length).toBeGreaterThan(3);
      const audio = events.filter((event) => event.type === 'TURN_AUDIO');
      expect(audio.length).toBeGreaterThan(0);
      expect(audio[0]!.visemes.length).toBeGreaterThan(2);
      expect((await talk.audioOf(audio[0]!.audioUrl)).toString('ascii', 8, 12)).toBe('WAVE');
      await talk.close();
    },
  );

  it('reads a typed question ahead and answers it when it is sent', { timeout: 180_000 }, async () => {
    const talk = await openSession(stack, owner);
    expect(await talk.draft('What is your name?')).toBe(true);
    const events = await talk.turn(await talk.ask('What is your name?'), 150_000);
    expect(events.at(-1), JSON.stringify(events.at(-1))).toMatchObject({ type: 'TURN_DONE' });
    expect(textOf(events, 'TURN_DELTA').join('').trim().length).toBeGreaterThan(3);
    expect(events.filter((event) => event.type === 'TURN_AUDIO').length).toBeGreaterThan(0);
    await talk.close();
  });
});
