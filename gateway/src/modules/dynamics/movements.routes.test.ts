import { execFile } from 'node:child_process';
import { readFile, writeFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { credits, type Agent } from '@avatarium/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceOf, ownerWithAgent as ownerWithAgentOf } from '../../../../testkit/dynamics/movement-owner.js';
import { startStack, type TestStack } from '../../../../testkit/stack.js';
import { collect, wsClient } from '../../../../testkit/ws-client.js';

const run = promisify(execFile);
const FACE = fileURLToPath(new URL('../../../../services/media/test-fixtures/face.jpg', import.meta.url));
let stack: TestStack;

beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack.stop();
});

interface PushedDynamics {
  agentDynamicsUpdates: {
    status: string | null;
    batch_results: Array<{ id: string; video_url: string | null; status: string | null; message: string | null }>;
    summary: { successful: number; failed: number; total_attempts: number; model_used: string };
    result: string | null;
  };
}

const SUBSCRIPTION = `subscription($id: ID!) { agentDynamicsUpdates(id: $id) {
  status result batch_results { id video_url status message } summary { successful failed total_attempts model_used } } }`;

const ownerWithAgent = (image: Buffer, extra: number) => ownerWithAgentOf(stack, image, extra);
const balance = (userId: string) => balanceOf(stack, userId);

