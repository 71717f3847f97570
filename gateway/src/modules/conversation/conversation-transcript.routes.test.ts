import { catalogActions } from '@avatarium/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readyAgentOf, signedInUser } from '../../../../testkit/agent-cards.js';
import { ensureConversationBackend } from '../../../../testkit/conversation/conversation-backend.js';
import { holding, startSessionOver, WRONG_TOKEN } from '../../../../testkit/conversation/conversation-test-kit.js';
import type { FakeEngines } from '../../../../testkit/conversation/fake-engines.js';
import type { TestClient } from '../../../../testkit/http-client.js';
import { startStack, type TestStack } from '../../../../testkit/stack.js';

// Issue 22: a reloaded page resumes its conversation. The transcript is read back by the party
// who started the session (its token, and the same person), never by anyone else.

let stack: TestStack;
let engines: FakeEngines | null;
let owner: { client: TestClient; userId: string };
beforeAll(async () => {
  stack = await startStack();
  engines = await ensureConversationBackend(stack);
  owner = await signedInUser(stack);
});
afterAll(() => stack.stop());

const TRANSCRIPT = `query($s: ID!, $t: String!) {
  conversationTranscript(sessionId: $s, sessionToken: $t) {
    sessionId conversationId agentId active endReason runningTurnId messages { turnId role text richJson timestamp }
  }
}`;

const read = (client: TestClient, sessionId: string, token?: string) =>
  client.get(`/api/conversations/${sessionId}`, token ? holding(token) : undefined);

async function ask(client: TestClient, session: { sessionId: string; sessionToken: string }, text: string) {
  const sent = await client.post(`/api/conversations/${session.sessionId}/messages`, { text }, holding(session.sessionToken));
  expect(sent.status, JSON.stringify(sent.data)).toBe(200);
  return sent.data.turnId as string;
}

/** The transcript once the turn's answer is stored. */
async function answered(client: TestClient, session: { sessionId: string; sessionToken: string }, turnId: string) {
  let transcript: Record<string, any> = {};
  await expect
    .poll(
      async () => {
        transcript = (await read(client, session.sessionId, session.sessionToken)).data;
        return transcript.messages?.some((m: { turnId: string; role: string }) => m.turnId === turnId && m.role === 'agent');
      },
      { timeout: 60_000, interval: 200 },
    )
    .toBe(true);
  return transcript;
}

describe('GET /api/conversations/{sessionId}', () => {
  it('gives the signed-in starter the conversation so far, and it continues in the same conversation', async () => {
    const agentId = (await readyAgentOf(stack, owner.userId)).id;
    const session = await startSessionOver(owner.client, agentId);
    const first = await ask(owner.client, session, 'What is your ship called?');
    const transcript = await answered(owner.client, session, first);
    expect(transcript).toMatchObject({
      success: true,
      sessionId: session.sessionId,
      conversationId: session.conversationId,
      agentId,
      active: true,
      endReason: null,
    });
    expect(transcript.messages.map((m: { turnId: string; role: string }) => [m.turnId, m.role])).toEqual([
      [first, 'user'],
      [first, 'agent'],
    ]);
    expect(transcript.messages[0]).toMatchObject({ text: 'What is your ship called?', richJson: null });

    // The GraphQL twin reads the same.
    const viaGraphql = await owner.client.graphql(TRANSCRIPT, { s: session.sessionId, t: session.sessionToken });
    expect(viaGraphql.errors).toBeUndefined();
    const { success: _success, ...fields } = transcript;
    expect(viaGraphql.data.conversationTranscript).toEqual(fields);

    // The next question continues this conversation: the agent has the first one in its history.
    const second = await ask(owner.client, session, 'And where does it sail?');
    const continued = await answered(owner.client, session, second);
    expect(continued.conversationId).toBe(session.conversationId);
    expect(continued.messages.map((m: { role: string; text: string }) => m.role)).toEqual(['user', 'agent', 'user', 'agent']);
    if (engines) {
      const prompt = engines.chat.requests.at(-1)!.messages.map((m) => m.content);
      expect(prompt).toContain('What is your ship called?');
      expect(prompt.at(-1)).toBe('And where does it sail?');
    }

    // Once ended, it says so (the page starts a new conversation).
    await owner.client.request('DELETE', `/api/conversations/${session.sessionId}`, { headers: holding(session.sessionToken) });
    expect((await read(owner.client, session.sessionId, session.sessionToken)).data).toMatchObject({
      active: false,
      endReason: 'ended',
    });
  });

  it('is refused to anyone but its starter, even with the token', async () => {
    const agentId = (await readyAgentOf(stack, owner.userId)).id;
    const session = await startSessionOver(owner.client, agentId);
    const another = await signedInUser(stack);
    const refused = { success: false, error: 'This conversation belongs to someone else', code: 'FORBIDDEN' };
    for (const [client, token] of [
      [another.client, session.sessionToken],
      [stack.client(), session.sessionToken],
      [another.client, undefined],
      [owner.client, WRONG_TOKEN],
      [owner.client, undefined],
    ] as const) {
      const response = await read(client, session.sessionId, token);
      expect(response.status).toBe(403);
      expect(response.data).toEqual(refused);
    }
    expect((await read(owner.client, 'no_such_session_000000', session.sessionToken)).status).toBe(404);
    expect((await read(owner.client, session.sessionId, session.sessionToken)).headers.get('cache-control')).toBe(
      'private, no-store',
    );

    const viaGraphql = await another.client.graphql(TRANSCRIPT, { s: session.sessionId, t: session.sessionToken });
    expect(viaGraphql.data).toBeNull();
    expect(viaGraphql.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it("a signed-out visitor's conversation is read with its token, and by no account", async () => {
    const someone = await signedInUser(stack);
    const agent = await readyAgentOf(stack, someone.userId);
    await stack.bus.request(catalogActions.setSharing, { agentId: agent.id, ownerId: someone.userId, anonymous_enabled: true });
    const { token } = await stack.bus.request(catalogActions.getShareLink, { agentId: agent.id, userId: someone.userId });
    const visitor = stack.client();
    const session = await startSessionOver(visitor, agent.id, token!);
    const turnId = await ask(visitor, session, 'Hello there');
    expect((await answered(visitor, session, turnId)).messages).toHaveLength(2);
    // A fresh tab of the same visitor (no cookies either way) reads it with the token.
    expect((await read(stack.client(), session.sessionId, session.sessionToken)).status).toBe(200);
    for (const client of [someone.client, owner.client]) {
      expect((await read(client, session.sessionId, session.sessionToken)).status).toBe(403);
    }
  });
});
