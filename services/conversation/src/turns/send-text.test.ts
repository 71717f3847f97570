import { conversation } from '@avatarium/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { EngineUnavailableError } from '../providers/types.js';
import {
  listen,
  startSession,
  talk,
  talkableAgent,
  useConversationStack,
} from '../../../../testkit/conversation/conversation-stack.js';

const env = useConversationStack();

async function ownerSession() {
  const agent = await talkableAgent(env.bus);
  return { agent, session: await startSession(env.bus, agent.id, agent.ownerId) };
}

const held = (session: { sessionId: string; sessionToken: string }) => ({
  sessionId: session.sessionId,
  sessionToken: session.sessionToken,
});

beforeEach(() => {
  env.engines.chat.script = { reply: 'Hello there.', firstTokenDelayMs: 5, tokenDelayMs: 5, error: null };
  env.engines.speech.delayMs = 10;
  env.engines.speech.error = null;
});

describe('a text turn', () => {
  it('streams started, deltas, one audio per sentence in order, then done with telemetry', async () => {
    env.engines.chat.script.reply = 'Ahoy, traveller! My ship is the Star Gull. Want to see it?';
    const { session } = await ownerSession();
    const { turnId, events } = await talk(env.bus, held(session), 'Who are you?');

    const types = events.map((event) => event.type);
    expect(events.filter((event) => event.type === 'turn.failed')).toEqual([]);
    expect(types[0]).toBe('turn.started');
    expect(types.at(-1)).toBe('turn.done');
    expect(types.indexOf('turn.delta')).toBeLessThan(types.indexOf('turn.audio'));
    expect(events[0]).toEqual({ type: 'turn.started', turnId, source: 'text', text: 'Who are you?' });

    const deltas = events.flatMap((event) => (event.type === 'turn.delta' ? [event.text] : []));
    expect(deltas.join('')).toBe('Ahoy, traveller! My ship is the Star Gull. Want to see it?');
    const audio = events.flatMap((event) => (event.type === 'turn.audio' ? [event] : []));
    expect(audio.map((event) => [event.seq, event.text])).toEqual([
      [0, 'Ahoy, traveller!'],
      [1, 'My ship is the Star Gull.'],
      [2, 'Want to see it?'],
    ]);
    for (const event of audio) {
      expect(event.audioKey).toBe(conversation.conversationAudioKey(session.sessionId, turnId, event.seq, 'wav'));
      expect(event.contentType).toBe('audio/wav');
      expect(event.visemes.length).toBeGreaterThan(0);
      expect((await env.storage.stat(event.audioKey))?.size).toBeGreaterThan(44);
    }
    const done = events.at(-1)!;
    expect(done).toMatchObject({ type: 'turn.done', text: 'Ahoy, traveller! My ship is the Star Gull. Want to see it?' });
    const telemetry = (done as Extract<typeof done, { type: 'turn.done' }>).telemetry;
    expect(telemetry).toMatchObject({ sttMs: null, firstFrameMs: null });
    expect(telemetry.llmFirstTokenMs).toBeGreaterThan(0);
    expect(telemetry.ttsFirstAudioMs).toBeGreaterThan(telemetry.llmFirstTokenMs!);
    expect(telemetry.totalMs).toBeGreaterThanOrEqual(telemetry.ttsFirstAudioMs!);
    // The agent speaks with its persona's voice.
    expect(env.engines.speech.calls.at(-1)?.voice).toBe('nova');
  });

  it('conditions every reply on the persona and keeps the earlier turns in the prompt', async () => {
    const { session } = await ownerSession();
    env.engines.chat.script.reply = 'I am Captain Nova.';
    await talk(env.bus, held(session), 'Who are you?');
    env.engines.chat.script.reply = 'Yes.';
    await talk(env.bus, held(session), 'Really?');
    const request = env.engines.chat.requests.at(-1)!;
    expect(request.messages[0]!.role).toBe('system');
    expect(request.messages[0]!.content).toContain('You are Captain Nova.');
    expect(request.messages[0]!.content).toContain('Always answer in English.');
    expect(request.messages.slice(1)).toEqual([
      { role: 'user', content: 'Who are you?' },
      { role: 'assistant', content: 'I am Captain Nova.' },
      { role: 'user', content: 'Really?' },
    ]);
  });

  it('speaks the first sentence while the model is still writing (pipelined)', async () => {
    env.engines.chat.script = {
      // Three sentences: within the budget, so the model runs to its end.
      reply:
        'First things first. ' + 'then a long tail of words that keeps the model busy for a good while longer. '.repeat(2).trim(),
      firstTokenDelayMs: 5,
      tokenDelayMs: 25,
      error: null,
    };
    const { session } = await ownerSession();
    const events = listen(env.bus, session.sessionId);
    await env.bus.request(conversation.sendText, { ...held(session), text: 'Go' });
    await events.until((event) => event.type === 'turn.done');
    events.stop();
    const firstAudioAt = events.receivedAt[events.events.findIndex((event) => event.type === 'turn.audio')]!;
    const modelEnd = env.engines.chat.lastEnd!;
    expect(modelEnd.aborted).toBe(false);
    // The reply takes ~40 tokens x 25 ms: the first sentence's audio is out long before that.
    expect(firstAudioAt).toBeLessThan(modelEnd.at - 300);
    // Sentence n+1 was synthesized while n was being delivered: synthesis ran back to back.
    const calls = env.engines.speech.calls.slice(-2);
    expect(calls[1]!.startedAt).toBeGreaterThanOrEqual(calls[0]!.endedAt!);
  });

  it('holds back a rich reply, publishes it, and speaks only its response', async () => {
    const rich = { response: 'Here is our best boot.', products: [{ title: 'Moon boot', price: '49' }] };
    env.engines.chat.script.reply = JSON.stringify(rich);
    const { session } = await ownerSession();
    const { events } = await talk(env.bus, held(session), 'Show me boots');
    expect(events.map((event) => event.type)).toEqual(['turn.started', 'turn.rich', 'turn.delta', 'turn.audio', 'turn.done']);
    expect(events[1]).toMatchObject({
      reply: { kind: 'products', response: 'Here is our best boot.', products: [{ title: 'Moon boot', price: '49' }] },
    });
    expect(env.engines.speech.calls.at(-1)?.text).toBe('Here is our best boot.');
  });

  it('reports an unavailable language model by name and invents nothing', async () => {
    env.engines.chat.script.error = new EngineUnavailableError('llm', 'the model file is missing');
    const { session } = await ownerSession();
    const { turnId, events } = await talk(env.bus, held(session), 'Hello?');
    expect(events.map((event) => event.type)).toEqual(['turn.started', 'turn.failed']);
    expect(events[1]).toEqual({
      type: 'turn.failed',
      turnId,
      code: 'UNAVAILABLE',
      message: 'The language model is not available: the model file is missing',
    });
  });

  it('stops the model when the voice fails, naming the voice', async () => {
    env.engines.speech.error = new Error('connection refused');
    env.engines.chat.script = { reply: 'One. Two. Three. Four. Five.', firstTokenDelayMs: 5, tokenDelayMs: 20, error: null };
    const { session } = await ownerSession();
    const { events } = await talk(env.bus, held(session), 'Count');
    expect(events.at(-1)).toMatchObject({ type: 'turn.failed', message: 'The voice is not available: connection refused' });
    expect(events.some((event) => event.type === 'turn.audio' || event.type === 'turn.done')).toBe(false);
  });
});

