import { catalog, type Agent, type AgentStatusRecord } from '@avatarium/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser } from '../../../../testkit/seed.js';
import { startStack, type TestStack } from '../../../../testkit/stack.js';
import { collect, wsClient } from '../../../../testkit/ws-client.js';

let stack: TestStack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack.stop());

const FIELDS =
  'id name status eventType displayStatus progress isAnimal needsFaceMarking failureText imageUrl posterUrl modelUrl';
const SUBSCRIPTION = `subscription { myAgentUpdates { ${FIELDS} } }`;
type Card = {
  id: string;
  name: string | null;
  status: string;
  eventType: string | null;
  displayStatus: string;
  progress: number;
  isAnimal: boolean;
  needsFaceMarking: boolean;
  failureText: string | null;
  imageUrl: string | null;
  posterUrl: string | null;
  modelUrl: string | null;
};
type Update = { myAgentUpdates: Card };

const persona = {
  name: 'Captain Nova',
  description: 'A space pirate',
  system_prompt: 'You are Captain Nova.',
  tags: ['pirate'],
  category: 'Fiction' as const,
  language: 'en',
  gender: 'feminine' as const,
  voice_id: 'nova',
};

async function signedIn() {
  const client = stack.client();
  const { userId } = await signUpUser(client);
  return { client, userId };
}

function createAgent(ownerId: string, prompt = 'A space pirate') {
  return stack.bus.request(catalog.createAgent, { ownerId, prompt, model: 'essence' });
}

function apply(agent: Agent, version: number, record: Partial<AgentStatusRecord>, extra: { persona?: typeof persona } = {}) {
  return stack.bus.request(catalog.applyGeneration, {
    agentId: agent.id,
    version,
    record: { ...agent.record, ...record },
    ...extra,
  });
}

describe('Query.myAgents and Query.agent', () => {
  it("lists the user's agents newest first, with derived status and progress", async () => {
    const { client, userId } = await signedIn();
    const first = await createAgent(userId, 'first');
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = await createAgent(userId, 'second');
    await createAgent((await signUpUser(stack.client())).userId, 'not mine');
    await apply(
      first,
      1,
      { status: 'processing', event_type: 'image_created', image_key: `uploads/${userId}/x/face.png` },
      { persona },
    );

    const { data } = await client.graphql<{ myAgents: Card[] }>(`{ myAgents { ${FIELDS} } }`);
    expect(data?.myAgents.map((card) => card.id)).toEqual([second.id, first.id]);
    expect(data?.myAgents[0]).toMatchObject({ displayStatus: 'pending', progress: 5, name: null, imageUrl: null });
    expect(data?.myAgents[1]).toMatchObject({ name: 'Captain Nova', displayStatus: 'video_generating', progress: 10 });
    expect(data?.myAgents[1]?.imageUrl).toMatch(/^\/files\/uploads\/.+\?expires=\d+&signature=/);
    expect(data?.myAgents[1]?.posterUrl).toBe(data?.myAgents[1]?.imageUrl);
  });

  it('is empty when signed out; agent(id) is null for anyone but the owner', async () => {
    const { client, userId } = await signedIn();
    const agent = await createAgent(userId);
    expect((await stack.client().graphql('{ myAgents { id } }')).data).toEqual({ myAgents: [] });
    const query = `query($id: ID!) { agent(id: $id) { id prompt } }`;
    expect((await client.graphql(query, { id: agent.id })).data).toEqual({ agent: { id: agent.id, prompt: 'A space pirate' } });
    const stranger = stack.client();
    await signUpUser(stranger);
    expect((await stranger.graphql(query, { id: agent.id })).data).toEqual({ agent: null });
    expect((await stack.client().graphql(query, { id: agent.id })).data).toEqual({ agent: null });
    expect((await client.graphql(query, { id: 'garbage' })).data).toEqual({ agent: null });
  });
});

