import { Readable } from 'node:stream';
import { unzipSync, Zip, ZipDeflate, ZipPassThrough, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generatingAgentOf, readyAgentOf, signedInUser } from '../../../../testkit/agent-cards.js';
import { storedMovementClips } from '../../../../testkit/media/movement-clips.js';
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
};

describe('GET /api/agents/{id}/on-prem-bundle', () => {
  it('zips the page, the player, the config with the owner’s endpoint and the unpacked agent bundle', async () => {
    const owner = await signedInUser(stack);
    const agent = await readyAgentOf(stack, owner.userId, { name: 'Captain Nemo', system_prompt: 'You are a sea captain.' });
    const imx = zipSync({
      'manifest.json': new TextEncoder().encode(JSON.stringify(manifest)),
      'image.webp': new Uint8Array([1, 2, 3]),
    });
    await stack.storage.put(agent.record.model_key!, Readable.from([Buffer.from(imx)]), 'application/zip');
    await owner.client.request('PATCH', `/api/agents/${agent.id}`, {
      json: {
        custom_actions: {
          greetings: { opening_instructions: 'Welcome aboard.', enabled: true },
          auto_refresh: { enabled: false },
          keyword_triggers: { enabled: false, triggers: [] },
          session_timeout: { enabled: false },
        },
      },
    });

    const response = await fetch(
      `${stack.url}/api/agents/${agent.id}/on-prem-bundle?endpoint=http://localhost:11434/v1&model=llama3.2`,
      {
        headers: { cookie: owner.client.cookieHeader },
      },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="Captain-Nemo-on-prem.zip"');
    const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
    expect(Object.keys(files).sort()).toEqual([
      'README.txt',
      'agent/image.webp',
      'agent/manifest.json',
      'config.json',
      'index.html',
      'on-prem.js',
    ]);
    const config = JSON.parse(new TextDecoder().decode(files['config.json']));
    expect(config).toMatchObject({
      endpoint: 'http://localhost:11434/v1',
      model: 'llama3.2',
      apiKey: '',
      name: 'Captain Nemo',
      systemPrompt: 'You are a sea captain.',
      greeting: { enabled: true, instructions: 'Welcome aboard.' },
    });
    expect(JSON.parse(new TextDecoder().decode(files['agent/manifest.json']))).toEqual(manifest);
    const script = new TextDecoder().decode(files['on-prem.js']);
    // The page and the player in one self-contained script: nothing is fetched from the platform.
    expect(script).toContain('chat/completions');
    expect(script).toContain('speechSynthesis');
    expect(script).not.toContain(stack.url);
    expect(new TextDecoder().decode(files['index.html'])).toContain('<script src="on-prem.js">');
  });

  it('refuses a signed-out caller, another user, an agent without a model, and a bad endpoint', async () => {
    const owner = await signedInUser(stack);
    const agent = await readyAgentOf(stack, owner.userId);
    expect((await stack.client().get(`/api/agents/${agent.id}/on-prem-bundle`)).status).toBe(401);
    const stranger = await signedInUser(stack);
    expect((await stranger.client.get(`/api/agents/${agent.id}/on-prem-bundle`)).status).toBe(404);
    const generating = await generatingAgentOf(stack, owner.userId);
    const noModel = await owner.client.get(`/api/agents/${generating.id}/on-prem-bundle`);
    expect(noModel.status).toBe(409);
    expect(noModel.data.error).toBe('Model Not Available');
    const bad = await owner.client.get(`/api/agents/${agent.id}/on-prem-bundle?endpoint=file:///etc/passwd`);
    expect(bad.status).toBe(400);
    expect(bad.data.error).toBe('endpoint must start with http:// or https://');
  });
});

const text = (bytes: Uint8Array | undefined) => new TextDecoder().decode(bytes);

describe('GET /api/agents/{id}/on-prem-bundle with dynamics', () => {
  it('carries the clips while dynamics is enabled (not a failed one), named in the manifest; none when disabled', async () => {
    const owner = await signedInUser(stack);
    const agent = await readyAgentOf(stack, owner.userId);
    const withAssets = { ...manifest, assets: [{ path: 'image.webp', contentType: 'image/webp', size: 3 }] };
    const imx = zipSync({
      'manifest.json': new TextEncoder().encode(JSON.stringify(withAssets)),
      'image.webp': new Uint8Array([1, 2, 3]),
    });
    await stack.storage.put(agent.record.model_key!, Readable.from([Buffer.from(imx)]), 'application/zip');
    const track = Buffer.from('{"fps":15}');
    const { set } = await storedMovementClips(
      stack,
      agent,
      owner.userId,
      { nodnodnodnod: Buffer.from('a nod') },
      { nodnodnodnod: track },
    );
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
    expect(Object.keys(files).filter((path) => path.includes('movements/'))).toEqual([
      'agent/movements/nodnodnodnod.mp4',
      'agent/movements/nodnodnodnod.track.json',
    ]);
    // The clip's track goes with it (the player moves the mouth on it).
    expect(text(files['agent/movements/nodnodnodnod.track.json'])).toBe(track.toString());
    const written = JSON.parse(text(files['agent/manifest.json']));
    expect(written.movements).toEqual({
      files: ['movements/nodnodnodnod.mp4'],
      tracks: ['movements/nodnodnodnod.track.json'],
    });
    expect(written.assets).toContainEqual({ path: 'movements/nodnodnodnod.mp4', contentType: 'video/mp4', size: 5 });
    expect(written.assets).toContainEqual({
      path: 'movements/nodnodnodnod.track.json',
      contentType: 'application/json',
      size: track.length,
    });
    // The page hands the manifest's clips to the player.
    expect(text(files['on-prem.js'])).toContain('movements');

    await set(false);
    const plain = await bundle();
    expect(Object.keys(plain).some((path) => path.includes('movements/'))).toBe(false);
    expect(JSON.parse(text(plain['agent/manifest.json']))).toEqual(withAssets);
  });
});

const imxManifest = {
  format: 'avatarium-agent',
  formatVersion: 1,
  image: { file: 'image.webp' },
  idle: { file: 'idle.mp4' },
  assets: [{ path: 'image.webp', contentType: 'image/webp', size: 3 }],
};
const idle = Buffer.alloc(300_000, 'idle video ');

/** A stored `.imx` as the media service streams it (entry sizes after the data, manifest first). */
function storedBundle(): Buffer {
  const chunks: Uint8Array[] = [];
  const zip = new Zip((_error, chunk) => chunks.push(chunk));
  const entries: Array<[ZipDeflate | ZipPassThrough, Uint8Array]> = [
    [new ZipDeflate('manifest.json', { level: 6 }), new TextEncoder().encode(JSON.stringify(imxManifest))],
    [new ZipPassThrough('image.webp'), new Uint8Array([1, 2, 3])],
    [new ZipPassThrough('idle.mp4'), idle],
  ];
  for (const [entry, bytes] of entries) {
    zip.add(entry);
    entry.push(bytes, true);
  }
  zip.end();
  return Buffer.concat(chunks);
}

describe('GET /api/agents/{id}/model-bundle (the .imx download)', () => {
  it('carries the enabled movement clips, listed in the manifest; the stored file when disabled; nothing for a stranger', async () => {
    const owner = await signedInUser(stack);
    const stranger = await signedInUser(stack);
    const agent = await readyAgentOf(stack, owner.userId, { name: 'Mover' });
    const stored = storedBundle();
    await stack.storage.put(agent.record.model_key!, Readable.from([stored]), 'application/zip');
    const nod = Buffer.alloc(200_000, 'a nod ');
    const track = Buffer.from('{"fps":15,"frames":[]}');
    const { set } = await storedMovementClips(stack, agent, owner.userId, { nodnodnodnod: nod }, { nodnodnodnod: track });
    const modelUrl = async () => {
      const response = await owner.client.get(`/api/agents/${agent.id}`);
      return response.data.model_url as string;
    };
    const download = async (url: string, cookie = owner.client.cookieHeader) => {
      const response = await fetch(new URL(url, stack.url), { headers: { cookie } });
      return { response, bytes: response.ok ? new Uint8Array(await response.arrayBuffer()) : null };
    };

    await set(true);
    const url = await modelUrl();
    expect(url).toBe(`/api/agents/${agent.id}/model-bundle`);
    const { response, bytes } = await download(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toContain('Mover-model.imx');
    const files = unzipSync(bytes!);
    expect(Object.keys(files).sort()).toEqual([
      'idle.mp4',
      'image.webp',
      'manifest.json',
      'movements/nodnodnodnod.mp4',
      'movements/nodnodnodnod.track.json',
    ]);
    expect(Buffer.from(files['movements/nodnodnodnod.mp4']!).equals(nod)).toBe(true);
    expect(text(files['movements/nodnodnodnod.track.json'])).toBe(track.toString());
    expect(Buffer.from(files['idle.mp4']!).equals(idle)).toBe(true);
    expect(files['image.webp']).toEqual(new Uint8Array([1, 2, 3]));
    const written = JSON.parse(text(files['manifest.json']));
    expect(written.movements).toEqual({
      files: ['movements/nodnodnodnod.mp4'],
      tracks: ['movements/nodnodnodnod.track.json'],
    });
    expect(written.assets).toContainEqual({ path: 'movements/nodnodnodnod.mp4', contentType: 'video/mp4', size: nod.length });
    expect(written.idle).toEqual(imxManifest.idle);

    // Another user (and nobody signed out) cannot download the owner's private agent.
    expect((await download(url, stranger.client.cookieHeader)).response.status).toBe(404);
    expect((await download(url, '')).response.status).toBe(404);
    // Made public, the agent's .imx is anyone's, clips and all (as its model_url is).
    const published = await owner.client.request('PATCH', `/api/agents/${agent.id}`, {
      json: { visibility: 'public', category: 'History' },
    });
    expect(published.status).toBe(200);
    const visitor = await download(url, '');
    expect(visitor.response.status).toBe(200);
    expect(Buffer.from(unzipSync(visitor.bytes!)['movements/nodnodnodnod.mp4']!).equals(nod)).toBe(true);

    await set(false);
    const plainUrl = await modelUrl();
    expect(plainUrl).not.toContain('model-bundle');
    const plain = await download(plainUrl);
    expect(Buffer.from(plain.bytes!).equals(stored)).toBe(true);
    // The route itself gives the stored file too (a link saved while the clips were on).
    const direct = await download(url);
    expect(Buffer.from(direct.bytes!).equals(stored)).toBe(true);
    expect(Object.keys(unzipSync(direct.bytes!)).some((path) => path.startsWith('movements/'))).toBe(false);
  });
});