describe('interrupting', () => {
  const slowReply = () => {
    env.engines.chat.script = {
      reply: 'I will tell you a very long story. ' + 'It goes on and on and on. '.repeat(20),
      firstTokenDelayMs: 5,
      tokenDelayMs: 40,
      error: null,
    };
  };

  it('stops generation and speech at once, and keeps what was said so far', async () => {
    slowReply();
    const { session } = await ownerSession();
    const events = listen(env.bus, session.sessionId);
    const { turnId } = await env.bus.request(conversation.sendText, { ...held(session), text: 'Tell me a story' });
    await events.until((event) => event.type === 'turn.audio');
    const askedAt = performance.now();
    expect(await env.bus.request(conversation.interruptTurn, held(session))).toEqual({ interrupted: true });
    await events.until((event) => event.type === 'turn.interrupted');
    const modelEnd = env.engines.chat.lastEnd!;
    expect(modelEnd.aborted).toBe(true);
    expect(modelEnd.at - askedAt).toBeLessThan(200);
    await new Promise((resolve) => setTimeout(resolve, 150));
    events.stop();
    const types = events.events.map((event) => event.type);
    expect(types.slice(types.indexOf('turn.interrupted') + 1)).toEqual([]);
    expect(types).not.toContain('turn.done');
    // Nothing runs any more: a second interrupt finds nothing.
    expect(await env.bus.request(conversation.interruptTurn, held(session))).toEqual({ interrupted: false });
    // The next turn's prompt holds the partial answer.
    env.engines.chat.script = { reply: 'Ok.', firstTokenDelayMs: 5, tokenDelayMs: 5, error: null };
    await talk(env.bus, held(session), 'Stop');
    const history = env.engines.chat.requests.at(-1)!.messages.slice(1, -1);
    expect(history[0]).toEqual({ role: 'user', content: 'Tell me a story' });
    expect(history[1]!.content).toMatch(/^I will tell you a very long story\./);
    expect(history[1]!.content.length).toBeLessThan(200);
    expect(turnId).toBeTruthy();
  });

  it('lets a new question interrupt the running turn (one turn at a time)', async () => {
    slowReply();
    const { session } = await ownerSession();
    const events = listen(env.bus, session.sessionId);
    const first = await env.bus.request(conversation.sendText, { ...held(session), text: 'Tell me a story' });
    await events.until((event) => event.type === 'turn.delta');
    env.engines.chat.script = { reply: 'Sure, stopping.', firstTokenDelayMs: 5, tokenDelayMs: 5, error: null };
    const second = await env.bus.request(conversation.sendText, { ...held(session), text: 'Stop!' });
    await events.until((event) => event.type === 'turn.done');
    events.stop();
    const order = events.events
      .filter((event) => ['turn.started', 'turn.interrupted', 'turn.done'].includes(event.type))
      .map((event) => [event.type, 'turnId' in event ? event.turnId : null]);
    expect(order).toEqual([
      ['turn.started', first.turnId],
      ['turn.interrupted', first.turnId],
      ['turn.started', second.turnId],
      ['turn.done', second.turnId],
    ]);
  });
});
