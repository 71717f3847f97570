import { catalog, dynamics } from '@avatarium/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generatingAgentOf, readyAgentOf, signedInUser } from '../../../../testkit/agent-cards.js';
import { faceMp4, faceMp4Over1080p, faceMpeg4Part2, faceWebm, patternMp4 } from '../../../../testkit/uploads/movement-videos.js';
import { sendFiles, smallPng } from '../../../../testkit/uploads/upload-test-kit.js';
import { startStack, type TestStack } from '../../../../testkit/stack.js';

let stack: TestStack;

beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack.stop();
});

const EMPTY = {
  status: null,
  enabled: false,
  batch_results: {},
  summary: {
    failed: 0,
    duration: 0,
    model_used: 'seedance',
    successful: 0,
    aspect_ratio: '16:9',
    generated_at: null,
    success_rate: 0,
    total_attempts: 0,
  },
  result: null,
  talking: false,
};

type Client = Awaited<ReturnType<typeof signedInUser>>['client'];

/** Where the media service stores an upload's track: beside it. */
const trackKeyOf = (key: string) => key.replace(/\.mp4$/i, '.track.json');

async function uploadedMp4(client: Client, agentId: string, bytes = faceMp4()) {
  const sent = await sendFiles(client, [{ name: 'wave.mp4', bytes, type: 'video/mp4' }], agentId);
  expect(sent.status).toBe(200);
  return sent.data.uploads[0] as { publicUrl: string; storagePath: string };
}

describe('GET/PUT /api/agents/{id}/dynamics', () => {
  // Each new upload is checked and tracked while the PUT waits (the face model loads on the first).
  it(
    'answers the spec defaults, saves an uploaded MP4 under its id with a signed URL, toggles, resets',
    { timeout: 90_000 },
    async () => {
      const owner = await signedInUser(stack);
      const agent = await readyAgentOf(stack, owner.userId);
      const url = `/api/agents/${agent.id}/dynamics`;
      expect((await owner.client.get(url)).data).toEqual({ success: true, dynamics: EMPTY });
      expect((await owner.client.get(`/api/agents/${agent.id}`)).data.dynamics).toEqual(EMPTY);

      const upload = await uploadedMp4(owner.client, agent.id);
      const saved = await owner.client.request('PUT', url, {
        json: { dynamics: { enabled: true, batch_results: { abcdefghijkl: { video_url: upload.publicUrl, name: 'wave.mp4' } } } },
      });
      expect(saved.status).toBe(200);
      const video = saved.data.dynamics.batch_results.abcdefghijkl;
      expect(video.name).toBe('wave.mp4');
      expect(saved.data.dynamics.enabled).toBe(true);
      // Stored by key; the browser gets a URL that serves the file.
      expect((await storedDynamics(agent))!.batch_results.abcdefghijkl).toEqual({
        video_key: upload.storagePath,
        // The face tracked through it, stored beside it (the player moves the mouth on it).
        track_key: trackKeyOf(upload.storagePath),
        name: 'wave.mp4',
      });
      const served = await fetch(new URL(video.video_url, stack.url));
      expect([served.status, served.headers.get('content-type')]).toEqual([200, 'video/mp4']);

      // Sending back what GET gave keeps the stored key (the signed URL cannot move it).
      const again = await owner.client.get(url);
      const kept = await owner.client.request('PUT', url, { json: { dynamics: again.data.dynamics } });
      expect(kept.status).toBe(200);
      expect((await storedDynamics(agent))!.batch_results.abcdefghijkl).toEqual({
        video_key: upload.storagePath,
        // The face tracked through it, stored beside it (the player moves the mouth on it).
        track_key: trackKeyOf(upload.storagePath),
        name: 'wave.mp4',
      });

      const off = await owner.client.request('PUT', url, { json: { dynamics: { enabled: false }, toggleEnabled: true } });
      expect([off.status, off.data.dynamics.enabled, Object.keys(off.data.dynamics.batch_results)]).toEqual([
        200,
        false,
        ['abcdefghijkl'],
      ]);

      // Removing the last video forces the flag off.
      await owner.client.request('PUT', url, { json: { dynamics: { enabled: false }, toggleEnabled: true } });
      await owner.client.request('PUT', url, { json: { dynamics: { enabled: true }, toggleEnabled: true } });
      const emptied = await owner.client.request('PUT', url, { json: { dynamics: { enabled: true, batch_results: {} } } });
      expect(emptied.data.dynamics).toMatchObject({ enabled: false, batch_results: {} });
      const refused = await owner.client.request('PUT', url, { json: { dynamics: { enabled: true }, toggleEnabled: true } });
      expect([refused.status, refused.data.error]).toEqual([400, dynamics.ADD_VIDEO_FIRST]);

      const marked = await owner.client.request('PUT', url, { json: { dynamics: { status: 'generating' } } });
      expect(marked.data.dynamics.status).toBe('generating');
      const held = await owner.client.request('PUT', url, { json: { dynamics: { enabled: false, batch_results: {} } } });
      expect([held.status, held.data.error]).toEqual([409, 'Generation in progress']);
      const reset = await owner.client.request('PUT', url, { json: { dynamics: null } });
      expect(reset.data).toEqual({ success: true, dynamics: EMPTY, error: null });
      expect(await storedDynamics(agent)).toBeNull();
    },
  );

  it('refuses a non-MP4, a file that is not an upload here, another user upload, bad ids; stores nothing', async () => {
    const owner = await signedInUser(stack);
    const other = await signedInUser(stack);
    const agent = await readyAgentOf(stack, owner.userId);
    const url = `/api/agents/${agent.id}/dynamics`;
    const put = (batch_results: unknown) =>
      owner.client.request('PUT', url, { json: { dynamics: { enabled: false, batch_results } } });

    const png = await sendFiles(owner.client, [{ name: 'a.png', bytes: smallPng(), type: 'image/png' }], agent.id);
    const notMp4 = await put({ abcdefghijkl: { video_url: png.data.uploads[0].storagePath } });
    expect([notMp4.status, notMp4.data.error]).toEqual([400, dynamics.ONLY_MP4]);
    expect((await put({ abcdefghijkl: { video_url: 'https://elsewhere.example/v.mp4' } })).status).toBe(400);
    const theirs = await uploadedMp4(other.client, agent.id);
    expect((await put({ abcdefghijkl: { video_url: theirs.storagePath } })).status).toBe(403);
    expect((await put({ 'short-id': { video_url: theirs.storagePath } })).status).toBe(400);
    expect(await storedDynamics(agent)).toBeNull();
  });

  it('is the owner business only: 401 signed out, 404 for another user, and GET /api/agents/{id} hides it', async () => {
    const owner = await signedInUser(stack);
    const other = await signedInUser(stack);
    const agent = await readyAgentOf(stack, owner.userId);
    const url = `/api/agents/${agent.id}/dynamics`;
    expect((await stack.client().get(url)).status).toBe(401);
    const refused = await other.client.get(url);
    expect([refused.status, refused.data.error]).toEqual([404, 'Agent not found']);
    expect((await other.client.request('PUT', url, { json: { dynamics: null } })).status).toBe(404);
    expect((await other.client.post('/api/generate-movements', { agent_id: agent.id, image_url: 'x' })).status).toBe(404);
    expect((await other.client.post('/api/regenerate-movements', { agent_id: agent.id, async: false })).status).toBe(404);
  });
});

