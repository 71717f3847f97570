import { text } from 'node:stream/consumers';
import { catalog, faceRig } from '@avatarium/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readyAgentOf, signedInUser } from '../../../../testkit/agent-cards.js';
import { storedMovementClips } from '../../../../testkit/media/movement-clips.js';
import { faceMp4 } from '../../../../testkit/uploads/movement-videos.js';
import { startStack, type TestStack } from '../../../../testkit/stack.js';

let stack: TestStack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack.stop());

describe('clips stored before tracks existed', () => {
  it('get their track in the background once the owner reads the dynamics; a clip the probe refuses keeps none', async () => {
    const owner = await signedInUser(stack);
    const agent = await readyAgentOf(stack, owner.userId);
    // As an older generation stored them: video keys, no track_key (one of them not a video at all).
    const { set } = await storedMovementClips(stack, agent, owner.userId, {
      nodnodnodnod: faceMp4(2),
      brokenbroken: Buffer.from('not a video'),
    });
    await set(true);
    const read = async () => (await owner.client.get(`/api/agents/${agent.id}/dynamics`)).data.dynamics;
    expect((await read()).talking).toBe(false);

    const stored = async () =>
      (await stack.bus.request(catalog.getAgent, { agentId: agent.id, scope: { kind: 'owner', ownerId: owner.userId } }))!
        .dynamics!.batch_results as Record<string, { video_key?: string; track_key?: string }>;
    const trackKey = `agents/${agent.id}/dynamics/nodnodnodnod.track.json`;
    await expect.poll(async () => (await stored()).nodnodnodnod?.track_key, { timeout: 60_000, interval: 500 }).toBe(trackKey);
    const track = faceRig.RigTrack.parse(JSON.parse(await text((await stack.storage.get(trackKey)).body)));
    expect(track).toMatchObject({ videoWidth: 320, videoHeight: 320, fps: 8 });
    expect(track.frames.every((points) => points.length === 2 * faceRig.RIG_POINT_COUNT)).toBe(true);

    // The broken one stays a clip without a track (and is not tried again on the next read).
    expect((await stored()).brokenbroken).toEqual({ video_key: `agents/${agent.id}/dynamics/brokenbroken.mp4`, generated: true });
    expect(await stack.storage.stat(`agents/${agent.id}/dynamics/brokenbroken.track.json`)).toBeNull();
    expect((await read()).talking).toBe(false);
    // The player gets the backfilled track with its clip.
    const view = `query($id: ID!) { viewerAgent(id: $id) { agent { movements { url trackUrl } } } }`;
    const clips = (await owner.client.graphql(view, { id: agent.id })).data.viewerAgent.agent.movements as Array<{
      url: string;
      trackUrl: string | null;
    }>;
    expect(clips.filter((clip) => clip.trackUrl !== null)).toHaveLength(1);
  }, 90_000);
});
