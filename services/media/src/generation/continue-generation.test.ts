import { catalog, media } from '@avatarium/contracts';
import { AppError } from '@avatarium/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  balanceOf,
  facePhoto,
  hasStatus,
  newOwner,
  noFacePicture,
  readBundle,
  startGenerationStack,
  storeUpload,
  watchAgents,
  type GenerationStack,
} from '../../../../testkit/media/generation-test-kit.js';

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

describe('the face step', () => {
  it('finds the face in a photo and goes straight on to ready', async () => {
    const ownerId = await newOwner(env.bus);
    const image = await storeUpload(env.storage, ownerId, await facePhoto(), 'jpg', 'image/jpeg');
    const started = Date.now();
    const { agentId } = await env.bus.request(media.startGeneration, {
      ownerId,
      prompt: 'Luna, a friendly museum guide',
      model: 'essence',
      image: { key: image, kind: 'image' },
    });
    const ready = await agents.until(agentId, hasStatus('ready'));
    console.log(`prompt + image: start to ready in ${Date.now() - started} ms`);
    expect(agents.sequence(agentId)).not.toContain('success/animal_detected');
    expect(ready.record.is_animal).toBe(false);
    const { manifest } = await readBundle(env.storage, ready.record.model_key!);
    expect(manifest.face.source).toBe('detected');
    // The detected face is where the fixture's face is (roughly the middle of the upper half).
    expect(manifest.face.box).toMatchObject({ imageWidth: 512, imageHeight: 512 });
    expect(manifest.face.box.x).toBeGreaterThan(100);
    expect(manifest.face.box.x).toBeLessThan(200);
  });

  it('stops at animal_detected without a human face, and continues once the owner marks one', async () => {
    const ownerId = await newOwner(env.bus);
    const image = await storeUpload(env.storage, ownerId, await noFacePicture(), 'png', 'image/png');
    const { agentId } = await env.bus.request(media.startGeneration, {
      ownerId,
      prompt: 'A sleepy orange cat',
      model: 'essence',
      image: { key: image, kind: 'image' },
    });
    const paused = await agents.until(agentId, hasStatus('success', 'animal_detected'));
    expect(paused.record).toMatchObject({
      is_animal: true,
      face_handled: false,
      image_key: `agents/${agentId}/image.webp`,
      video_key: null,
    });
    // It waits: nothing else happens until the owner answers.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(agents.sequence(agentId).at(-1)).toBe('success/animal_detected');

    // A box drawn on the browser's copy of the picture (here: at half size).
    const face = { x: 120, y: 60, width: 80, height: 80, imageWidth: 320, imageHeight: 240 };
    expect(await env.bus.request(media.continueGeneration, { ownerId, agentId, face })).toEqual({ continued: true });
    const ready = await agents.until(agentId, hasStatus('ready'));
    expect(agents.sequence(agentId)).toEqual([
      'pending/created',
      'processing/persona_created',
      'processing/image_created',
      'success/animal_detected',
      'processing/face_marked',
      'processing/video_created',
      'processing/lip_created',
      'processing/model_built',
      'ready/model_built',
    ]);
    expect(ready.record).toMatchObject({ is_animal: true, face_handled: true });
    const { manifest } = await readBundle(env.storage, ready.record.model_key!);
    // Scaled to the stored picture (640 x 480).
    expect(manifest.face).toMatchObject({ source: 'marked', box: { x: 240, y: 120, width: 160, height: 160, imageWidth: 640 } });
    expect(await balanceOf(env.bus, ownerId)).toBe(99);
    // A repeated continue is answered the same and changes nothing.
    expect(await env.bus.request(media.continueGeneration, { ownerId, agentId, face })).toEqual({ continued: true });
  });

  it('continues without a box too, assuming a portrait framing', async () => {
    const ownerId = await newOwner(env.bus);
    const image = await storeUpload(env.storage, ownerId, await noFacePicture(), 'png', 'image/png');
    const { agentId } = await env.bus.request(media.startGeneration, {
      ownerId,
      prompt: 'A parrot',
      model: 'essence',
      image: { key: image, kind: 'image' },
    });
    await agents.until(agentId, hasStatus('success', 'animal_detected'));
    const tiny = { x: 0, y: 0, width: 200, height: 9, imageWidth: 640, imageHeight: 480 };
    const refused = await env.bus
      .request(media.continueGeneration, { ownerId, agentId, face: tiny })
      .catch((error: unknown) => error);
    expect(refused).toMatchObject({ code: 'BAD_INPUT', message: 'The face box must be larger than 2% of the image.' });
    expect(await env.bus.request(media.continueGeneration, { ownerId, agentId, face: null })).toEqual({ continued: true });
    const ready = await agents.until(agentId, hasStatus('ready'));
    const { manifest } = await readBundle(env.storage, ready.record.model_key!);
    expect(manifest.face.source).toBe('assumed');
  });

  it('answers continued: false for an agent that is not waiting, and NOT_FOUND for another owner', async () => {
    const ownerId = await newOwner(env.bus);
    const { agentId } = await env.bus.request(media.startGeneration, { ownerId, prompt: 'A librarian', model: 'essence' });
    await agents.until(agentId, hasStatus('ready'));
    expect(await env.bus.request(media.continueGeneration, { ownerId, agentId, face: null })).toEqual({ continued: false });
    const stranger = await newOwner(env.bus);
    const error = await env.bus
      .request(media.continueGeneration, { ownerId: stranger, agentId, face: null })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: 'NOT_FOUND' });
    expect((await env.bus.request(catalog.getAgent, { agentId, scope: { kind: 'owner', ownerId } }))?.record.status).toBe(
      'ready',
    );
  });
});
