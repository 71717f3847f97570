import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { faceRig, media, mediaSpeech } from '@avatarium/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  facePhoto,
  hasStatus,
  newOwner,
  readBundle,
  startGenerationStack,
  storeUpload,
  watchAgents,
  type GenerationStack,
} from '../../../../testkit/media/generation-test-kit.js';
import { runFfmpeg } from '../media-tools/ffmpeg.js';
import { readObject } from '../media-tools/storage-io.js';

let env: GenerationStack;
let agents: ReturnType<typeof watchAgents>;
beforeAll(async () => {
  env = await startGenerationStack();
  agents = watchAgents(env.bus);
});
afterAll(async () => {
  agents.stop();
  await env.stop();
});

const rigOf = async (agentId: string) =>
  faceRig.FaceRig.parse(JSON.parse((await readObject(env.storage, `agents/${agentId}/face-rig.json`)).toString('utf8')));

/** A 3 s clip panning over the fixture photo, as a phone would send it. */
async function panVideo(): Promise<Buffer> {
  const dir = await mkdtemp(path.join(tmpdir(), 'pan-fixture-'));
  const file = path.join(dir, 'pan.mp4');
  await runFfmpeg('ffmpeg', [
    ...['-loop', '1', '-i', fileURLToPathOf('../../test-fixtures/face.jpg')],
    ...['-vf', `scale=768:768,crop=560:400:x='100+60*sin(2*PI*t/3)':y=200,fps=25`],
    ...['-t', '3', '-c:v', 'libx264', '-preset', 'veryfast', '-pix_fmt', 'yuv420p', file],
  ]);
  const bytes = await readFile(file);
  await rm(dir, { recursive: true, force: true });
  return bytes;
}

function fileURLToPathOf(relative: string): string {
  return new URL(relative, import.meta.url).pathname;
}

describe('the face rig made at creation', () => {
  it('rigs an uploaded photo: face-rig.json stored, in the bundle, and its key in the speech layout', async () => {
    const ownerId = await newOwner(env.bus);
    const image = await storeUpload(env.storage, ownerId, await facePhoto(), 'jpg', 'image/jpeg');
    const { agentId } = await env.bus.request(media.startGeneration, {
      ownerId,
      prompt: 'A calm yoga teacher named Mara',
      model: 'essence',
      image: { key: image, kind: 'image' },
    });
    const ready = await agents.until(agentId, hasStatus('ready'), 60_000);
    const rig = await rigOf(agentId);
    expect(rig).toMatchObject({ kind: 'photo', detector: 'face-api-68', track: null });
    expect(rig.points).toHaveLength(136);
    expect(rig.interior?.cavity).toMatch(/^#[0-9a-f]{6}$/);

    const { files, manifest } = await readBundle(env.storage, ready.record.model_key!);
    expect(Object.keys(files)).toContain('face-rig.json');
    expect(manifest.speech).toMatchObject({ rig: 'face-rig.json' });
    expect(JSON.parse(Buffer.from(files['face-rig.json']!).toString('utf8'))).toEqual(rig);

    const { layout } = await env.bus.request(mediaSpeech.getSpeechLayout, { agentId });
    expect(layout?.rigKey).toBe(`agents/${agentId}/face-rig.json`);
  }, 90_000);

  it('tracks the face through an uploaded movement video, in the stored idle video’s pixels', async () => {
    const ownerId = await newOwner(env.bus);
    const image = await storeUpload(env.storage, ownerId, await facePhoto(), 'jpg', 'image/jpeg');
    const video = await storeUpload(env.storage, ownerId, await panVideo(), 'mp4', 'video/mp4');
    const { agentId } = await env.bus.request(media.startGeneration, {
      ownerId,
      prompt: 'A calm yoga teacher named Mara',
      model: 'essence',
      image: { key: image, kind: 'image' },
      video: { key: video, kind: 'video' },
    });
    const ready = await agents.until(agentId, hasStatus('ready'), 90_000);
    const { manifest } = await readBundle(env.storage, ready.record.model_key!);
    const rig = await rigOf(agentId);
    expect(rig.kind).toBe('photo');
    expect(rig.track).toMatchObject({ videoWidth: manifest.idle.width, videoHeight: manifest.idle.height, fps: 8 });
    expect(rig.track!.frames.length).toBeGreaterThanOrEqual(22);
    // The pan moves the face sideways: the nose tip's x spans about the pan's 120 px.
    const noseXs = rig.track!.frames.map((points) => points[60]!);
    expect(Math.max(...noseXs) - Math.min(...noseXs)).toBeGreaterThan(80);
  }, 120_000);

  it("gives a drawn portrait the generator's rig (landmarks from its own drawing)", async () => {
    const ownerId = await newOwner(env.bus);
    const { agentId } = await env.bus.request(media.startGeneration, {
      ownerId,
      prompt: 'Sophie, a friendly baker',
      model: 'essence',
    });
    await agents.until(agentId, hasStatus('ready'), 60_000);
    const rig = await rigOf(agentId);
    expect(rig).toMatchObject({ kind: 'drawn', track: null, detector: 'drawn (lorelei geometry)' });
    expect(rig.points).toHaveLength(136);
    expect(rig.interior).toMatchObject({ teeth: '#ffffff' });
  }, 90_000);
});
