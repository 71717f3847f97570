import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../../../testkit/agent-cards.js';
import { ensureConversationBackend } from '../../../testkit/conversation/conversation-backend.js';
import { ALL_SCOPES, issuedKey } from '../../../testkit/developer/api-key-kit.js';
import { startStack, type TestStack } from '../../../testkit/stack.js';
import { createReadyAgent, say } from './examples/create-and-talk.js';
import {
  AgentDocument,
  AvatariumError,
  createAvatariumClient,
  MeDocument,
  MyAgentUpdatesDocument,
  type AvatariumClient,
} from './index.js';

// The typed client against the real gateway, NATS and services, used as a script would: an API
// key, no cookie.

const REPLY = 'Hello from the agent you just made.';
let stack: TestStack;
const clients: AvatariumClient[] = [];
beforeAll(async () => {
  stack = await startStack();
  const engines = await ensureConversationBackend(stack);
  if (engines) engines.chat.script.reply = REPLY;
});
afterAll(async () => {
  for (const client of clients) await client.close();
  await stack.stop();
});

async function clientOf(scopes = ALL_SCOPES) {
  const owner = await signedInUser(stack);
  const key = await issuedKey(owner.client, scopes);
  const client = createAvatariumClient({ apiKey: key.secret, url: stack.url });
  clients.push(client);
  return { owner, key, client };
}

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.fail('expected the call to fail'),
    (error: unknown) => error as AvatariumError,
  );

describe('createAvatariumClient', () => {
  it('creates an agent, follows it to ready over the subscription and talks to it (the README example)', async () => {
    const { owner, client } = await clientOf();
    expect(await client.query(MeDocument)).toEqual({ me: { id: owner.userId, email: expect.any(String) } });

    const agent = await createReadyAgent(client, 'A cheerful lighthouse keeper named Iris');
    expect(agent).toMatchObject({ status: 'ready', displayStatus: 'success', progress: 100 });
    const read = await client.query(AgentDocument, { id: agent.id });
    expect(read.agent?.id).toBe(agent.id);

    expect(await say(client, agent.id, 'Hello, who are you?')).toBe(REPLY);
  }, 60_000);

  it('takes the GraphQL endpoint itself as url too', async () => {
    const { owner, key } = await clientOf(['agents:read']);
    const client = createAvatariumClient({ apiKey: key.secret, url: `${stack.url}/graphql` });
    expect((await client.query(MeDocument)).me?.id).toBe(owner.userId);
  });

  it('rejects with the gateway code and message: a bad key, a missing scope', async () => {
    const bad = createAvatariumClient({ apiKey: 'av_live_notakey', url: stack.url });
    const refused = await failureOf(bad.query(MeDocument));
    expect(refused).toBeInstanceOf(AvatariumError);
    expect(refused).toMatchObject({ message: 'The API key is not valid.', code: 'UNAUTHENTICATED', details: { status: 401 } });

    const { client } = await clientOf(['conversations']);
    const forbidden = await failureOf(client.query(AgentDocument, { id: 'A12BCD3456' }));
    expect(forbidden).toMatchObject({
      message: 'This API key lacks the scope agents:read needed for Query.agent.',
      code: 'FORBIDDEN',
      details: { status: 403 },
    });
  });

  it('a subscription ends with SOCKET_CLOSED when the key is refused or revoked', async () => {
    const bad = createAvatariumClient({ apiKey: 'av_live_notakey', url: stack.url });
    const refused = bad.subscribe(MyAgentUpdatesDocument);
    await refused.started;
    const closed = await failureOf(refused.next());
    expect(closed).toMatchObject({ code: 'SOCKET_CLOSED', details: { closeCode: 4403 } });

    const { owner, key, client } = await clientOf(['agents:read']);
    const updates = client.subscribe(MyAgentUpdatesDocument);
    await updates.started;
    const revoked = await owner.client.request('DELETE', `/api/developer/keys/${key.id}`);
    expect(revoked.status).toBe(200);
    const ended = await failureOf(updates.next());
    expect(ended).toMatchObject({ code: 'SOCKET_CLOSED', details: { closeCode: 4401 } });
  });
});
