import { Readable } from 'node:stream';
import { conversation } from '@avatarium/contracts';
import { strToU8, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readyAgentOf, signedInUser } from '../../../../testkit/agent-cards.js';
import { ensureConversationBackend } from '../../../../testkit/conversation/conversation-backend.js';
import { holding, publishConversationEvent, WRONG_TOKEN } from '../../../../testkit/conversation/conversation-test-kit.js';
import type { FakeEngines } from '../../../../testkit/conversation/fake-engines.js';
import type { TestClient } from '../../../../testkit/http-client.js';
import { startStack, type TestStack } from '../../../../testkit/stack.js';
import { collect, wsClient } from '../../../../testkit/ws-client.js';

let stack: TestStack;
let engines: FakeEngines | null;
let owner: { client: TestClient; userId: string };
let agentId: string;
beforeAll(async () => {
  stack = await startStack({ WS_MAX_SUBSCRIPTIONS: '3' });
  engines = await ensureConversationBackend(stack);
  owner = await signedInUser(stack);
  agentId = (await readyAgentOf(stack, owner.userId)).id;
});
afterAll(() => stack.stop());

const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

type Session = { sessionId: string; sessionToken: string; payer: string; providers: { llm: string } };
type Event = { conversationEvents: Record<string, any> & { type: string } };

const START = `mutation($agentId: ID!) { startConversation(agentId: $agentId) { sessionId sessionToken payer providers { llm tts stt } } }`;
const EVENT_FIELDS =
  'type at turnId text source seq audioUrl contentType durationMs visemes { startMs viseme } richJson telemetry { llmFirstTokenMs totalMs } sources { row question } code message reason';
const eventsOf = (sessionId: string, sessionToken: string) =>
  `subscription { conversationEvents(sessionId: ${JSON.stringify(sessionId)}, sessionToken: ${JSON.stringify(sessionToken)}) { ${EVENT_FIELDS} } }`;

async function startSession(client: TestClient = owner.client): Promise<Session> {
  const result = await client.graphql<{ startConversation: Session }>(START, { agentId });
  expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
  return result.data!.startConversation;
}

