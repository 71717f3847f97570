import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { createLogger, LocalStorage, type Storage } from '@avatarium/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zipSync } from 'fflate';
import { copyAssets } from './copy-assets.js';
import { getSpeechLayout } from './get-speech-layout.js';

let dir: string;
let storage: LocalStorage;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'assets-copy-'));
  storage = new LocalStorage(dir, 'test-storage-secret-0123456789');
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const logger = createLogger('test', 'silent');
const owner = 'a'.repeat(24);
const newOwner = 'b'.repeat(24);
const put = (key: string, text: string) => storage.put(key, Readable.from([Buffer.from(text)]), 'image/png');
async function keysUnder(folder: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const object of storage.list(folder)) keys.push(object.key);
  return keys.sort();
}

describe('media.assets.copy', () => {
  it('copies the given keys and the generated folder to the new agent, keeping bytes and content type, skipping missing keys', async () => {
    await put('agents/A11AAA1111/poster.jpg', 'poster');
    await put('agents/A11AAA1111/expression/w.bin', 'weights');
    await put(`uploads/${owner}/A11AAA1111/voice.mp3`, 'voice');
    const { copies } = await copyAssets(
      { storage, logger },
      {
        ownerId: newOwner,
        agentId: 'A22BBB2222',
        fromAgentId: 'A11AAA1111',
        keys: ['agents/A11AAA1111/poster.jpg', `uploads/${owner}/A11AAA1111/voice.mp3`, 'agents/A11AAA1111/missing.mp4'],
      },
    );
    expect(copies).toEqual(
      expect.arrayContaining([
        { from: 'agents/A11AAA1111/poster.jpg', to: 'agents/A22BBB2222/poster.jpg' },
        { from: 'agents/A11AAA1111/expression/w.bin', to: 'agents/A22BBB2222/expression/w.bin' },
        { from: `uploads/${owner}/A11AAA1111/voice.mp3`, to: `uploads/${newOwner}/A22BBB2222/voice.mp3` },
      ]),
    );
    expect(copies).toHaveLength(3);
    expect(await storage.stat(`uploads/${newOwner}/A22BBB2222/voice.mp3`)).toMatchObject({ size: 5, contentType: 'image/png' });
    expect(await keysUnder('agents/A22BBB2222')).toEqual(['agents/A22BBB2222/expression/w.bin', 'agents/A22BBB2222/poster.jpg']);
  });

  it("gives a clone the face rig: copied with the bundle, and the clone's speech layout names it", async () => {
    const layout = { visemes: ['rest'], frameWidth: 8, frameHeight: 8, region: { x: 0, y: 0, width: 8, height: 8 } };
    const manifest = { speech: { file: 'speech-sprite.png', ...layout, imageWidth: 64, imageHeight: 64, rig: 'face-rig.json' } };
    await storage.put(
      'agents/A77GGG7777/model.imx',
      Readable.from([Buffer.from(zipSync({ 'manifest.json': Buffer.from(JSON.stringify(manifest)) }))]),
      'application/zip',
    );
    await put('agents/A77GGG7777/face-rig.json', '{"version":1}');
    await copyAssets({ storage, logger }, { ownerId: newOwner, agentId: 'A88HHH8888', fromAgentId: 'A77GGG7777', keys: [] });
    expect(await keysUnder('agents/A88HHH8888')).toEqual(['agents/A88HHH8888/face-rig.json', 'agents/A88HHH8888/model.imx']);
    const jobs = { findByAgent: async () => null };
    const { layout: cloned } = await getSpeechLayout({ storage, jobs, logger }, { agentId: 'A88HHH8888' });
    expect(cloned?.rigKey).toBe('agents/A88HHH8888/face-rig.json');
  });

  it('removes the copies made so far when one fails', async () => {
    await put('agents/A33CCC3333/a.bin', 'a');
    await put('agents/A33CCC3333/b.bin', 'b');
    let puts = 0;
    const failing: Storage = Object.create(storage) as Storage;
    failing.put = async (key, body, type) => {
      if (++puts === 2) throw new Error('disk full');
      return storage.put(key, body, type);
    };
    await expect(
      copyAssets({ storage: failing, logger }, { ownerId: newOwner, agentId: 'A44DDD4444', fromAgentId: 'A33CCC3333', keys: [] }),
    ).rejects.toThrow('disk full');
    expect(await keysUnder('agents/A44DDD4444')).toEqual([]);
    expect(await keysUnder('agents/A33CCC3333')).toHaveLength(2);
  });
});
