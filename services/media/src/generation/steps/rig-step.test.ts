import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { createLogger, LocalStorage } from '@avatarium/platform';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pointAt } from '../../media-tools/face-rig.js';
import { FaceApiDetector } from '../../providers/face/face-api-detector.js';
import { DicebearPortraitGenerator } from '../../providers/image/dicebear-portrait-generator.js';
import type { GenerationJob } from '../jobs/generation-job.js';
import { buildFaceRig, storeFaceRig, type RigDeps } from './rig-step.js';

let dir: string;
let deps: RigDeps;
const faces = new FaceApiDetector();

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'rig-step-'));
  deps = {
    storage: new LocalStorage(dir, 'test-storage-secret-0123456789'),
    faces,
    ffmpegPath: 'ffmpeg',
    logger: createLogger('test', 'silent'),
  };
  await faces.warmUp();
});
afterAll(() => rm(dir, { recursive: true, force: true }));

async function jobWith(
  agentId: string,
  size: number,
  steps: Partial<GenerationJob['steps']>,
  extra: Partial<GenerationJob> = {},
) {
  const imageKey = `agents/${agentId}/image.webp`;
  const photo = await sharp(await readFile(new URL('../../../test-fixtures/face.jpg', import.meta.url)))
    .resize(size)
    .webp()
    .toBuffer();
  await deps.storage.put(imageKey, Readable.from([photo]), 'image/webp');
  return {
    agentId,
    markedFace: null,
    faceHandled: false,
    ...extra,
    steps: {
      image: { imageKey, posterKey: 'p', width: size, height: size, source: 'upload' },
      video: { videoKey: 'v', width: 512, height: 512, durationSeconds: 5, source: 'motion-loop', motion: null },
      ...steps,
    },
    photo,
  } as unknown as GenerationJob & { photo: Buffer };
}

describe('the rig step', () => {
  it('rigs a detected photo (the rig part: colours, with the landmarks at hand)', async () => {
    const job = await jobWith('R11AAA1111', 2048, {});
    const found = await faces.detect(job.photo);
    job.steps.face = { isAnimal: false, face: found!.face, mouth: found!.mouth, source: 'detected', landmarks: found!.landmarks };
    const started = Date.now();
    const key = await storeFaceRig(deps, job);
    const ms = Date.now() - started;
    // Printed for the creation budget (bench/generation measures it), not asserted: a timed test fails on a loaded machine.
    console.log(`rig part for a 2048 px photo: ${ms} ms`);
    expect(key).toBe('agents/R11AAA1111/face-rig.json');
  });

  it("rigs a face the owner marked (the landmark net on the marked box, given in the browser's size)", async () => {
    const job = await jobWith(
      'R22BBB2222',
      1024,
      { face: { isAnimal: true, face: null, mouth: null, source: 'none' } },
      // The fixture's face box at 512 px is about x 144, y 182, 181 x 185: marked a little loosely, on a 256 px preview.
      { faceHandled: true, markedFace: { x: 68, y: 86, width: 96, height: 98, imageWidth: 256, imageHeight: 256 } },
    );
    const rig = await buildFaceRig(deps, job);
    expect(rig).toMatchObject({ kind: 'photo', imageWidth: 1024, imageHeight: 1024 });
    const [noseX, noseY] = pointAt(rig!.points!, 30);
    expect(noseX).toBeGreaterThan(272);
    expect(noseX).toBeLessThan(272 + 384);
    expect(noseY).toBeGreaterThan(344);
    expect(noseY).toBeLessThan(344 + 392);
  });

  it('gives no rig when the face was only assumed (the owner declined to mark one)', async () => {
    const job = await jobWith(
      'R33CCC3333',
      512,
      { face: { isAnimal: true, face: null, mouth: null, source: 'none' } },
      { faceHandled: true, markedFace: null },
    );
    expect(await storeFaceRig(deps, job)).toBeNull();
    expect(await deps.storage.stat('agents/R33CCC3333/face-rig.json')).toBeNull();
  });

  it('yields no rig when rigging fails at creation, but lets the backfill see the failure', async () => {
    const job = await jobWith('R44DDD4444', 512, { face: { isAnimal: false, face: null, mouth: null, source: 'detected' } });
    job.steps.image!.imageKey = 'agents/R44DDD4444/missing.webp';
    expect(await storeFaceRig(deps, job)).toBeNull();
    await expect(storeFaceRig(deps, job, undefined, true)).rejects.toThrow();
  });

  it("gives a generated portrait the generator's own rig, in the stored picture's pixels", async () => {
    const drawings = new DicebearPortraitGenerator();
    const seed = 'feminine:a friendly librarian';
    const job = await jobWith('R55EEE5555', 512, {});
    job.steps.image = { ...job.steps.image!, portrait: { style: 'lorelei', seed } } as never;
    const drawn = await drawings.rig(seed, 'feminine');
    const rig = await buildFaceRig({ ...deps, drawings }, job);
    expect(rig).toMatchObject({ kind: 'drawn', imageWidth: 512, imageHeight: 512, detector: drawn!.detector });
    // The 1024 px drawing's points, halved for the 512 px picture.
    expect(pointAt(rig!.points!, 8)[1]).toBeCloseTo(pointAt(drawn!.points!, 8)[1] / 2, 1);
    // Without the generator (older code paths) the drawn portrait keeps a rig without points: the sprite plays.
    expect(await buildFaceRig(deps, job)).toMatchObject({ kind: 'drawn', points: null });
  });
});