describe('Subscription.conversationEvents', () => {
  it('refuses a wrong token with FORBIDDEN and delivers it nothing', async () => {
    const { sessionId } = await startSession();
    const socket = wsClient(stack.url, '');
    const stranger = collect<Event>(socket, eventsOf(sessionId, WRONG_TOKEN));
    await expect.poll(() => JSON.stringify(stranger.failure ?? '')).toContain('FORBIDDEN');
    expect(JSON.stringify(stranger.failure)).toContain('This conversation belongs to someone else');
    publishConversationEvent(stack.bus, sessionId, { type: 'turn.delta', turnId: 'turn_00000000', text: 'secret' });
    await settle();
    expect(stranger.values.filter((value) => value?.conversationEvents)).toEqual([]);
    stranger.dispose();
    await socket.dispose();
  });

  it("delivers the session's events in order, shaped for the viewer, to its holder only, and ends with the session", async () => {
    const mine = await startSession();
    const other = await startSession();
    const socket = wsClient(stack.url, '');
    const events = collect<Event>(socket, eventsOf(mine.sessionId, mine.sessionToken));
    const others = collect<Event>(socket, eventsOf(other.sessionId, other.sessionToken));
    await settle();

    const turnId = 'turn_ordered01';
    const publish = (event: conversation.ConversationEvent) => publishConversationEvent(stack.bus, mine.sessionId, event);
    publish({ type: 'turn.started', turnId, source: 'text', text: 'Count for me' });
    for (let index = 0; index < 40; index++) publish({ type: 'turn.delta', turnId, text: `${index} ` });
    const audioKey = conversation.conversationAudioKey(mine.sessionId, turnId, 0, 'wav');
    publish({
      type: 'turn.audio',
      turnId,
      seq: 0,
      audioKey,
      contentType: 'audio/wav',
      durationMs: 640,
      text: 'Zero one.',
      visemes: [{ startMs: 0, viseme: 'open' }],
    });
    publish({ type: 'turn.rich', turnId, reply: { kind: 'slide', response: 'See slide 2', slide_number: 2 } });
    const telemetry = { sttMs: null, llmFirstTokenMs: 120, ttsFirstAudioMs: 180, firstFrameMs: null, totalMs: 900 };
    publish({ type: 'turn.done', turnId, text: 'done', telemetry, sources: [{ row: 3, question: 'When are you open?' }] });
    publish({ type: 'session.ended', reason: 'idle', message: 'Ended after a quiet while.' });
    publish({ type: 'turn.delta', turnId, text: 'after the end' });

    await events.next((value) => value.conversationEvents.type === 'SESSION_ENDED');
    await settle();
    const received = events.values.map((value) => value.conversationEvents);
    expect(received.map((event) => event.type)).toEqual([
      'TURN_STARTED',
      ...Array<string>(40).fill('TURN_DELTA'),
      'TURN_AUDIO',
      'TURN_RICH',
      'TURN_DONE',
      'SESSION_ENDED',
    ]);
    expect(received.filter((event) => event.type === 'TURN_DELTA').map((event) => event.text)).toEqual(
      Array.from({ length: 40 }, (_, index) => `${index} `),
    );
    expect(received[41]).toMatchObject({
      turnId,
      seq: 0,
      audioUrl: `/api/conversations/${mine.sessionId}/audio/${turnId}/0.wav`,
      contentType: 'audio/wav',
      durationMs: 640,
      visemes: [{ startMs: 0, viseme: 'open' }],
    });
    expect(JSON.parse(received[42]!.richJson)).toEqual({ kind: 'slide', response: 'See slide 2', slide_number: 2 });
    expect(received[43]!.telemetry).toEqual({ llmFirstTokenMs: 120, totalMs: 900 });
    expect(received[43]!.sources).toEqual([{ row: 3, question: 'When are you open?' }]);
    expect(received[44]).toMatchObject({ reason: 'idle', message: 'Ended after a quiet while.' });
    expect(received.every((event) => !Number.isNaN(Date.parse(event.at)))).toBe(true);
    expect(others.values).toEqual([]);
    events.dispose();
    others.dispose();
    await socket.dispose();
  });

  it('a text turn end to end: mutation, events to TURN_DONE, and the audio fetched with the token', async () => {
    const session = await startSession();
    const socket = wsClient(stack.url, '');
    const events = collect<Event>(socket, eventsOf(session.sessionId, session.sessionToken));
    await settle();
    const sent = await stack
      .client()
      .graphql<{ sendConversationText: { turnId: string } }>(
        'mutation($s: ID!, $t: String!) { sendConversationText(sessionId: $s, sessionToken: $t, text: "Hello!") { turnId } }',
        { s: session.sessionId, t: session.sessionToken },
      );
    expect(sent.errors).toBeUndefined();
    const { turnId } = sent.data!.sendConversationText;
    const last = await events.next((value) => ['TURN_DONE', 'TURN_FAILED'].includes(value.conversationEvents.type), 60_000);
    expect(last.conversationEvents.turnId).toBe(turnId);
    // The fake engines always answer; the stack's own service answers with the engines this
    // machine has, and a failure must then say which stage could not run.
    if (engines) expect(last.conversationEvents.type).toBe('TURN_DONE');
    else if (last.conversationEvents.type === 'TURN_FAILED') expect(last.conversationEvents.message).toBeTruthy();
    const audio = events.values.map((value) => value.conversationEvents).find((event) => event.type === 'TURN_AUDIO');
    if (audio) {
      const response = await fetch(stack.url + audio.audioUrl, { headers: holding(session.sessionToken) });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^audio\//);
      expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(44);
      expect((await fetch(stack.url + audio.audioUrl)).status).toBe(403);
    }
    events.dispose();
    await socket.dispose();
  });

  it('an ended session yields SESSION_ENDED at once to a late subscriber', async () => {
    const session = await startSession();
    const ended = await owner.client.graphql(
      'mutation($s: ID!, $t: String!) { endConversation(sessionId: $s, sessionToken: $t) }',
      { s: session.sessionId, t: session.sessionToken },
    );
    expect(ended).toEqual({ data: { endConversation: true } });
    const socket = wsClient(stack.url, '');
    const events = collect<Event>(socket, eventsOf(session.sessionId, session.sessionToken));
    expect((await events.next()).conversationEvents).toMatchObject({ type: 'SESSION_ENDED', reason: 'ended' });
    events.dispose();
    await socket.dispose();
  });

  it('counts toward the per-connection subscription cap', async () => {
    const session = await startSession();
    const socket = wsClient(stack.url, '');
    const open = [1, 2, 3].map(() => collect<Event>(socket, eventsOf(session.sessionId, session.sessionToken)));
    const fourth = collect<Event>(socket, eventsOf(session.sessionId, session.sessionToken));
    await expect.poll(() => JSON.stringify(fourth.failure ?? '')).toContain('Too many subscriptions');
    await settle();
    expect(open.map((each) => each.failure)).toEqual([undefined, undefined, undefined]);
    for (const each of [...open, fourth]) each.dispose();
    await socket.dispose();
  });
});

