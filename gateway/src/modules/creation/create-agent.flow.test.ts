import { readFileSync } from 'node:fs';
import path from 'node:path';
import { unzipSync, strFromU8 } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../../../tools/infra/index.js';
import { signUpUser } from '../../../../testkit/seed.js';
import { startStack, type TestStack } from '../../../../testkit/stack.js';
import { collect, wsClient } from '../../../../testkit/ws-client.js';
import type { TestClient } from '../../../../testkit/http-client.js';
import { makeMedia, sendFiles } from '../../../../testkit/uploads/upload-test-kit.js';

// The whole creation path as the browser drives it: uploads, generate-agent, the live
// subscription, the finished agent and its bundle, through the real gateway and services.

let stack: TestStack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack.stop());

const SUBSCRIPTION = 'subscription { myAgentUpdates { id status eventType displayStatus progress } }';
type Update = {
  myAgentUpdates: { id: string; status: string; eventType: string | null; displayStatus: string; progress: number };
};

async function watchCreation(client: TestClient, body: Record<string, unknown>) {
  const ws = wsClient(stack.url, client.cookieHeader);
  const events = collect<Update>(ws, SUBSCRIPTION);
  await new Promise((resolve) => setTimeout(resolve, 200)); // subscribed before the first event
  const started = await client.post('/api/generate-agent', body);
  expect(started.status, JSON.stringify(started.data)).toBe(200);
  expect(started.data).toMatchObject({ success: true, agentId: expect.stringMatching(/^A\d{2}[A-HJKMNP-TV-Z]{3}\d{4}$/) });
  const agentId = started.data.agentId as string;
  await events.next((event) => event.myAgentUpdates.id === agentId && event.myAgentUpdates.displayStatus === 'success', 20_000);
  events.dispose();
  await ws.dispose();
  const updates = events.values.map((event) => event.myAgentUpdates).filter((update) => update.id === agentId);
  return { agentId, updates };
}

async function download(client: TestClient, url: string): Promise<Buffer> {
  const response = await fetch(new URL(url, stack.url), { headers: { cookie: client.cookieHeader } });
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

describe('creating an agent end to end', () => {
  it('prompt only: the subscription shows every step in order, the agent is ready and charged once', async () => {
    const client = stack.client();
    await signUpUser(client);
    const { agentId, updates } = await watchCreation(client, {
      prompt: 'A cheerful pirate captain named Nova',
      model: 'essence',
    });

    const labels = updates.map((update) => update.displayStatus);
    expect(labels.at(-1)).toBe('success');
    expect(labels).toEqual(expect.arrayContaining(['video_generating', 'lip_sync_processing', 'model_building']));
    const progress = updates.map((update) => update.progress);
    expect(progress).toEqual([...progress].sort((a, b) => a - b)); // never goes backwards
    expect(progress.at(-1)).toBe(100);

    const agent = (await client.get(`/api/agents/${agentId}`)).data;
    expect(agent).toMatchObject({ success: true, id: agentId, status: 'ready', model_type: 'essence' });
    expect(agent.name).toBeTruthy();
    expect(agent.system_prompt).toBeTruthy();
    expect(agent.voice_id).toBeTruthy();
    const bundle = unzipSync(new Uint8Array(await download(client, agent.model_url)));
    const manifest = JSON.parse(strFromU8(bundle['manifest.json']!));
    expect(manifest.persona.name).toBe(agent.name);
    expect(Object.keys(bundle).length).toBeGreaterThan(2);
    expect((await client.get('/api/user/credit-balance')).data.balance).toBe(99);
  });

  it('prompt + image + video + audio: uploads are used, the agent is ready with all its media', async () => {
    const client = stack.client();
    await signUpUser(client);
    const proposedId = 'A55BCD7788';
    const uploaded = await sendFiles(
      client,
      [
        { name: 'face.jpg', bytes: readFileSync(path.join(repoRoot, 'services/media/test-fixtures/face.jpg')) },
        {
          name: 'moves.mp4',
          bytes: makeMedia('mp4', ['-f', 'lavfi', '-i', 'testsrc=duration=3:size=320x240:rate=15', '-pix_fmt', 'yuv420p']),
        },
        { name: 'voice.mp3', bytes: makeMedia('mp3', ['-f', 'lavfi', '-i', 'sine=frequency=220:duration=4']) },
      ],
      proposedId,
    );
    expect(uploaded.status, JSON.stringify(uploaded.data)).toBe(200);
    const urlOf = (prefix: string) =>
      (uploaded.data.uploads as Array<{ type: string; publicUrl: string }>).find((u) => u.type.startsWith(prefix))!.publicUrl;

    const { agentId } = await watchCreation(client, {
      prompt: '',
      image_url: urlOf('image/'),
      video_url: urlOf('video/'),
      audio_url: urlOf('audio/'),
      aspect_ratio: '16:9',
      video_aspect_ratio: '16:9',
      agent_id: proposedId,
      duration: 10,
      model: 'essence',
    });
    expect(agentId).toBe(proposedId);
    const agent = (await client.get(`/api/agents/${agentId}`)).data;
    expect(agent).toMatchObject({ status: 'ready', prompt: 'Create an AI agent', is_animal: false });
    for (const field of ['image_url', 'video_url', 'lip_sync_url', 'model_url']) expect(agent[field], field).toBeTruthy();
    const video = await download(client, agent.video_url);
    expect(video.subarray(4, 8).toString('latin1')).toBe('ftyp'); // an MP4
  });

  it("refuses another user's uploads and a generation without enough credits", async () => {
    const owner = stack.client();
    await signUpUser(owner);
    const uploaded = await sendFiles(owner, [
      { name: 'face.jpg', bytes: readFileSync(path.join(repoRoot, 'services/media/test-fixtures/face.jpg')) },
    ]);
    const imageUrl = uploaded.data.uploads[0].publicUrl as string;

    const thief = stack.client();
    await signUpUser(thief);
    const stolen = await thief.post('/api/generate-agent', { prompt: 'x', image_url: imageUrl, model: 'essence' });
    expect(stolen.status).toBe(403);

    await watchCreation(thief, { prompt: 'first agent', model: 'essence' });
    const broke = await thief.post('/api/generate-agent', { prompt: 'second agent', model: 'essence' });
    expect(broke.status).toBe(402);
    expect(broke.data).toMatchObject({ success: false, error: 'Insufficient credits' });
    expect((await thief.graphql('{ myAgents { id } }')).data.myAgents).toHaveLength(1);
  });
});
