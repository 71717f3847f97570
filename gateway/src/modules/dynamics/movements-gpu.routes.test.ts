import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { text } from 'node:stream/consumers';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { catalog, faceRig } from '@avatarium/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceOf, ownerWithAgent } from '../../../../testkit/dynamics/movement-owner.js';
import { startFakeGpuHost } from '../../../../testkit/media/fake-gpu-host.js';
import { startStack, type TestStack } from '../../../../testkit/stack.js';
import type { TestClient } from '../../../../testkit/http-client.js';
import { collect, wsClient } from '../../../../testkit/ws-client.js';

const run = promisify(execFile);
const FACE = fileURLToPath(new URL('../../../../services/media/test-fixtures/face.jpg', import.meta.url));
const TOKEN = 'gpu-movement-token';
const TIMEOUT_MS = 3_000;
let host: Awaited<ReturnType<typeof startFakeGpuHost>>;
let stack: TestStack;

beforeAll(async () => {
  host = await startFakeGpuHost({ token: TOKEN, pollsToFinish: 2 });
  stack = await startStack({
    GPU_HOST_URL: host.url,
    GPU_HOST_TOKEN: TOKEN,
    GPU_HOST_POLL_MS: '50',
    GPU_HOST_TIMEOUT_MS: String(TIMEOUT_MS),
  });
});
afterAll(async () => {
  await stack?.stop();
  await host?.stop();
});

type Video = { video_url?: string; status?: string; message?: string; name?: string };
interface Dynamics {
  status: string | null;
  result: string | null;
  batch_results: Record<string, Video>;
  summary: { successful: number; failed: number; model_used: string; aspect_ratio: string };
  talking: boolean;
}

const SUBSCRIPTION = `subscription($id: ID!) { agentDynamicsUpdates(id: $id) { status result batch_results { id } } }`;

/** Generates for a fresh owner (500 credits) and waits for the job's end; the answer and the dynamics then. */
async function generate(): Promise<{
  owner: { client: TestClient; userId: string };
  agentId: string;
  jobId: string;
  done: Dynamics;
}> {
  const { owner, agent } = await ownerWithAgent(stack, await readFile(FACE), 301);
  const started = await owner.client.post('/api/generate-movements', { agent_id: agent.id, image_url: 'ignored' });
  expect([started.status, started.data.success]).toEqual([200, true]);
  let done: Dynamics | null = null;
  await expect
    .poll(
      async () => {
        done = (await owner.client.get(`/api/agents/${agent.id}/dynamics`)).data.dynamics as Dynamics;
        return done.result;
      },
      { timeout: 90_000, interval: 250 },
    )
    .not.toBeNull();
  return { owner, agentId: agent.id, jobId: started.data.job_id, done: done! };
}

const byName = (dynamics: Dynamics) =>
  Object.fromEntries(Object.entries(dynamics.batch_results).map(([id, video]) => [video.name!, { id, ...video }]));

