import { Readable } from 'node:stream';
import { dynamics } from '@avatarium/contracts';
import { unzipSync, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readyAgentOf, signedInUser } from '../../../../testkit/agent-cards.js';
import { startStack, type TestStack } from '../../../../testkit/stack.js';

let stack: TestStack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack.stop());

const manifest = {
  format: 'avatarium-agent',
  formatVersion: 1,
  image: { file: 'image.webp' },
  speech: { file: 'speech-sprite.png' },
  assets: [{ path: 'image.webp', contentType: 'image/webp', size: 3 }],
};

const text = (bytes: Uint8Array | undefined) => new TextDecoder().decode(bytes);

describe('GET /api/agents/{id}/on-prem-bundle with dynamics', () => {
  it('carries the clips while dynamics is enabled (not a failed one), named in the manifest; none when disabled', async () => {
    const owner = await signedInUser(stack);
    const agent = await readyAgentOf(stack, owner.userId);
    const imx = zipSync({
      'manifest.json': new TextEncoder().encode(JSON.stringify(manifest)),
      'image.webp': new Uint8Array([1, 2, 3]),
    });
    await stack.storage.put(agent.record.model_key!, Readable.from([Buffer.from(imx)]), 'application/zip');
    const key = `agents/${agent.id}/dynamics/nodnodnodnod.mp4`;
    await stack.storage.put(key, Readable.from([Buffer.from('a nod')]), 'video/mp4');
    const set = (enabled: boolean) =>
      stack.bus.request(dynamics.setDynamics, {
        agentId: agent.id,
        ownerId: owner.userId,
        change: {
          kind: 'replace',
          dynamics: {
            ...dynamics.EMPTY_DYNAMICS,
            enabled,
            batch_results: {
              nodnodnodnod: { video_key: key, generated: true },
              failfailfail: { status: 'error', message: 'The renderer stopped' },
            },
          },
        },
      });
    const bundle = async () => {
      const response = await fetch(`${stack.url}/api/agents/${agent.id}/on-prem-bundle`, {
        headers: { cookie: owner.client.cookieHeader },
      });
      expect(response.status).toBe(200);
      return unzipSync(new Uint8Array(await response.arrayBuffer()));
    };

    await set(true);
    const files = await bundle();
    expect(text(files['agent/movements/nodnodnodnod.mp4'])).toBe('a nod');
    expect(Object.keys(files).filter((path) => path.includes('movements/'))).toEqual(['agent/movements/nodnodnodnod.mp4']);
    const written = JSON.parse(text(files['agent/manifest.json']));
    expect(written.movements).toEqual({ files: ['movements/nodnodnodnod.mp4'] });
    expect(written.assets).toContainEqual({ path: 'movements/nodnodnodnod.mp4', contentType: 'video/mp4', size: 5 });
    // The page hands the manifest's clips to the player.
    expect(text(files['on-prem.js'])).toContain('movements');

    await set(false);
    const plain = await bundle();
    expect(Object.keys(plain).some((path) => path.includes('movements/'))).toBe(false);
    expect(JSON.parse(text(plain['agent/manifest.json']))).toEqual(manifest);
  });
});
