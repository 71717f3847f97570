import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { readyAgentOf, signedInUser } from '../../../../testkit/agent-cards.js';
import { startConversationOn } from '../../../../testkit/conversation/conversation-backend.js';
import { holding, startSessionOver } from '../../../../testkit/conversation/conversation-test-kit.js';
import type { TestClient } from '../../../../testkit/http-client.js';
import {
  openAiChunks,
  sendEvents,
  sendJson,
  startProviderServer,
  toneWav,
} from '../../../../testkit/providers/provider-server.js';
import { startStack, type TestStack } from '../../../../testkit/stack.js';
import { collect, wsClient } from '../../../../testkit/ws-client.js';

// Issue 24, reply discipline: whatever the model writes, the visitor hears no speaker label,
// markdown, list markers, emoji or "as an AI language model", and at most the sentence budget,
// after which the model is stopped. The model here is an OpenAI-compatible server streaming
// the reply in small chunks; the conversation service and the gateway are the real ones.

/** What the model writes for each question (a small model's habits, all at once). */
const SCRIPTS: Record<string, string> = {
  'Who are you?':
    'Mira:\n\n**Ahoy!** I am *Mira* 😀, your guide to the [lighthouse](https://example.com/tower).\n\n' +
    'As an AI language model, i know every stair.\n- The tower is tall\n- The garden is green\n\n' +
    'That was four. Five. Six. Seven. Eight.',
  'Tell me a long story about the tower':
    Array.from({ length: 12 }, (_, i) => `Chapter ${i + 1} begins here.`).join(' ') + '\nUser: and then?\nMira: More.',
};

/** The reply streamed as OpenAI chunks of a few characters, 15 ms apart. */
const chunksOf = (text: string) => text.match(/[\s\S]{1,4}/g) ?? [];

type Event = { conversationEvents: Record<string, any> & { type: string } };
const EVENTS = `subscription($s: ID!, $t: String!) { conversationEvents(sessionId: $s, sessionToken: $t) {
  type turnId text seq message } }`;

let stack: TestStack;
let provider: Awaited<ReturnType<typeof startProviderServer>>;
let owner: { client: TestClient; userId: string };
/** Questions whose chat stream the service closed before its end. */
const closedEarly = new Set<string>();

beforeAll(async () => {
  provider = await startProviderServer(async (request, response) => {
    if (request.path === '/v1/chat/completions') {
      const question = String(request.json.messages.at(-1).content);
      const script = SCRIPTS[question] ?? 'Hello there.';
      let finished = false;
      response.on('close', () => {
        if (!finished) closedEarly.add(question);
      });
      await sendEvents(response, openAiChunks(chunksOf(script)), 15);
      finished = true;
    } else if (request.path === '/v1/audio/speech') response.writeHead(200, { 'content-type': 'audio/wav' }).end(toneWav(200));
    else sendJson(response, { error: { message: 'no such path' } }, 404);
  });
  stack = await startStack();
  const base = `${provider.origin}/v1`;
  await startConversationOn(stack, {
    LLM_PROVIDER: 'openai',
    LLM_MODEL: 'scripted-small-model',
    LLM_BASE_URL: base,
    TTS_PROVIDER: 'openai',
    TTS_BASE_URL: base,
    OPENAI_API_KEY: 'sk-integration',
    PROVIDERS_ALLOW_LOOPBACK: 'true',
  });
  owner = await signedInUser(stack);
}, 120_000);

afterAll(async () => {
  await stack?.stop();
  await provider?.stop();
});

/** Asks one question over /api and reads the turn's events from the GraphQL subscription. */
async function turnOf(agentId: string, text: string) {
  const session = await startSessionOver(owner.client, agentId);
  const socket = wsClient(stack.url, '');
  const events = collect<Event>(socket, EVENTS, { s: session.sessionId, t: session.sessionToken });
  await new Promise((resolve) => setTimeout(resolve, 300));
  const sent = await owner.client.post(
    `/api/conversations/${session.sessionId}/messages`,
    { text },
    holding(session.sessionToken),
  );
  expect(sent.status, JSON.stringify(sent.data)).toBe(200);
  const turnId = sent.data.turnId as string;
  await events.next(
    (value) => value.conversationEvents.turnId === turnId && /^TURN_(DONE|FAILED)$/.test(value.conversationEvents.type),
    30_000,
  );
  const turn = events.values.map((value) => value.conversationEvents).filter((event) => event.turnId === turnId);
  events.dispose();
  await socket.dispose();
  const texts = (type: string) => turn.filter((event) => event.type === type).map((event) => event.text as string);
  let stored: Array<{ role: string; text: string }> = [];
  await expect
    .poll(async () => {
      stored = (await owner.client.get(`/api/conversations/${session.sessionId}`, holding(session.sessionToken))).data.messages;
      return stored.length;
    })
    .toBe(2);
  return { turn, deltas: texts('TURN_DELTA').join(''), audio: texts('TURN_AUDIO'), done: texts('TURN_DONE')[0], stored };
}

describe('reply discipline (a scripted model through the gateway)', () => {
  it('speaks without label, markdown, list markers, emoji or AI disclaimer, three sentences at most, and stops the model', async () => {
    const agent = await readyAgentOf(stack, owner.userId, { name: 'Mira', system_prompt: 'You are Mira, a lighthouse guide.' });
    const { turn, deltas, audio, done, stored } = await turnOf(agent.id, 'Who are you?');
    expect(turn.at(-1)!.type).toBe('TURN_DONE');
    const expected = 'Ahoy! I am Mira, your guide to the lighthouse. I know every stair.';
    expect(deltas.trim()).toBe(expected);
    expect(done).toBe(expected);
    expect(audio).toEqual(['Ahoy!', 'I am Mira, your guide to the lighthouse.', 'I know every stair.']);
    const speech = provider.requests.filter((request) => request.path === '/v1/audio/speech').map((r) => r.json.input);
    expect(speech).toEqual(expect.arrayContaining(audio));
    expect(speech.join(' ')).not.toMatch(/Mira:|\*|😀|AI language model|https?:/);
    expect(stored[1]).toMatchObject({ role: 'agent', text: expected });
    // The budget was reached long before the script's end: the call to the model was closed.
    expect(closedEarly.has('Who are you?')).toBe(true);
  });

  it('keeps to the budget the owner wrote into the persona, and ends where the model writes the visitor’s turn', async () => {
    const terse = await readyAgentOf(stack, owner.userId, { name: 'Mira', system_prompt: 'Answer in one sentence.' });
    const one = await turnOf(terse.id, 'Who are you?');
    expect(one.audio).toEqual(['Ahoy!']);

    // Asked for a story the budget is eight; no "User:" line is ever spoken.
    const teller = await readyAgentOf(stack, owner.userId, { name: 'Mira', system_prompt: 'You tell stories.' });
    const story = await turnOf(teller.id, 'Tell me a long story about the tower');
    expect(story.audio).toHaveLength(8);
    expect(story.audio.at(-1)).toBe('Chapter 8 begins here.');
    expect(story.deltas).not.toMatch(/User|and then/);
  });
});