describe('POST /api/generate-movements through the GPU host', () => {
  it('asks the host once per movement, stores 5 playable H.264 videos as they land, charges 250 once', async () => {
    host.options.movementFaults = {};
    const before = host.submitted('movement-clip').length;
    const { owner, agent } = await ownerWithAgent(stack, await readFile(FACE), 301);
    const socket = wsClient(stack.url, owner.client.cookieHeader);
    const pushed = collect<{ agentDynamicsUpdates: { result: string | null; batch_results: unknown[] } }>(socket, SUBSCRIPTION, {
      id: agent.id,
    });
    await pushed.next((value) => value.agentDynamicsUpdates.batch_results.length === 0);
    const started = await owner.client.post('/api/generate-movements', { agent_id: agent.id, image_url: 'ignored' });
    expect(started.status).toBe(200);
    // All five were asked for before the first was waited for (a host may make them side by side).
    await pushed.next((value) => value.agentDynamicsUpdates.batch_results.length === 1, 90_000);
    expect(host.submitted('movement-clip').length - before).toBe(5);
    await pushed.next((value) => value.agentDynamicsUpdates.result !== null, 90_000);
    // Each video was pushed as it landed.
    const counts = pushed.values.map((value) => value.agentDynamicsUpdates.batch_results.length);
    expect([...new Set(counts)]).toEqual([0, 1, 2, 3, 4, 5]);
    pushed.dispose();
    await socket.dispose();

    const dynamics = (await owner.client.get(`/api/agents/${agent.id}/dynamics`)).data.dynamics as Dynamics;
    expect(dynamics).toMatchObject({
      status: null,
      result: 'completed',
      summary: { successful: 5, failed: 0, model_used: 'seedance', aspect_ratio: '16:9' },
    });
    expect(await balanceOf(stack, owner.userId)).toBe(250);

    // One host job per video, keyed by job and video; the full-size portrait went along.
    const asked = host.submitted('movement-clip').slice(before);
    expect(asked.map((job) => job.input.motion).sort()).toEqual(
      ['Idle breathe', 'Idle sway', 'Look aside', 'Nod', 'Smile lean'].sort(),
    );
    expect(asked.map((job) => job.key).sort()).toEqual(
      Object.keys(dynamics.batch_results)
        .map((id) => `movements:${started.data.job_id}:${id}`)
        .sort(),
    );
    const portrait = (await readFile(FACE)).toString('base64');
    for (const job of asked) {
      expect(job.input).toMatchObject({ model: 'seedance', duration_seconds: 4, aspect_ratio: '16:9' });
      expect(job.files).toEqual([{ name: 'image', content_type: 'image/jpeg', data: portrait }]);
    }

    // Every video plays: H.264 in MP4, 16:9, read from the URL the owner gets.
    for (const video of Object.values(dynamics.batch_results)) {
      const url = new URL(video.video_url!, stack.url).toString();
      const { stdout } = await run('ffprobe', [
        ...['-v', 'error', '-select_streams', 'v:0', '-show_entries', 'stream=codec_name,width,height', '-of', 'json', url],
      ]);
      expect(JSON.parse(stdout).streams[0]).toEqual({ codec_name: 'h264', width: 640, height: 360 });
    }

    // Each was tracked as an upload is: its track stored beside it, so clips play while the avatar talks.
    expect(dynamics.talking).toBe(true);
    const stored = await stack.bus.request(catalog.getAgent, {
      agentId: agent.id,
      scope: { kind: 'owner', ownerId: owner.userId },
    });
    for (const [id, video] of Object.entries(stored!.dynamics!.batch_results)) {
      const trackKey = `agents/${agent.id}/dynamics/${id}.track.json`;
      expect(video).toMatchObject({ video_key: `agents/${agent.id}/dynamics/${id}.mp4`, track_key: trackKey });
      const track = faceRig.RigTrack.parse(JSON.parse(await text((await stack.storage.get(trackKey)).body)));
      expect(track).toMatchObject({ videoWidth: 640, videoHeight: 360 });
      expect(track.frames.length).toBeGreaterThanOrEqual(8);
      expect(track.frames.every((points) => points.length === 2 * faceRig.RIG_POINT_COUNT)).toBe(true);
    }
  }, 120_000);

  it("refunds 50 for a video the host failed, and refuses a non-MP4 result as that video's failure", async () => {
    host.options.movementFaults = { Nod: 'fail', 'Look aside': 'not-mp4' };
    const { owner, agentId, done } = await generate();
    expect(done).toMatchObject({ status: null, result: 'partial', summary: { successful: 3, failed: 2 } });
    const videos = byName(done);
    expect(videos.Nod).toMatchObject({ status: 'error', message: 'The GPU host could not make this video: the model crashed' });
    expect(videos['Look aside']).toMatchObject({
      status: 'error',
      message: "The GPU host's video was refused: Only MP4 videos are allowed: the video must be H.264 in an MP4 file",
    });
    // The refused result is not kept.
    expect(await stack.storage.stat(`agents/${agentId}/dynamics/${videos['Look aside']!.id}.mp4`)).toBeNull();
    for (const name of ['Smile lean', 'Idle sway', 'Idle breathe']) expect(videos[name]!.video_url).toBeTruthy();
    await expect.poll(() => balanceOf(stack, owner.userId), { timeout: 10_000 }).toBe(500 - 250 + 2 * 50);
  }, 120_000);

  it('gives up on a video the host does not finish in time: cancelled there, refunded here', async () => {
    host.options.movementFaults = { 'Smile lean': 'hang' };
    const { owner, jobId, done } = await generate();
    expect(done).toMatchObject({ result: 'partial', summary: { successful: 4, failed: 1 } });
    const lean = byName(done)['Smile lean']!;
    expect(lean).toMatchObject({ status: 'error', message: 'The GPU host did not finish this video within 3 seconds' });
    const hostJob = host.submitted('movement-clip').find((job) => job.key === `movements:${jobId}:${lean.id}`);
    expect(hostJob?.status).toBe('cancelled');
    await expect.poll(() => balanceOf(stack, owner.userId), { timeout: 10_000 }).toBe(500 - 250 + 50);
  }, 120_000);

  it('a host refusing our token fails every video with the reason and gives all 250 back', async () => {
    host.options.movementFaults = {};
    host.options.token = 'rotated-token';
    try {
      const { owner, done } = await generate();
      expect(done).toMatchObject({ result: 'failed', summary: { successful: 0, failed: 5 } });
      for (const video of Object.values(done.batch_results)) {
        expect(video).toMatchObject({
          status: 'error',
          message: 'The GPU host refused our credentials (GPU_HOST_TOKEN): nothing was generated',
        });
      }
      await expect.poll(() => balanceOf(stack, owner.userId), { timeout: 10_000 }).toBe(500);
    } finally {
      host.options.token = TOKEN;
    }
  }, 120_000);
});
