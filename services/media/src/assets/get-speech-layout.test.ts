import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { createLogger, LocalStorage } from '@avatarium/platform';
import { zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GenerationJob, SpeechLayout } from '../generation/jobs/generation-job.js';
import { getSpeechLayout } from './get-speech-layout.js';

const layout: SpeechLayout = {
  visemes: ['rest', 'slight', 'open', 'wide', 'round'],
  frameWidth: 96,
  frameHeight: 64,
  region: { x: 200, y: 300, width: 96, height: 64 },
  imageWidth: 512,
  imageHeight: 512,
};

let dir: string;
let storage: LocalStorage;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'speech-layout-'));
  storage = new LocalStorage(dir, 'test-storage-secret-0123456789');
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const jobsWith = (jobs: Record<string, Pick<GenerationJob, 'steps'>>) => ({
  findByAgent: async (agentId: string) => (jobs[agentId] as GenerationJob | undefined) ?? null,
});
const logger = createLogger('test', 'silent');

describe('media.agent.speech-layout', () => {
  it("reads the layout the lip step wrote into the agent's job", async () => {
    const jobs = jobsWith({
      A11AAA1111: {
        steps: { lip: { lipSyncKey: 'agents/A11AAA1111/speech-sprite.png', audioKey: null, layout, source: 'photo' } },
      },
    });
    expect(await getSpeechLayout({ storage, jobs, logger }, { agentId: 'A11AAA1111' })).toEqual({
      layout: { spriteKey: 'agents/A11AAA1111/speech-sprite.png', rigKey: null, blend: 'fade', ...layout },
    });
  });

  it("returns the face rig's key from the job once the lip step stored one", async () => {
    const jobs = jobsWith({
      A44DDD4444: {
        steps: {
          lip: {
            lipSyncKey: 'agents/A44DDD4444/speech-sprite.png',
            audioKey: null,
            layout,
            source: 'photo',
            rigKey: 'agents/A44DDD4444/face-rig.json',
          },
        },
      },
    });
    expect((await getSpeechLayout({ storage, jobs, logger }, { agentId: 'A44DDD4444' })).layout?.rigKey).toBe(
      'agents/A44DDD4444/face-rig.json',
    );
  });

  it("reads the rig of a clone from its bundle's manifest (speech.rig)", async () => {
    const manifest = { speech: { method: 'viseme-sprite', file: 'speech-sprite.png', ...layout, rig: 'face-rig.json' } };
    const bundle = zipSync({ 'manifest.json': Buffer.from(JSON.stringify(manifest)) });
    await storage.put('agents/A55EEE5555/model.imx', Readable.from([Buffer.from(bundle)]), 'application/zip');
    await storage.put('agents/A55EEE5555/face-rig.json', Readable.from([Buffer.from('{}')]), 'application/json');
    const jobs = jobsWith({});
    expect((await getSpeechLayout({ storage, jobs, logger }, { agentId: 'A55EEE5555' })).layout?.rigKey).toBe(
      'agents/A55EEE5555/face-rig.json',
    );
  });

  it("falls back to the bundle's manifest (a clone has no job), and is null before the lip step", async () => {
    const manifest = { format: 'avatarium-agent', speech: { method: 'viseme-sprite', file: 'speech-sprite.png', ...layout } };
    const bundle = zipSync({ 'manifest.json': Buffer.from(JSON.stringify(manifest)), 'idle.mp4': new Uint8Array(10) });
    await storage.put('agents/A22BBB2222/model.imx', Readable.from([Buffer.from(bundle)]), 'application/zip');
    const jobs = jobsWith({ A33CCC3333: { steps: {} } });
    expect(await getSpeechLayout({ storage, jobs, logger }, { agentId: 'A22BBB2222' })).toEqual({
      layout: { spriteKey: 'agents/A22BBB2222/speech-sprite.png', rigKey: null, blend: 'fade', ...layout },
    });
    expect(await getSpeechLayout({ storage, jobs, logger }, { agentId: 'A33CCC3333' })).toEqual({ layout: null });
  });
});