describe('Subscription.myAgentUpdates', () => {
  it('yields each current agent, then every applied generation step, and skips stale ones', async () => {
    const { client, userId } = await signedIn();
    const older = await createAgent(userId, 'older');
    const agent = await createAgent(userId, 'newer');
    const ws = wsClient(stack.url, client.cookieHeader);
    const events = collect<Update>(ws, SUBSCRIPTION);
    await events.next((event) => event.myAgentUpdates.id === older.id);
    await events.next((event) => event.myAgentUpdates.id === agent.id);

    const image = `uploads/${userId}/${agent.id}/face.png`;
    await apply(agent, 1, { status: 'processing', event_type: 'persona_created' }, { persona });
    await events.next((event) => event.myAgentUpdates.eventType === 'persona_created');
    const atVersion2 = await apply(agent, 2, { status: 'processing', event_type: 'image_created', image_key: image });
    await apply(agent, 1, { status: 'processing', event_type: 'persona_created' }); // stale: ignored by catalog
    await apply(agent, 3, { status: 'success', event_type: 'animal_detected', image_key: image, is_animal: true });
    await events.next((event) => event.myAgentUpdates.eventType === 'animal_detected');
    await apply(agent, 4, {
      status: 'ready',
      event_type: 'model_built',
      image_key: image,
      model_key: `generated/${agent.id}/m.imx`,
    });
    const ready = await events.next((event) => event.myAgentUpdates.status === 'ready');
    // An event older than what was already sent (a late or repeated publish) is not passed on.
    stack.bus.publish(catalog.agentChanged, { agent: atVersion2 });
    await new Promise((resolve) => setTimeout(resolve, 200));

    expect(ready.myAgentUpdates).toMatchObject({
      name: 'Captain Nova',
      displayStatus: 'success',
      progress: 100,
      failureText: null,
    });
    expect(ready.myAgentUpdates.modelUrl).toMatch(/^\/files\/generated\//);
    const sequence = events.values
      .filter((event) => event.myAgentUpdates.id === agent.id)
      .map(({ myAgentUpdates: card }) => [card.displayStatus, card.progress, card.needsFaceMarking]);
    expect(sequence).toEqual([
      ['pending', 5, false],
      ['image_generating', 5, false],
      ['video_generating', 10, false],
      ['animal_detected', 15, true],
      ['success', 100, false],
    ]);
    events.dispose();
    await ws.dispose();
  });

  it("never delivers another user's agents, and refuses a signed-out subscriber", async () => {
    const { client } = await signedIn();
    const { userId: otherId } = await signedIn();
    const ws = wsClient(stack.url, client.cookieHeader);
    const events = collect<Update>(ws, SUBSCRIPTION);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const theirs = await createAgent(otherId);
    await apply(theirs, 1, { status: 'processing', event_type: 'persona_created' }, { persona });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(events.values).toEqual([]);
    events.dispose();
    await ws.dispose();

    const anonymous = wsClient(stack.url, '');
    const refused = collect<Update>(anonymous, SUBSCRIPTION);
    await expect.poll(() => JSON.stringify(refused.failure ?? '')).toContain('Unauthorized');
    await anonymous.dispose();
  });

  it('shows a failed generation with its failure text', async () => {
    const { client, userId } = await signedIn();
    const agent = await createAgent(userId);
    const ws = wsClient(stack.url, client.cookieHeader);
    const events = collect<Update>(ws, SUBSCRIPTION);
    await events.next();
    await apply(agent, 1, { status: 'failed', event_type: 'failed', error_type: 'image', error_message: 'provider said no' });
    const failed = await events.next((event) => event.myAgentUpdates.status === 'failed');
    expect(failed.myAgentUpdates.displayStatus).toBe('failed');
    expect(failed.myAgentUpdates.failureText).toMatch(/image.*Create a new agent to try again$/);
    events.dispose();
    await ws.dispose();
  });
});
