import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { faceRig } from '@avatarium/contracts';
import { createLogger, LocalStorage } from '@avatarium/platform';
import { unzipSync, zipSync } from 'fflate';
import mongoose from 'mongoose';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { runFfmpeg } from '../media-tools/ffmpeg.js';
import { readObject } from '../media-tools/storage-io.js';
import { FaceApiDetector } from '../providers/face/face-api-detector.js';
import { DicebearPortraitGenerator } from '../providers/image/dicebear-portrait-generator.js';
import { backfillFaceRigs } from './backfill-face-rigs.js';
import type { GenerationDeps } from './generation-deps.js';
import { GenerationJobRepository } from './jobs/generation-job.repository.js';

let dir: string;
let storage: LocalStorage;
let db: mongoose.Connection;
let jobs: GenerationJobRepository;
let deps: GenerationDeps;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'rig-backfill-'));
  storage = new LocalStorage(dir, 'test-storage-secret-0123456789');
  db = await mongoose
    .createConnection(inject('mongoUri'), { dbName: `media_rig_backfill_${Date.now().toString(36)}` })
    .asPromise();
  jobs = new GenerationJobRepository(db);
  await jobs.init();
  deps = {
    config: { FFMPEG_PATH: 'ffmpeg' },
    jobs,
    storage,
    providers: { faces: new FaceApiDetector(), drawings: new DicebearPortraitGenerator() },
    logger: createLogger('test', 'silent'),
  } as unknown as GenerationDeps;
});
afterAll(async () => {
  await db?.dropDatabase();
  await db?.close();
  await rm(dir, { recursive: true, force: true });
});

const layout = {
  visemes: ['rest', 'slight', 'open', 'wide', 'round'],
  frameWidth: 96,
  frameHeight: 64,
  region: { x: 180, y: 300, width: 96, height: 64 },
  imageWidth: 512,
  imageHeight: 512,
};
const put = (key: string, bytes: Buffer | Uint8Array, type: string) =>
  storage.put(key, Readable.from([Buffer.from(bytes)]), type);

/** A finished job as made before face rigs: no landmarks on the face step, no rigKey on the lip step. */
async function oldAgent(agentId: string, drawn: boolean, lip: Record<string, unknown> = {}, video: Record<string, unknown> = {}) {
  const imageKey = `agents/${agentId}/image.webp`;
  await put(imageKey, await readFile(new URL('../../test-fixtures/face.jpg', import.meta.url)), 'image/webp');
  const manifest = {
    format: 'avatarium-agent',
    speech: { method: 'viseme-sprite', file: 'speech-sprite.png', ...layout },
    assets: [],
  };
  const modelKey = `agents/${agentId}/model.imx`;
  await put(
    modelKey,
    zipSync({ 'manifest.json': Buffer.from(JSON.stringify(manifest)), 'idle.mp4': new Uint8Array(16) }),
    'application/zip',
  );
  const face = { x: 144, y: 182, width: 181, height: 185, imageWidth: 512, imageHeight: 512 };
  await db.collection('generation_jobs').insertOne({
    _id: agentId as never,
    ownerId: 'owner-1',
    prompt: 'an old agent',
    model: 'essence',
    inputs: { imageKey: null, videoKey: null, audioKey: null },
    options: { aspectRatio: '1:1', videoAspectRatio: '1:1', durationSeconds: 5 },
    state: 'done',
    steps: {
      image: {
        imageKey,
        posterKey: `agents/${agentId}/poster.jpg`,
        width: 512,
        height: 512,
        source: drawn ? 'generated' : 'upload',
        ...(drawn ? { portrait: { style: 'x', seed: 's', face, mouth: { x: 200, y: 300, width: 60, height: 30 } } } : {}),
      },
      face: { isAnimal: false, face, mouth: { x: 200, y: 300, width: 60, height: 30 }, source: drawn ? 'drawn' : 'detected' },
      video: {
        videoKey: `agents/${agentId}/idle.mp4`,
        width: 512,
        height: 512,
        durationSeconds: 5,
        source: 'motion-loop',
        motion: null,
        ...video,
      },
      lip: { lipSyncKey: `agents/${agentId}/speech-sprite.png`, audioKey: null, layout, source: 'photo', ...lip },
      model: { modelKey, size: 100, expressionKey: null },
    },
    stepRuns: {},
    appliedVersion: 7,
    attempt: 0,
    faceHandled: false,
    markedFace: null,
    gpuJobs: {},
    error: null,
    charged: true,
    refunded: false,
    leaseOwner: null,
    leaseUntil: null,
  });
}

