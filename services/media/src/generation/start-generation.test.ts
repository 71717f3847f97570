import { AppError } from '@avatarium/platform';
import { catalog, media, uploadKey } from '@avatarium/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  balanceOf,
  facePhoto,
  hasStatus,
  movementVideo,
  newOwner,
  readBundle,
  startGenerationStack,
  storeUpload,
  voiceSample,
  watchAgents,
  type GenerationStack,
} from '../../../../testkit/media/generation-test-kit.js';
import { DRAWN_FRAMES } from '../media-tools/drawn-speech-frames.js';

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

describe('media.generation.start', () => {
  it('takes a prompt to a ready agent, step by step, charged once', async () => {
    const ownerId = await newOwner(env.bus);
    const { agentId } = await env.bus.request(media.startGeneration, {
      ownerId,
      prompt: 'Sophie, a cheerful French baker who shares her favourite bread recipes',
      model: 'essence',
    });
    const ready = await agents.until(agentId, hasStatus('ready'));

    expect(agents.sequence(agentId)).toEqual([
      'pending/created',
      'processing/persona_created',
      'processing/image_created',
      'processing/video_created',
      'processing/lip_created',
      'processing/model_built',
      'ready/model_built',
    ]);
    expect(ready).toMatchObject({ name: 'Sophie', gender: 'feminine', category: 'Lifestyle', language: 'en' });
    expect(['alloy', 'coral', 'nova', 'sage', 'shimmer']).toContain(ready.voice_id);
    expect(ready.record).toMatchObject({
      image_key: `agents/${agentId}/image.webp`,
      video_key: `agents/${agentId}/idle.mp4`,
      lip_sync_key: `agents/${agentId}/speech-sprite.png`,
      model_key: `agents/${agentId}/model.imx`,
      is_animal: false,
      error_type: null,
    });
    expect(ready.poster_key).toBe(`agents/${agentId}/poster.jpg`);
    expect(await balanceOf(env.bus, ownerId)).toBe(99);

    const { files, manifest } = await readBundle(env.storage, ready.record.model_key!);
    expect(Object.keys(files).sort()).toEqual([
      'face-rig.json',
      'idle.mp4',
      'image.webp',
      'manifest.json',
      'poster.jpg',
      'speech-sprite.png',
    ]);
    expect(manifest).toMatchObject({
      formatVersion: 1,
      modelType: 'essence',
      persona: { name: 'Sophie' },
      voice: { builtIn: ready.voice_id, sample: null },
      face: { source: 'drawn', isAnimal: false },
      idle: { file: 'idle.mp4', loop: true, motion: { kind: 'zoom' } },
      // A drawn portrait's sprite: each viseme open-eyed and blinking, frames switched (cut).
      speech: { method: 'viseme-sprite', visemes: [...DRAWN_FRAMES], blend: 'cut' },
    });
  });

  it('gives the voice the name asks for: Bartholomew a masculine one, Lina a feminine one (issue 24)', async () => {
    const started = await Promise.all(
      ['Bartholomew, a lighthouse keeper who tells sea stories', 'Lina, a librarian who finds the right book'].map(
        async (prompt) => env.bus.request(media.startGeneration, { ownerId: await newOwner(env.bus), prompt, model: 'essence' }),
      ),
    );
    const [bartholomew, lina] = await Promise.all(started.map(({ agentId }) => agents.until(agentId, hasStatus('ready'))));
    expect(bartholomew).toMatchObject({ name: 'Bartholomew', gender: 'masculine' });
    expect(['ash', 'ballad', 'echo', 'fable', 'onyx', 'verse']).toContain(bartholomew!.voice_id);
    expect(lina).toMatchObject({ name: 'Lina', gender: 'feminine', category: 'Education' });
    expect(['alloy', 'coral', 'nova', 'sage', 'shimmer']).toContain(lina!.voice_id);
  });

  it('keeps an uploaded image, movement video and voice sample', async () => {
    const ownerId = await newOwner(env.bus);
    const image = await storeUpload(env.storage, ownerId, await facePhoto(), 'jpg', 'image/jpeg');
    const video = await storeUpload(env.storage, ownerId, await movementVideo(), 'mov', 'video/quicktime');
    const audio = await storeUpload(env.storage, ownerId, await voiceSample(), 'wav', 'audio/wav');
    const { agentId } = await env.bus.request(media.startGeneration, {
      ownerId,
      prompt: 'A calm yoga teacher named Mara',
      model: 'essence',
      image: { key: image, kind: 'image' },
      video: { key: video, kind: 'video' },
      audio: { key: audio, kind: 'audio' },
    });
    const ready = await agents.until(agentId, hasStatus('ready'));
    expect(ready.audio_key).toBe(`agents/${agentId}/voice-sample.mp3`);
    const { files, manifest } = await readBundle(env.storage, ready.record.model_key!);
    expect(Object.keys(files)).toContain('voice-sample.mp3');
    expect(manifest.face).toMatchObject({ source: 'detected', isAnimal: false });
    // The 321x241 clip comes out as even-sized H.264.
    expect(manifest.idle).toMatchObject({ width: 320, height: 240, motion: null });
    expect(manifest.voice.sample).toBe('voice-sample.mp3');
  });

  it('never overdraws: of five creations at once with 199 credits exactly one goes ahead', async () => {
    const ownerId = await newOwner(env.bus);
    const outcomes = await Promise.all(
      Array.from({ length: 5 }, (_, index) =>
        env.bus.request(media.startGeneration, { ownerId, prompt: `Agent number ${index}`, model: 'essence' }).then(
          (reply) => ({ ok: true as const, agentId: reply.agentId }),
          (error: AppError) => ({ ok: false as const, code: error.code, message: error.message }),
        ),
      ),
    );
    const accepted = outcomes.filter((outcome) => outcome.ok);
    const refused = outcomes.filter((outcome) => !outcome.ok);
    expect(accepted).toHaveLength(1);
    expect(refused).toHaveLength(4);
    for (const refusal of refused) {
      expect(refusal).toMatchObject({ code: 'INSUFFICIENT_CREDITS', message: expect.stringContaining('Insufficient credits') });
    }
    await agents.until(accepted[0]!.agentId!, hasStatus('ready'));
    expect(await balanceOf(env.bus, ownerId)).toBe(99);
    // The refused ones were discarded: only the paid agent exists.
    const owned = await env.bus.request(catalog.listOwnedAgents, { ownerId });
    expect(owned.map((agent) => agent.id)).toEqual([accepted[0]!.agentId]);
  });

  it("refuses files that are not the owner's uploads, before creating anything", async () => {
    const ownerId = await newOwner(env.bus);
    const other = await newOwner(env.bus);
    const foreign = await storeUpload(env.storage, other, await facePhoto(), 'jpg', 'image/jpeg');
    const request = (key: string) =>
      env.bus
        .request(media.startGeneration, { ownerId, prompt: 'A spy', model: 'essence', image: { key, kind: 'image' } })
        .catch((error: unknown) => error);
    expect(await request(foreign)).toMatchObject({ code: 'FORBIDDEN' });
    expect(await request(uploadKey(ownerId, 'A00AAA0000', 'missing', 'jpg'))).toMatchObject({ code: 'BAD_INPUT' });
    expect(await env.bus.request(catalog.listOwnedAgents, { ownerId })).toEqual([]);
    expect(await balanceOf(env.bus, ownerId)).toBe(199);
  });

  it('treats the same agent id from the same owner as a retry: one agent, charged once', async () => {
    const ownerId = await newOwner(env.bus);
    const start = { ownerId, proposedId: 'A77BCD1234', prompt: 'A lighthouse keeper named Ines', model: 'essence' as const };
    expect(await env.bus.request(media.startGeneration, start)).toEqual({ agentId: 'A77BCD1234' });
    expect(await env.bus.request(media.startGeneration, start)).toEqual({ agentId: 'A77BCD1234' });
    await agents.until('A77BCD1234', hasStatus('ready'));
    expect(await env.bus.request(media.startGeneration, start)).toEqual({ agentId: 'A77BCD1234' });
    expect((await env.bus.request(catalog.listOwnedAgents, { ownerId })).map((agent) => agent.id)).toEqual(['A77BCD1234']);
    expect(await balanceOf(env.bus, ownerId)).toBe(99);
  });

  it('makes an Expression agent offline when no GPU host is configured: the browser engine plays it', async () => {
    const ownerId = await newOwner(env.bus);
    const { agentId } = await env.bus.request(media.startGeneration, { ownerId, prompt: 'A news anchor', model: 'expression' });
    const ready = await agents.until(agentId, hasStatus('ready'));
    expect(ready.model_type).toBe('expression');
    expect(await balanceOf(env.bus, ownerId)).toBe(99);
  });
});
