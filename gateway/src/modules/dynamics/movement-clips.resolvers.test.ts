import { catalogActions, dynamics } from '@avatarium/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readyAgentOf, signedInUser } from '../../../../testkit/agent-cards.js';
import { storedMovementClips } from '../../../../testkit/media/movement-clips.js';
import { startStack, type TestStack } from '../../../../testkit/stack.js';

let stack: TestStack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack.stop());

const VIEW = `query($id: ID!) { viewerAgent(id: $id) { agent { id movementClips } } }`;

/** Two generated clips and a failed one, stored as the generation stores them (not enabled yet). */
async function agentWithClips(ownerId: string) {
  const agent = await readyAgentOf(stack, ownerId);
  const clips = Object.fromEntries(
    ['nodnodnodnod', 'swayswaysway'].map((id) => [id, Buffer.from(`clip agents/${agent.id}/dynamics/${id}.mp4`)]),
  );
  const { keys, set } = await storedMovementClips(stack, agent, ownerId, clips);
  await set(false);
  return { agent, keys };
}

const enable = (agentId: string, ownerId: string, enabled: boolean) =>
  stack.bus.request(dynamics.setDynamics, { agentId, ownerId, change: { kind: 'enabled', enabled } });

describe('Agent.movementClips (the viewer and widget read)', () => {
  it('carries the playable clips signed, only while dynamics is enabled', async () => {
    const owner = await signedInUser(stack);
    const { agent, keys } = await agentWithClips(owner.userId);
    const clipsOf = async () =>
      (await owner.client.graphql(VIEW, { id: agent.id })).data.viewerAgent.agent.movementClips as string[];
    expect(await clipsOf()).toEqual([]);

    await enable(agent.id, owner.userId, true);
    const clips = await clipsOf();
    expect(clips).toHaveLength(2);
    // Each URL serves its clip (the failed video has none).
    const served = await Promise.all(clips.map(async (url) => (await fetch(new URL(url, stack.url))).text()));
    expect(served.sort()).toEqual(keys.map((key) => `clip ${key}`).sort());

    await enable(agent.id, owner.userId, false);
    expect(await clipsOf()).toEqual([]);
  });

  it("carries each clip with its track for the player (Agent.movements); the owner's block does not show track keys", async () => {
    const owner = await signedInUser(stack);
    const agent = await readyAgentOf(stack, owner.userId);
    const clips = { nodnodnodnod: Buffer.from('nod clip'), swayswaysway: Buffer.from('sway clip') };
    const { set } = await storedMovementClips(stack, agent, owner.userId, clips, { nodnodnodnod: Buffer.from('{"fps":15}') });
    const query = `query($id: ID!) { viewerAgent(id: $id) { agent { movements { url trackUrl } movementClips } } }`;
    const read = async () => (await owner.client.graphql(query, { id: agent.id })).data.viewerAgent.agent;
    expect((await read()).movements).toEqual([]);

    await set(true);
    const seen = await read();
    const fetched = async (url: string) => (await fetch(new URL(url, stack.url))).text();
    const movements = await Promise.all(
      (seen.movements as Array<{ url: string; trackUrl: string | null }>).map(async (clip) => ({
        video: await fetched(clip.url),
        track: clip.trackUrl ? await fetched(clip.trackUrl) : null,
      })),
    );
    expect(movements.sort((a, b) => a.video.localeCompare(b.video))).toEqual([
      { video: 'nod clip', track: '{"fps":15}' },
      { video: 'sway clip', track: null },
    ]);
    // The old field still lists the same clips.
    expect(seen.movementClips).toHaveLength(2);
    const block = (await owner.client.get(`/api/agents/${agent.id}/dynamics`)).data;
    expect(Object.keys(block.dynamics.batch_results)).toHaveLength(3);
    expect(JSON.stringify(block)).not.toContain('track');
    // One clip without a track: clips keep to quiet moments.
    expect(block.dynamics.talking).toBe(false);
  });

  it('says clips may play while the avatar talks (dynamics.talking) once every clip has its track', async () => {
    const owner = await signedInUser(stack);
    const agent = await readyAgentOf(stack, owner.userId);
    const track = Buffer.from('{"fps":15}');
    const { set } = await storedMovementClips(
      stack,
      agent,
      owner.userId,
      { nodnodnodnod: Buffer.from('nod'), swayswaysway: Buffer.from('sway') },
      { nodnodnodnod: track, swayswaysway: track },
    );
    await set(true);
    const read = async () => (await owner.client.get(`/api/agents/${agent.id}/dynamics`)).data.dynamics;
    expect((await read()).talking).toBe(true);
    const graphql = `query($id: ID!) { agentDynamics(id: $id) { ok dynamics { talking } } }`;
    expect((await owner.client.graphql(graphql, { id: agent.id })).data.agentDynamics.dynamics.talking).toBe(true);
  });

  it('never reaches a stranger for a private agent; a public agent plays them for any visitor', async () => {
    const owner = await signedInUser(stack);
    const stranger = await signedInUser(stack);
    const { agent } = await agentWithClips(owner.userId);
    await enable(agent.id, owner.userId, true);

    expect((await stranger.client.graphql(VIEW, { id: agent.id })).data.viewerAgent.agent).toBeNull();
    expect((await stack.client().graphql(VIEW, { id: agent.id })).data.viewerAgent.agent).toBeNull();

    await stack.bus.request(catalogActions.setVisibility, {
      agentId: agent.id,
      ownerId: owner.userId,
      visibility: 'public',
      category: 'Fiction',
    });
    const seen = (await stack.client().graphql(VIEW, { id: agent.id })).data.viewerAgent.agent;
    expect(seen.movementClips).toHaveLength(2);
    // Only the URLs: no names, failures or summary for a visitor.
    const named = `query($id: ID!) { viewerAgent(id: $id) { agent { movementClips } } }`;
    expect(Object.keys((await stranger.client.graphql(named, { id: agent.id })).data.viewerAgent.agent)).toEqual([
      'movementClips',
    ]);
    const owners = `query($id: ID!) { agentDynamics(id: $id) { ok error { code } } }`;
    expect((await stranger.client.graphql(owners, { id: agent.id })).data.agentDynamics).toMatchObject({ ok: false });
  });
});