describe('the face rig backfill', () => {
  it('gives every finished agent without a rig one, once, and adds it to the bundle', async () => {
    await oldAgent('B11AAA1111', false);
    await oldAgent('B22BBB2222', true);
    await oldAgent('B33CCC3333', false, { rigKey: null }); // looked at already: no face to rig

    expect(await backfillFaceRigs(deps, new AbortController().signal)).toBe(2);

    const photo = await jobs.findByAgent('B11AAA1111');
    expect(photo?.steps.lip?.rigKey).toBe('agents/B11AAA1111/face-rig.json');
    expect(photo?.rigBackfill).toMatchObject({ claimedUntil: null, doneAt: expect.any(Date) });
    const rig = faceRig.FaceRig.parse(JSON.parse((await readObject(storage, 'agents/B11AAA1111/face-rig.json')).toString()));
    expect(rig).toMatchObject({ kind: 'photo', imageWidth: 512, detector: 'face-api-68', track: null });
    expect(rig.points).toHaveLength(136);

    const drawn = await jobs.findByAgent('B22BBB2222');
    expect(drawn?.steps.lip?.rigKey).toBe('agents/B22BBB2222/face-rig.json');
    // A drawn portrait gets its landmarks from its own drawing (drawn again from its seed).
    const drawnRig = JSON.parse((await readObject(storage, 'agents/B22BBB2222/face-rig.json')).toString());
    expect(drawnRig).toMatchObject({ kind: 'drawn', detector: 'drawn (lorelei geometry)' });
    expect(drawnRig.points).toHaveLength(136);

    // The bundle carries the rig and names it in the manifest; its other files stay.
    const files = unzipSync(new Uint8Array(await readObject(storage, 'agents/B11AAA1111/model.imx')));
    expect(Object.keys(files).sort()).toEqual(['face-rig.json', 'idle.mp4', 'manifest.json']);
    const manifest = JSON.parse(Buffer.from(files['manifest.json']!).toString());
    expect(manifest.speech).toMatchObject({ rig: 'face-rig.json', file: 'speech-sprite.png' });

    expect(await storage.stat('agents/B33CCC3333/face-rig.json')).toBeNull();
    // Done is done: a second run (the next start) finds nothing to do.
    expect(await backfillFaceRigs(deps, new AbortController().signal)).toBe(0);
  });

  it("tracks an old uploaded-video agent's stored idle video, and takes over a claim left by a stopped instance", async () => {
    const video = path.join(dir, 'pan.mp4');
    await runFfmpeg('ffmpeg', [
      ...['-loop', '1', '-i', new URL('../../test-fixtures/face.jpg', import.meta.url).pathname],
      ...['-vf', `scale=768:768,crop=560:400:x='100+60*sin(2*PI*t/2)':y=200,fps=25`],
      ...['-t', '2', '-c:v', 'libx264', '-preset', 'veryfast', '-pix_fmt', 'yuv420p', video],
    ]);
    await oldAgent('B44DDD4444', false, {}, { source: 'upload', width: 560, height: 400, durationSeconds: 2 });
    await put('agents/B44DDD4444/idle.mp4', await readFile(video), 'video/mp4');
    // Another instance claimed it and stopped: its claim runs out, and the job is taken over.
    expect((await jobs.claimRigBackfill(1, 3))?.agentId).toBe('B44DDD4444');
    await new Promise((resolve) => setTimeout(resolve, 20));

    expect(await backfillFaceRigs(deps, new AbortController().signal)).toBe(1);
    const rig = faceRig.FaceRig.parse(JSON.parse((await readObject(storage, 'agents/B44DDD4444/face-rig.json')).toString()));
    expect(rig.track).toMatchObject({ videoWidth: 560, videoHeight: 400, fps: 8 });
    expect(rig.track!.frames.length).toBeGreaterThanOrEqual(15);
  });
});
