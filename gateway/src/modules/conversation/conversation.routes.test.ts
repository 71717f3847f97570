import { request } from 'node:http';
import { Readable } from 'node:stream';
import { catalogActions, conversation } from '@avatarium/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readyAgentOf, signedInUser } from '../../../../testkit/agent-cards.js';
import { ensureConversationBackend } from '../../../../testkit/conversation/conversation-backend.js';
import { holding, startSessionOver, WRONG_TOKEN } from '../../../../testkit/conversation/conversation-test-kit.js';
import type { FakeEngines } from '../../../../testkit/conversation/fake-engines.js';
import { makeWav } from '../../../../testkit/conversation/wav.js';
import type { TestClient } from '../../../../testkit/http-client.js';
import { startStack, type TestStack } from '../../../../testkit/stack.js';
import { makeMedia, smallPng } from '../../../../testkit/uploads/upload-test-kit.js';

let stack: TestStack;
let engines: FakeEngines | null;
let owner: { client: TestClient; userId: string };
let agentId: string;
beforeAll(async () => {
  stack = await startStack();
  engines = await ensureConversationBackend(stack);
  owner = await signedInUser(stack);
  agentId = (await readyAgentOf(stack, owner.userId)).id;
});
afterAll(() => stack.stop());

const storage = () => stack.gateway.deps.storage;
const store = (key: string, bytes: Buffer, type: string) => storage().put(key, Readable.from([bytes]), type);

describe('POST /api/conversations', () => {
  it("starts a session on the owner's ready agent; nobody else learns the private agent exists", async () => {
    const session = await startSessionOver(owner.client, agentId);
    expect(session).toMatchObject({ success: true, agentId, payer: 'owner' });
    expect(session.sessionToken.length).toBeGreaterThanOrEqual(20);
    expect(Object.keys(session.providers).sort()).toEqual(['llm', 'stt', 'tts']);

    const other = await signedInUser(stack);
    for (const client of [stack.client(), other.client]) {
      const refused = await client.post('/api/conversations', { agent_id: agentId });
      expect(refused.status).toBe(404);
      expect(refused.data).toEqual({ success: false, error: 'Agent not found', code: 'NOT_FOUND' });
    }
    expect((await owner.client.post('/api/conversations', { agent_id: 'not an id' })).status).toBe(404);
    const missing = await owner.client.post('/api/conversations', {});
    expect(missing.status).toBe(400);
    expect(missing.data.error).toBe('agent_id is required');
  });
  it("follows the agent's share link: sign in for a login link (the viewer pays), anyone for an anonymous one (the owner pays)", async () => {
    const agent = await readyAgentOf(stack, owner.userId);
    const { token } = await stack.bus.request(catalogActions.getShareLink, { agentId: agent.id, userId: owner.userId });
    const signedOut = await stack.client().post('/api/conversations', { agent_id: agent.id, share: token });
    expect(signedOut.status).toBe(401);
    expect(signedOut.data.error).toBe('Sign in to talk to this agent');
    const viewer = await signedInUser(stack);
    expect((await startSessionOver(viewer.client, agent.id, token!)).payer).toBe('viewer');
    expect((await viewer.client.post('/api/conversations', { agent_id: agent.id, share: 'not-the-link' })).status).toBe(404);

    await stack.bus.request(catalogActions.setSharing, { agentId: agent.id, ownerId: owner.userId, anonymous_enabled: true });
    const anonymous = await stack.bus.request(catalogActions.getShareLink, { agentId: agent.id, userId: owner.userId });
    expect((await startSessionOver(stack.client(), agent.id, anonymous.token!)).payer).toBe('owner');
  });
});