describe('the mutations', () => {
  it('refuse a wrong token with FORBIDDEN and an agent nobody may open with NOT_FOUND', async () => {
    const { sessionId } = await startSession();
    const held = { s: sessionId, t: WRONG_TOKEN };
    const codeOf = async (query: string, variables: Record<string, unknown>) =>
      (await stack.client().graphql(query, variables)).errors?.[0]?.extensions?.code;
    expect(
      await codeOf(
        'mutation($s: ID!, $t: String!) { sendConversationText(sessionId: $s, sessionToken: $t, text: "Hi") { turnId } }',
        held,
      ),
    ).toBe('FORBIDDEN');
    expect(await codeOf('mutation($s: ID!, $t: String!) { interruptConversation(sessionId: $s, sessionToken: $t) }', held)).toBe(
      'FORBIDDEN',
    );
    expect(await codeOf('mutation($s: ID!, $t: String!) { endConversation(sessionId: $s, sessionToken: $t) }', held)).toBe(
      'FORBIDDEN',
    );
    expect(
      await codeOf(
        'mutation($s: ID!, $t: String!) { reportFirstFrame(sessionId: $s, sessionToken: $t, turnId: "turn_00000000", firstFrameMs: 80) }',
        held,
      ),
    ).toBe('FORBIDDEN');
    expect(await codeOf(START, { agentId })).toBe('NOT_FOUND');
    expect(await codeOf(START, { agentId: 'nope' })).toBe('NOT_FOUND');
  });

  it('start names the payer and providers, and the holder reports a first frame', async () => {
    const session = await startSession();
    expect(session.payer).toBe('OWNER');
    const reported = await owner.client.graphql(
      'mutation($s: ID!, $t: String!) { reportFirstFrame(sessionId: $s, sessionToken: $t, turnId: "turn_00000000", firstFrameMs: 80) }',
      { s: session.sessionId, t: session.sessionToken },
    );
    expect(reported.errors).toBeUndefined();
    expect(typeof reported.data?.reportFirstFrame).toBe('boolean');
  });
});

describe('Agent.speech', () => {
  const SPEECH = 'speech { spriteUrl visemes frameWidth frameHeight region { x y width height } imageWidth imageHeight }';
  const speechOf = async (id: string) => {
    const result = await owner.client.graphql<{ agent: { speech: Record<string, unknown> | null } }>(
      `query($id: ID!) { agent(id: $id) { ${SPEECH} } }`,
      { id },
    );
    expect(result.errors).toBeUndefined();
    return result.data!.agent.speech;
  };

  it('is null before the lip step ran', async () => {
    expect(await speechOf((await readyAgentOf(stack, owner.userId)).id)).toBeNull();
  });

  it("is the bundle's speech layout, with the sprite behind a signed URL", async () => {
    const agent = await readyAgentOf(stack, owner.userId);
    const speech = {
      file: 'speech-sprite.png',
      visemes: ['rest', 'slight', 'open', 'wide', 'round'],
      frameWidth: 96,
      frameHeight: 64,
      region: { x: 100, y: 200, width: 96, height: 64 },
      imageWidth: 512,
      imageHeight: 512,
    };
    // A clone's layout comes from its bundle (agents/{id}/model.imx, manifest.json `speech`).
    const bundle = Buffer.from(zipSync({ 'manifest.json': strToU8(JSON.stringify({ speech })) }));
    await stack.gateway.deps.storage.put(`agents/${agent.id}/model.imx`, Readable.from([bundle]), 'application/zip');
    const { file, ...layout } = speech;
    const shown = await speechOf(agent.id);
    expect(shown).toEqual({ ...layout, spriteUrl: expect.stringContaining(`agents/${agent.id}/${file}`) });
    expect(String(shown!.spriteUrl)).toMatch(/signature=/);
  });
});