describe('PUT /api/agents/{id}/dynamics: an uploaded movement video is probed by its content', () => {
  it('refuses a non-H.264 MP4, a WebM named .mp4, no face, too long, over 1080p with their messages; stores nothing', async () => {
    const owner = await signedInUser(stack);
    const agent = await readyAgentOf(stack, owner.userId);
    const put = async (bytes: Buffer) => {
      const upload = await uploadedMp4(owner.client, agent.id, bytes);
      const json = { dynamics: { enabled: true, batch_results: { abcdefghijkl: { video_url: upload.publicUrl } } } };
      const answer = await owner.client.request('PUT', `/api/agents/${agent.id}/dynamics`, { json });
      return [answer.status, answer.data.error];
    };

    expect(await put(faceMpeg4Part2())).toEqual([400, dynamics.NOT_H264_MP4]);
    // Stored by what it is (a WebM), whatever the name says: refused before any probe.
    expect(await put(faceWebm())).toEqual([400, dynamics.ONLY_MP4]);
    expect(await put(patternMp4())).toEqual([400, dynamics.NO_FACE_IN_VIDEO]);
    expect(await put(faceMp4(25))).toEqual([400, 'Video too long: a movement video is at most 20 seconds, yours is 25 seconds.']);
    expect(await put(faceMp4Over1080p())).toEqual([400, 'Video resolution too large: at most 1920x1080, yours is 2560x1440.']);
    expect(await storedDynamics(agent)).toBeNull();
    expect((await owner.client.get(`/api/agents/${agent.id}/dynamics`)).data.dynamics.batch_results).toEqual({});
  });

  it(
    'accepts a short H.264 clip of a face, tracks it, and keeps it when the set is saved back with a second one',
    { timeout: 90_000 },
    async () => {
      const owner = await signedInUser(stack);
      const agent = await readyAgentOf(stack, owner.userId);
      const url = `/api/agents/${agent.id}/dynamics`;
      const first = await uploadedMp4(owner.client, agent.id, faceMp4(3));
      const json = { dynamics: { enabled: true, batch_results: { abcdefghijkl: { video_url: first.publicUrl } } } };
      expect((await owner.client.request('PUT', url, { json })).status).toBe(200);

      const shown = (await owner.client.get(url)).data.dynamics;
      const second = await uploadedMp4(owner.client, agent.id);
      shown.batch_results.mnopqrstuvwx = { video_url: second.publicUrl };
      const saved = await owner.client.request('PUT', url, { json: { dynamics: shown } });
      expect([saved.status, Object.keys(saved.data.dynamics.batch_results).sort()]).toEqual([
        200,
        ['abcdefghijkl', 'mnopqrstuvwx'],
      ]);
      expect((await storedDynamics(agent))!.batch_results).toEqual({
        abcdefghijkl: { video_key: first.storagePath, track_key: trackKeyOf(first.storagePath) },
        mnopqrstuvwx: { video_key: second.storagePath, track_key: trackKeyOf(second.storagePath) },
      });
      // The player gets each clip with its track: the face's 68 points through the video, in its pixels.
      const view = `query($id: ID!) { viewerAgent(id: $id) { agent { movements { url trackUrl } } } }`;
      const clips = (await owner.client.graphql(view, { id: agent.id })).data.viewerAgent.agent.movements as Array<{
        trackUrl: string | null;
      }>;
      expect(clips).toHaveLength(2);
      for (const clip of clips) {
        const track = (await (await fetch(new URL(clip.trackUrl!, stack.url))).json()) as { frames: number[][] };
        expect(track).toMatchObject({ videoWidth: 320, videoHeight: 320, fps: 8 });
        expect(track.frames.length).toBeGreaterThanOrEqual(8);
        expect(track.frames.every((frame) => frame.length === 136)).toBe(true);
      }
    },
  );
});