describe('POST /api/generate-movements: the offline movement job', () => {
  it('charges 250 once, pushes each video as it lands, and makes real H.264 clips with head motion', async () => {
    const { owner, agent } = await ownerWithAgent(await readFile(FACE), 301);
    expect(await balance(owner.userId)).toBe(500);
    const socket = wsClient(stack.url, owner.client.cookieHeader);
    const pushed = collect<PushedDynamics>(socket, SUBSCRIPTION, { id: agent.id });
    await pushed.next((value) => value.agentDynamicsUpdates.status === null);

    const started = await owner.client.post('/api/generate-movements', { agent_id: agent.id, image_url: 'ignored' });
    expect([started.status, started.data.success]).toEqual([200, true]);
    expect(await balance(owner.userId)).toBe(250);
    // A second generation while this one runs is refused and charges nothing.
    const second = await owner.client.post('/api/generate-movements', { agent_id: agent.id, image_url: 'ignored' });
    expect([second.status, second.data.error]).toEqual([409, 'Generation in progress']);

    const firstVideo = await pushed.next((value) => value.agentDynamicsUpdates.batch_results.length === 1, 60_000);
    expect(firstVideo.agentDynamicsUpdates.status).toBe('generating');
    const done = await pushed.next((value) => value.agentDynamicsUpdates.result !== null, 120_000);
    const final = done.agentDynamicsUpdates;
    expect(final).toMatchObject({
      status: null,
      result: 'completed',
      summary: { successful: 5, failed: 0, total_attempts: 5, model_used: 'local-face-rig' },
    });
    // Each video arrived on its own push (one more video per push while generating).
    const counts = pushed.values.map((value) => value.agentDynamicsUpdates.batch_results.length);
    expect([...new Set(counts)]).toEqual([0, 1, 2, 3, 4, 5]);
    expect(await balance(owner.userId)).toBe(250);
    pushed.dispose();
    await socket.dispose();

    // REST reads the same; every id is 12 letters; a clip is H.264, yuv420p, 4 s, with frames that differ.
    const got = await owner.client.get(`/api/agents/${agent.id}/dynamics`);
    const ids = Object.keys(got.data.dynamics.batch_results);
    expect(ids).toHaveLength(5);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z]{12}$/);
    const nod = Object.values(got.data.dynamics.batch_results as Record<string, { video_url: string; name: string }>).find(
      (video) => video.name === 'Nod',
    )!;
    const dir = await mkdtemp(path.join(tmpdir(), 'movement-'));
    try {
      const file = path.join(dir, 'nod.mp4');
      await writeFile(file, Buffer.from(await (await fetch(new URL(nod.video_url, stack.url))).arrayBuffer()));
      const probe = JSON.parse(
        (
          await run('ffprobe', [
            '-v',
            'error',
            '-select_streams',
            'v:0',
            '-show_entries',
            'stream=codec_name,pix_fmt,width,height,nb_frames:format=duration',
            '-of',
            'json',
            file,
          ])
        ).stdout,
      );
      expect(probe.streams[0]).toMatchObject({ codec_name: 'h264', pix_fmt: 'yuv420p', nb_frames: '120' });
      expect(probe.streams[0].height).toBeLessThanOrEqual(720);
      expect(Number(probe.format.duration)).toBeCloseTo(4, 0);
      // Real motion: the middle of the nod differs from its first frame, which is the picture at rest.
      const frame = async (at: string) =>
        (
          await run(
            'ffmpeg',
            ['-v', 'error', '-ss', at, '-i', file, '-frames:v', '1', '-f', 'rawvideo', '-pix_fmt', 'gray', '-'],
            {
              encoding: 'buffer',
              maxBuffer: 64 * 1024 * 1024,
            },
          )
        ).stdout as Buffer;
      const [rest, moved] = await Promise.all([frame('0'), frame('0.5')]);
      let changed = 0;
      for (let i = 0; i < rest.length; i += 1) if (Math.abs(rest[i]! - moved[i]!) > 12) changed += 1;
      expect(changed / rest.length).toBeGreaterThan(0.01);
      // The background is held: the top-left corner is the same in both.
      const width = probe.streams[0].width as number;
      for (let y = 0; y < 20; y += 1)
        for (let x = 0; x < 20; x += 1) {
          expect(Math.abs(rest[y * width + x]! - moved[y * width + x]!)).toBeLessThanOrEqual(6);
        }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 180_000);

  it('refunds each failed video once, marks it Generation Failed with its message, and frees the agent', async () => {
    const { owner, agent } = await ownerWithAgent(Buffer.from('not a picture at all'), 301);
    const started = await owner.client.post('/api/generate-movements', { agent_id: agent.id, image_url: 'x' });
    expect(started.status).toBe(200);
    expect(await balance(owner.userId)).toBe(250);
    const finished = await waitFor(agent, (stored) => stored.dynamics?.result === 'failed');
    const videos = Object.values(finished.dynamics!.batch_results);
    expect(videos).toHaveLength(5);
    for (const video of videos) expect(video).toMatchObject({ status: 'error', message: 'The portrait could not be read' });
    expect(finished.dynamics!.summary).toMatchObject({ failed: 5, successful: 0, success_rate: 0 });
    // 5 refunds of 50: everything back, once.
    await expect.poll(() => balance(owner.userId), { timeout: 10_000 }).toBe(500);
    const again = await owner.client.post('/api/generate-movements', { agent_id: agent.id, image_url: 'x' });
    expect(again.status).toBe(200);
    await waitFor(
      agent,
      (stored) =>
        stored.dynamics?.status === null &&
        stored.dynamics?.result === 'failed' &&
        Object.keys(stored.dynamics.batch_results).length === 10,
    );
    await expect.poll(() => balance(owner.userId), { timeout: 10_000 }).toBe(500);
  }, 120_000);

  it('charges nothing and keeps nothing without 250 credits', async () => {
    const { owner, agent } = await ownerWithAgent(await readFile(FACE), 1);
    await stack.bus.request(credits.debitCredits, {
      userId: owner.userId,
      amount: 200,
      idempotencyKey: `test-spend-${owner.userId}`,
      reason: 'test spend',
    });
    expect(await balance(owner.userId)).toBe(0);
    const refused = await owner.client.post('/api/generate-movements', { agent_id: agent.id, image_url: 'x' });
    expect(refused.status).toBe(402);
    expect((await owner.client.get(`/api/agents/${agent.id}/dynamics`)).data.dynamics.status).toBeNull();
  });
});

async function waitFor(agent: Agent, test: (stored: Agent) => boolean, timeoutMs = 60_000): Promise<Agent> {
  const { catalog } = await import('@avatarium/contracts');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const stored = await stack.bus.request(catalog.getAgent, {
      agentId: agent.id,
      scope: { kind: 'owner', ownerId: agent.ownerId },
    });
    if (stored && test(stored)) return stored;
    if (Date.now() > deadline) throw new Error(`timed out; dynamics now ${JSON.stringify(stored?.dynamics)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