describe("a session's writes belong to its token's holder", () => {
  it('refuses a wrong or missing token with 403 and an unknown session with 404', async () => {
    const { sessionId } = await startSessionOver(owner.client, agentId);
    const wrong = await owner.client.post(`/api/conversations/${sessionId}/messages`, { text: 'Hello' }, holding(WRONG_TOKEN));
    expect(wrong.status).toBe(403);
    expect(wrong.data).toEqual({ success: false, error: 'This conversation belongs to someone else', code: 'FORBIDDEN' });
    expect((await owner.client.post(`/api/conversations/${sessionId}/messages`, { text: 'Hello' })).status).toBe(403);
    expect((await owner.client.post(`/api/conversations/${sessionId}/interrupt`, {}, holding(WRONG_TOKEN))).status).toBe(403);
    expect(
      (await owner.client.request('DELETE', `/api/conversations/${sessionId}`, { headers: holding(WRONG_TOKEN) })).status,
    ).toBe(403);
    const unknown = await owner.client.post(
      '/api/conversations/no_such_session_000000/messages',
      { text: 'Hi' },
      holding(WRONG_TOKEN),
    );
    expect(unknown.status).toBe(404);
    expect((await owner.client.post('/api/conversations/bad!id/messages', { text: 'Hi' }, holding(WRONG_TOKEN))).status).toBe(
      404,
    );
  });

  it('lets the holder send, interrupt and end; an ended session takes no more questions', async () => {
    const { sessionId, sessionToken } = await startSessionOver(stack.client(), (await publicAgent()).id);
    const visitor = stack.client();
    const blank = await visitor.post(`/api/conversations/${sessionId}/messages`, { text: '   ' }, holding(sessionToken));
    expect(blank.status).toBe(400);
    const long = 'x'.repeat(conversation.TURN_TEXT_MAX_LENGTH + 1);
    expect((await visitor.post(`/api/conversations/${sessionId}/messages`, { text: long }, holding(sessionToken))).status).toBe(
      400,
    );

    const sent = await visitor.post(`/api/conversations/${sessionId}/messages`, { text: 'Who are you?' }, holding(sessionToken));
    expect(sent.status, JSON.stringify(sent.data)).toBe(200);
    expect(sent.data.turnId).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    const interrupted = await visitor.post(`/api/conversations/${sessionId}/interrupt`, {}, holding(sessionToken));
    expect(interrupted.status).toBe(200);
    expect(typeof interrupted.data.interrupted).toBe('boolean');
    const ended = await visitor.request('DELETE', `/api/conversations/${sessionId}`, { headers: holding(sessionToken) });
    expect(ended.data).toEqual({ success: true, ended: true });
    const late = await visitor.post(`/api/conversations/${sessionId}/messages`, { text: 'Still there?' }, holding(sessionToken));
    expect(late.status).toBe(409);
  });
});

describe('POST /api/conversations/{sessionId}/draft', () => {
  it("takes the holder's text as typed, refuses a blank or too long one and an ended session's", async () => {
    const { sessionId, sessionToken } = await startSessionOver(stack.client(), (await publicAgent()).id);
    const visitor = stack.client();
    const draft = (text: string, headers = holding(sessionToken)) =>
      visitor.post(`/api/conversations/${sessionId}/draft`, { text }, headers);
    const typed = await draft('Who are');
    expect(typed.status, JSON.stringify(typed.data)).toBe(200);
    expect(typed.data).toEqual({ success: true, readAhead: true });
    // The model gets the turn's prompt with the draft as the question (persona first).
    if (engines)
      await expect
        .poll(() => engines!.chat.prepared.map((messages) => messages.at(-1)))
        .toContainEqual({ role: 'user', content: 'Who are' });
    // Typed whole: its answer is begun too, with the turn's limits, once the draft's FAQ search
    // says what the turn's prompt will be (this agent has no FAQ: no note).
    expect((await draft('My name is Ana.')).status).toBe(200);
    expect((await draft('Do you sell maps?')).status).toBe(200);
    if (engines)
      await expect
        .poll(() => engines!.chat.answersBegun)
        .toEqual([
          { question: 'My name is Ana.', answer: { maxTokens: expect.any(Number) as number } },
          { question: 'Do you sell maps?', answer: { maxTokens: expect.any(Number) as number } },
        ]);
    expect((await draft('   ')).status).toBe(400);
    expect((await draft('x'.repeat(conversation.TURN_TEXT_MAX_LENGTH + 1))).status).toBe(400);
    expect((await draft('Who are', holding(WRONG_TOKEN))).status).toBe(403);
    // A draft is not a turn: nothing was said.
    const transcript = await visitor.get(`/api/conversations/${sessionId}`, holding(sessionToken));
    expect(transcript.data.messages).toEqual([]);
    await visitor.request('DELETE', `/api/conversations/${sessionId}`, { headers: holding(sessionToken) });
    expect((await draft('Still there?')).status).toBe(409);
  });
});