describe('POST /api/generate-movements and /api/regenerate-movements: the refusals', () => {
  it("refuses an agent that is not ready, or has no full-size image, with the spec's words", async () => {
    const owner = await signedInUser(stack);
    const generating = await generatingAgentOf(stack, owner.userId);
    const notReady = await owner.client.post('/api/generate-movements', { agent_id: generating.id, image_url: 'x' });
    expect([notReady.status, notReady.data.error]).toEqual([
      409,
      'Agent not ready: Agent must be in ready state to generate movements',
    ]);

    const agent = await readyAgentOf(stack, owner.userId);
    await stack.bus.request(catalog.applyGeneration, {
      agentId: agent.id,
      version: agent.version + 1,
      record: { ...agent.record, image_key: null },
    });
    const thumbnail = await owner.client.post('/api/generate-movements', { agent_id: agent.id, image_url: 'x' });
    expect([thumbnail.status, thumbnail.data.error]).toEqual([
      400,
      'Full-size image required: Agent needs a full-size image to generate movements. Thumbnail images are not supported.',
    ]);
    expect(await storedDynamics(agent)).toBeNull();
  });

  it('regenerate answers success without falling back, and refuses while a generation runs', async () => {
    const owner = await signedInUser(stack);
    const agent = await readyAgentOf(stack, owner.userId);
    const regenerate = () => owner.client.post('/api/regenerate-movements', { agent_id: agent.id, async: false });
    expect((await regenerate()).data).toEqual({ success: true, fallback_to_async: false, error: null });
    await owner.client.request('PUT', `/api/agents/${agent.id}/dynamics`, { json: { dynamics: { status: 'generating' } } });
    const held = await regenerate();
    expect([held.status, held.data]).toEqual([
      409,
      { success: false, error: 'Generation in progress', code: 'CONFLICT', fallback_to_async: false },
    ]);
  });
});

async function storedDynamics(agent: { id: string; ownerId: string }) {
  const stored = await stack.bus.request(catalog.getAgent, {
    agentId: agent.id,
    scope: { kind: 'owner', ownerId: agent.ownerId },
  });
  return stored?.dynamics ?? null;
}
