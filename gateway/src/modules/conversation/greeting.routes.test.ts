import { conversation } from '@avatarium/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readyAgentOf, signedInUser } from '../../../../testkit/agent-cards.js';
import { ensureConversationBackend } from '../../../../testkit/conversation/conversation-backend.js';
import { holding, startSessionOver } from '../../../../testkit/conversation/conversation-test-kit.js';
import type { FakeEngines } from '../../../../testkit/conversation/fake-engines.js';
import type { TestClient } from '../../../../testkit/http-client.js';
import { startStack, type TestStack } from '../../../../testkit/stack.js';

let stack: TestStack;
let engines: FakeEngines;
let owner: { client: TestClient; userId: string };
const events: Array<{ sessionId: string; event: conversation.ConversationEvent }> = [];

beforeAll(async () => {
  stack = await startStack();
  const fake = await ensureConversationBackend(stack);
  if (!fake) throw new Error('these checks script the language model: they need the fake engines');
  engines = fake;
  owner = await signedInUser(stack);
  stack.bus.subscribe(conversation.conversationEvent, (payload) => void events.push(payload));
});
afterAll(() => stack.stop());

const INSTRUCTIONS = 'Welcome the visitor to the lighthouse museum and ask what brings them here.';

async function agentGreeting(greetings: { enabled: boolean; allow_interruption?: boolean }) {
  const agent = await readyAgentOf(stack, owner.userId, { name: 'Keeper Isla' });
  const saved = await owner.client.request('PATCH', `/api/agents/${agent.id}`, {
    json: {
      custom_actions: {
        greetings: { opening_instructions: INSTRUCTIONS, ...greetings },
        auto_refresh: { enabled: false },
        keyword_triggers: { enabled: false, triggers: [] },
        session_timeout: { enabled: false },
      },
    },
  });
  expect(saved.status).toBe(200);
  return agent;
}

const greet = (sessionId: string, token: string) =>
  owner.client.post(`/api/conversations/${sessionId}/greeting`, {}, holding(token));

async function turnEnd(sessionId: string, turnId: string) {
  await expect
    .poll(() => events.find((e) => e.sessionId === sessionId && e.event.type === 'turn.done' && e.event.turnId === turnId), {
      timeout: 20_000,
    })
    .toBeTruthy();
}

describe('the greeting (custom actions)', () => {
  it('the agent speaks first from its opening instructions, once per session, and only its words are kept', async () => {
    engines.chat.script = {
      ...engines.chat.script,
      reply: 'Welcome to the lighthouse museum! What brings you here?',
      tokenDelayMs: 5,
    };
    const agent = await agentGreeting({ enabled: true });
    const session = await startSessionOver(owner.client, agent.id);
    const first = await greet(session.sessionId, session.sessionToken);
    expect(first.status).toBe(200);
    expect(first.data.turnId).toMatch(/^[0-9a-f]{24}$/);
    await turnEnd(session.sessionId, first.data.turnId);
    const started = events.find((e) => e.sessionId === session.sessionId && e.event.type === 'turn.started');
    expect(started?.event).toMatchObject({ type: 'turn.started', source: 'greeting', text: '' });
    const asked = engines.chat.requests.at(-1)!.messages;
    expect(asked[0]!.role).toBe('system');
    expect(asked.at(-1)).toMatchObject({ role: 'user' });
    expect(asked.at(-1)!.content).toContain(INSTRUCTIONS);
    expect(events.some((e) => e.sessionId === session.sessionId && e.event.type === 'turn.audio')).toBe(true);

    // Once per session.
    expect((await greet(session.sessionId, session.sessionToken)).data.turnId).toBeNull();

    // The next turn sees the greeting as the agent's words, and no request of ours as the visitor's.
    const next = await owner.client.post(
      `/api/conversations/${session.sessionId}/messages`,
      { text: 'Hello!' },
      holding(session.sessionToken),
    );
    await turnEnd(session.sessionId, next.data.turnId);
    const history = engines.chat.requests.at(-1)!.messages;
    expect(history.map((message) => message.role)).toEqual(['system', 'assistant', 'user']);
    expect(history[1]!.content).toBe('Welcome to the lighthouse museum! What brings you here?');
    expect(history.some((message) => message.content.includes(INSTRUCTIONS))).toBe(false);
  });

  it('an uninterruptible greeting holds the floor until it ends; an agent without a greeting gives none', async () => {
    engines.chat.script = {
      ...engines.chat.script,
      reply: 'One two three four five six seven eight nine ten.',
      tokenDelayMs: 150,
    };
    const agent = await agentGreeting({ enabled: true, allow_interruption: false });
    const session = await startSessionOver(owner.client, agent.id);
    const { data } = await greet(session.sessionId, session.sessionToken);
    const refused = await owner.client.post(
      `/api/conversations/${session.sessionId}/messages`,
      { text: 'Stop!' },
      holding(session.sessionToken),
    );
    expect(refused.status).toBe(409);
    expect(refused.data.error).toBe('The agent is greeting you: please wait until it finishes.');
    const interrupt = await owner.client.post(
      `/api/conversations/${session.sessionId}/interrupt`,
      {},
      holding(session.sessionToken),
    );
    expect(interrupt.data.interrupted).toBe(false);
    await turnEnd(session.sessionId, data.turnId);
    engines.chat.script = { ...engines.chat.script, tokenDelayMs: 5 };
    const after = await owner.client.post(
      `/api/conversations/${session.sessionId}/messages`,
      { text: 'Hi' },
      holding(session.sessionToken),
    );
    expect(after.status).toBe(200);

    const plain = await agentGreeting({ enabled: false });
    const quiet = await startSessionOver(owner.client, plain.id);
    expect((await greet(quiet.sessionId, quiet.sessionToken)).data).toEqual({ success: true, turnId: null });
  });
});