/** A public agent of a fresh owner: anyone may talk to it (the owner pays). */
async function publicAgent() {
  const someone = await signedInUser(stack);
  const agent = await readyAgentOf(stack, someone.userId);
  return stack.bus.request(catalogActions.setVisibility, {
    agentId: agent.id,
    ownerId: someone.userId,
    visibility: 'public',
    category: 'Fiction',
  });
}

describe('GET /api/conversations/{sessionId}/audio/{turnId}/{seq}.{ext}', () => {
  it("serves a sentence's audio to its session's holder only, never cached", async () => {
    const mine = await startSessionOver(owner.client, agentId);
    const theirs = await startSessionOver(owner.client, agentId);
    const wav = makeWav(100);
    await store(conversation.conversationAudioKey(mine.sessionId, 'turn_aaaaaaaa', 0, 'wav'), wav, 'audio/wav');
    await store(
      conversation.conversationAudioKey(theirs.sessionId, 'turn_bbbbbbbb', 1, 'mp3'),
      Buffer.from('ID3 fake'),
      'audio/mpeg',
    );
    const path = `/api/conversations/${mine.sessionId}/audio/turn_aaaaaaaa/0.wav`;

    const response = await fetch(stack.url + path, { headers: holding(mine.sessionToken) });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('audio/wav');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(Buffer.from(await response.arrayBuffer())).toEqual(wav);

    // Another session's token, or none: refused before anything is read.
    expect((await owner.client.get(path, holding(theirs.sessionToken))).status).toBe(403);
    expect((await owner.client.get(path)).status).toBe(403);
    // Its own token on another session's path: refused; its own path never reaches the other's files.
    expect(
      (await owner.client.get(`/api/conversations/${theirs.sessionId}/audio/turn_bbbbbbbb/1.mp3`, holding(mine.sessionToken)))
        .status,
    ).toBe(403);
    expect(
      (await owner.client.get(`/api/conversations/${mine.sessionId}/audio/turn_bbbbbbbb/1.mp3`, holding(mine.sessionToken)))
        .status,
    ).toBe(404);
  });

  it('answers 404 for anything but a sentence file of the session', async () => {
    const { sessionId, sessionToken } = await startSessionOver(owner.client, agentId);
    await store(conversation.conversationSpeechKey(sessionId, 'recording1', 'wav'), makeWav(100), 'audio/wav');
    for (const rest of [
      'turn_aaaaaaaa/0.ogg',
      'turn_aaaaaaaa/01.wav',
      'turn_aaaaaaaa/x.wav',
      'speech/recording1.wav',
      '..%2F..%2Fuploads/0.wav',
    ]) {
      const response = await owner.client.get(`/api/conversations/${sessionId}/audio/${rest}`, holding(sessionToken));
      expect(response.status, rest).toBe(404);
      expect(response.headers.get('content-type'), rest).toMatch(/^application\/json/);
    }
  });
});

