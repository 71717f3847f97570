import { media } from '@avatarium/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeGpuHost } from '../../../../testkit/media/fake-gpu-host.js';
import {
  balanceOf,
  facePhoto,
  hasStatus,
  newOwner,
  readBundle,
  startGenerationStack,
  storeUpload,
  watchAgents,
  type GenerationStack,
} from '../../../../testkit/media/generation-test-kit.js';

const TOKEN = 'gpu-test-token';
let host: Awaited<ReturnType<typeof startFakeGpuHost>>;
let env: GenerationStack;
let agents: ReturnType<typeof watchAgents>;
beforeAll(async () => {
  host = await startFakeGpuHost({ token: TOKEN, pollsToFinish: 2 });
  env = await startGenerationStack({ GPU_HOST_URL: host.url, GPU_HOST_TOKEN: TOKEN, GPU_HOST_POLL_MS: '50' });
  agents = watchAgents(env.bus);
});
afterAll(async () => {
  agents.stop();
  await env.stop();
  await host.stop();
});

describe('generation with a GPU function host', () => {
  it('builds an Expression agent: movement video, lip-sync and the model come from the host', async () => {
    const ownerId = await newOwner(env.bus);
    const image = await storeUpload(env.storage, ownerId, await facePhoto(), 'jpg', 'image/jpeg');
    const { agentId } = await env.bus.request(media.startGeneration, {
      ownerId,
      prompt: 'Nina, a news anchor',
      model: 'expression',
      image: { key: image, kind: 'image' },
    });
    const ready = await agents.until(agentId, hasStatus('ready'));
    expect(ready.model_type).toBe('expression');
    for (const fn of ['movement-video', 'lip-sync', 'expression-model']) {
      expect(host.submitted(fn)).toHaveLength(1);
      expect(host.submitted(fn)[0]!.key).toBe(`${agentId}:${fn}`);
    }
    // Local storage has no public URL here: the host gets the files inline.
    const [movement] = host.submitted('movement-video');
    expect(movement!.files[0]).toMatchObject({ name: 'image', content_type: 'image/webp', data: expect.any(String) });
    expect(movement!.input).toMatchObject({
      prompt: 'Nina, a news anchor',
      fps: 25,
      anchor: { x: expect.any(Number), y: expect.any(Number) },
    });
    expect(host.submitted('lip-sync')[0]!.input).toMatchObject({ visemes: ['rest', 'slight', 'open', 'wide', 'round'] });

    const { files, manifest } = await readBundle(env.storage, ready.record.model_key!);
    expect(Object.keys(files)).toEqual(
      expect.arrayContaining(['expression/model', 'expression/rig.json', 'idle.mp4', 'speech-sprite.png']),
    );
    expect(Buffer.from(files['expression/model']!).toString()).toBe('expression-weights');
    // The host's WebM came back as H.264 MP4.
    expect(manifest).toMatchObject({
      modelType: 'expression',
      idle: { width: 256, height: 256, motion: null },
      expression: { files: expect.any(Array) },
    });
    expect(await balanceOf(env.bus, ownerId)).toBe(99);
  });

  it('fails the step the host failed, and refunds the creation', async () => {
    host.options.failFunction = { fn: 'lip-sync', retryable: false };
    try {
      const ownerId = await newOwner(env.bus);
      const { agentId } = await env.bus.request(media.startGeneration, { ownerId, prompt: 'A sailor', model: 'essence' });
      const failed = await agents.until(agentId, hasStatus('failed'));
      expect(failed.record).toMatchObject({
        event_type: 'failed',
        error_type: 'lip_sync',
        video_key: `agents/${agentId}/idle.mp4`,
      });
      expect(failed.record.error_message).toBeTruthy();
      await expect.poll(() => balanceOf(env.bus, ownerId)).toBe(199);
    } finally {
      delete host.options.failFunction;
    }
  });

  it('regenerates a failed Expression agent on Essence: charged like a creation, its model changes only when ready', async () => {
    host.options.failFunction = { fn: 'expression-model', retryable: false, times: 1 };
    const ownerId = await newOwner(env.bus);
    const { agentId } = await env.bus.request(media.startGeneration, {
      ownerId,
      prompt: 'A lighthouse keeper',
      model: 'expression',
    });
    const failed = await agents.until(agentId, hasStatus('failed'));
    expect(failed.record).toMatchObject({ error_type: 'model', model_key: null });
    await expect.poll(() => balanceOf(env.bus, ownerId)).toBe(199);
    const seenBefore = agents.events(agentId).length;

    await expect(
      env.bus.request(media.regenerateModel, { ownerId: await newOwner(env.bus), agentId, model: 'essence' }),
    ).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(await env.bus.request(media.regenerateModel, { ownerId, agentId, model: 'essence' })).toEqual({
      agentId,
      regenerating: true,
    });
    await expect.poll(() => balanceOf(env.bus, ownerId)).toBe(99);
    const ready = await agents.until(agentId, hasStatus('ready'));
    expect(ready.model_type).toBe('essence');
    expect(ready.record).toMatchObject({ model: 'essence', error_type: null, error_message: null });
    expect(ready.record.model_key).toBeTruthy();
    // Until it completed, the agent kept the model it had.
    const during = agents.events(agentId).slice(seenBefore, -1);
    expect(during.length).toBeGreaterThan(0);
    expect(during.every((agent) => agent.model_type === 'expression')).toBe(true);
    const { manifest } = await readBundle(env.storage, ready.record.model_key!);
    expect(manifest.modelType).toBe('essence');

    // Only a failed generation is regenerated.
    await expect(env.bus.request(media.regenerateModel, { ownerId, agentId, model: 'essence' })).rejects.toMatchObject({
      code: 'CONFLICT',
    });
    expect(await balanceOf(env.bus, ownerId)).toBe(99);
  });

  it('retries a step the host failed with a retryable error, and then goes on', async () => {
    host.options.failFunction = { fn: 'movement-video', retryable: true, times: 1 };
    try {
      const ownerId = await newOwner(env.bus);
      const { agentId } = await env.bus.request(media.startGeneration, { ownerId, prompt: 'A gardener', model: 'essence' });
      await agents.until(agentId, hasStatus('ready'));
      // The failed host job was forgotten and a new one submitted under the same key.
      expect(
        host
          .submitted('movement-video')
          .filter((job) => job.key === `${agentId}:movement-video`)
          .map((job) => job.status),
      ).toEqual(['failed', 'succeeded']);
      expect(await balanceOf(env.bus, ownerId)).toBe(99);
    } finally {
      delete host.options.failFunction;
    }
  });

  it('reports a refused token as a configuration problem', async () => {
    host.options.token = 'rotated-token';
    try {
      const ownerId = await newOwner(env.bus);
      const { agentId } = await env.bus.request(media.startGeneration, { ownerId, prompt: 'A pilot', model: 'essence' });
      const failed = await agents.until(agentId, hasStatus('failed'));
      expect(failed.record).toMatchObject({
        error_type: 'configuration',
        error_message: expect.stringContaining('GPU_HOST_TOKEN'),
      });
      await expect.poll(() => balanceOf(env.bus, ownerId)).toBe(199);
    } finally {
      host.options.token = TOKEN;
    }
  });
});