describe('POST /api/conversations/{sessionId}/speech', () => {
  const speech = (sessionId: string, body: RequestInit['body'], headers: Record<string, string>) =>
    fetch(`${stack.url}/api/conversations/${sessionId}/speech`, { method: 'POST', body, headers, duplex: 'half' } as RequestInit);
  const speechFiles = async (sessionId: string) => {
    const keys: string[] = [];
    for await (const object of storage().list(`${conversation.conversationKeyPrefix(sessionId)}speech`)) keys.push(object.key);
    return keys;
  };

  it('stores a WAV or a WebM recording under the session and has it answered', async () => {
    const { sessionId, sessionToken } = await startSessionOver(owner.client, agentId);
    const webm = makeMedia('webm', ['-f', 'lavfi', '-i', 'sine=duration=0.3', '-c:a', 'libopus']);
    for (const [bytes, type] of [
      [makeWav(100), 'audio/wav'],
      [webm, 'audio/webm'],
    ] as const) {
      // The declared type is not trusted: the content says what it is.
      const response = await speech(sessionId, new Uint8Array(bytes), {
        ...holding(sessionToken),
        'content-type': 'application/octet-stream',
      });
      const body = (await response.json()) as { turnId: string };
      expect(response.status, JSON.stringify(body)).toBe(200);
      expect(body.turnId).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
      // The recognizer hears it as recorded (the next question would interrupt this turn).
      if (engines) await expect.poll(() => engines!.recognizer.requests.map((request) => request.contentType)).toContain(type);
    }
    // Both stored under the session, named by their sniffed type.
    expect((await speechFiles(sessionId)).map((key) => key.split('.').pop()).sort()).toEqual(['wav', 'webm']);
  });

  it('refuses a wrong token, a non-audio body, an empty one and one over 10 MB, storing nothing', async () => {
    const { sessionId, sessionToken } = await startSessionOver(owner.client, agentId);
    const wrong = await speech(sessionId, new Uint8Array(makeWav(100)), holding(WRONG_TOKEN));
    expect(wrong.status).toBe(403);

    const png = await speech(sessionId, new Uint8Array(smallPng()), { ...holding(sessionToken), 'content-type': 'audio/wav' });
    expect(png.status).toBe(415);
    expect(await png.json()).toMatchObject({ success: false, code: 'UNSUPPORTED_MEDIA_TYPE' });
    expect((await speech(sessionId, 'just some text, not audio', holding(sessionToken))).status).toBe(415);
    expect((await speech(sessionId, new Uint8Array(0), holding(sessionToken))).status).toBe(400);

    // Declared too large: refused before a byte of the body is read.
    const declared = await declaredOnly(`/api/conversations/${sessionId}/speech`, 11 * 1024 * 1024, holding(sessionToken));
    expect(declared.status).toBe(413);
    expect(JSON.parse(declared.body)).toMatchObject({ success: false, code: 'PAYLOAD_TOO_LARGE' });
    // Streamed without a length, a real WAV header followed by 11 MB: stopped at 10 MB.
    const chunk = Buffer.alloc(1024 * 1024);
    const streamed = await speech(
      sessionId,
      Readable.toWeb(
        Readable.from(
          (function* () {
            yield makeWav(100);
            for (let i = 0; i < 11; i++) yield chunk;
          })(),
        ),
      ) as ReadableStream,
      holding(sessionToken),
    );
    expect(streamed.status).toBe(413);
    expect(await streamed.json()).toEqual({
      success: false,
      error: 'Recording too large: a spoken question may be at most 10 MB (10,485,760 bytes).',
      code: 'PAYLOAD_TOO_LARGE',
    });
    expect(await speechFiles(sessionId)).toEqual([]);
  });
});

describe('GET /api/analytics/conversation-history', () => {
  it('answers the owner with {data, conversationsByDate, stats}; nobody else', async () => {
    const { sessionId, sessionToken } = await startSessionOver(owner.client, agentId);
    await owner.client.post(`/api/conversations/${sessionId}/messages`, { text: 'Hello there' }, holding(sessionToken));
    const path = `/api/analytics/conversation-history?agent_code=${agentId}`;

    const history = await owner.client.get(path);
    expect(history.status, JSON.stringify(history.data)).toBe(200);
    expect(Object.keys(history.data).sort()).toEqual(['conversationsByDate', 'data', 'stats']);
    expect(conversation.ConversationHistory.parse(history.data)).toEqual(history.data);
    const today = new Date().toISOString().slice(0, 10);
    const ranged = await owner.client.get(`${path}&from=${today}&to=${today}`);
    expect(ranged.status).toBe(200);

    expect((await stack.client().get(path)).status).toBe(401);
    const other = await signedInUser(stack);
    // Someone else's agent and no agent at all look the same: nothing to probe ids with.
    expect((await other.client.get(path)).status).toBe(403);
    expect((await owner.client.get('/api/analytics/conversation-history?agent_code=A99ZZZ9999')).status).toBe(403);
    expect((await owner.client.get(`${path}&from=2026-13-45`)).status).toBe(400);
    expect((await owner.client.get(`${path}&from=2026-02-02&to=2026-01-01`)).status).toBe(400);
    expect((await owner.client.get('/api/analytics/conversation-history')).status).toBe(400);
  });
});

/** A POST that declares `length` bytes and sends only the headers: what the server answers before reading. */
function declaredOnly(path: string, length: number, headers: Record<string, string>): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      stack.url + path,
      { method: 'POST', headers: { ...headers, 'content-length': String(length) } },
      (res) => {
        let body = '';
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => {
          resolve({ status: res.statusCode ?? 0, body });
          req.destroy();
        });
      },
    );
    req.on('error', reject);
    req.flushHeaders();
  });
}
