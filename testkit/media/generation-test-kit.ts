import { catalog, credits, uploadKey, type Agent, type AgentEventType, type AgentStatus } from '@avatarium/contracts';
import { LocalStorage, type Bus } from '@avatarium/platform';
import { unzipSync } from 'fflate';
import { execFile } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { readObject } from '../../services/media/src/media-tools/storage-io.js';
import { startServiceStack, TEST_STORAGE_SECRET, type ServiceStack } from '../service-stack.js';

export { TEST_STORAGE_SECRET };

const run = promisify(execFile);
const fixtures = fileURLToPath(new URL('../../services/media/test-fixtures/', import.meta.url));

export interface GenerationStack {
  stack: ServiceStack;
  bus: Bus;
  /** The same files the services see (local storage under the stack's DATA_DIR). */
  storage: LocalStorage;
  stop(): Promise<void>;
}

/**
 * The media service with the two it talks to while generating (catalog, credits), no
 * gateway; tests put "uploaded" files straight into its storage.
 */
export async function startGenerationStack(env: Record<string, string> = {}): Promise<GenerationStack> {
  const stack = await startServiceStack(['credits', 'catalog', 'media'], env);
  return {
    stack,
    bus: stack.bus,
    storage: new LocalStorage(path.join(stack.dataDir, 'storage'), TEST_STORAGE_SECRET),
    stop: () => stack.stop(),
  };
}

/** A user with a fresh credit account (Free plan: 199 credits). */
export async function newOwner(bus: Bus): Promise<string> {
  const userId = randomBytes(12).toString('hex');
  await bus.request(credits.openAccount, { userId });
  return userId;
}

export async function balanceOf(bus: Bus, userId: string): Promise<number> {
  return (await bus.request(credits.getBalance, { userId })).balance;
}

/** Every catalog.agent.changed event, by agent; `until` waits for a matching one. */
export function watchAgents(bus: Bus) {
  const seen = new Map<string, Agent[]>();
  const waiters: Array<{ agentId: string; test: (agent: Agent) => boolean; resolve: (agent: Agent) => void }> = [];
  const stop = bus.subscribe(catalog.agentChanged, ({ agent }) => {
    seen.set(agent.id, [...(seen.get(agent.id) ?? []), agent]);
    for (const waiter of waiters.splice(0)) {
      if (waiter.agentId === agent.id && waiter.test(agent)) waiter.resolve(agent);
      else waiters.push(waiter);
    }
  });
  return {
    events: (agentId: string) => seen.get(agentId) ?? [],
    /** `status/event` of each change, in order. */
    sequence: (agentId: string) => (seen.get(agentId) ?? []).map((agent) => `${agent.record.status}/${agent.record.event_type}`),
    until(agentId: string, test: (agent: Agent) => boolean, timeoutMs = 20_000): Promise<Agent> {
      const found = (seen.get(agentId) ?? []).find(test);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () =>
            reject(
              new Error(
                `agent ${agentId}: no matching change in ${timeoutMs} ms; saw ${JSON.stringify(seen.get(agentId)?.map((agent) => agent.record) ?? [])}`,
              ),
            ),
          timeoutMs,
        );
        waiters.push({ agentId, test, resolve: (agent) => (clearTimeout(timer), resolve(agent)) });
      });
    },
    stop,
  };
}

export const hasStatus = (status: AgentStatus, event?: AgentEventType) => (agent: Agent) =>
  agent.record.status === status && (event === undefined || agent.record.event_type === event);

/** Puts a file where the gateway's uploads put them (`uploads/<owner>/<agent>/<uuid>.<ext>`). */
export async function storeUpload(
  storage: LocalStorage,
  ownerId: string,
  bytes: Buffer,
  ext: string,
  contentType: string,
): Promise<string> {
  const key = uploadKey(ownerId, 'A00AAA0000', randomUUID(), ext);
  await storage.put(key, Readable.from([bytes]), contentType);
  return key;
}

/** A real face (see test-fixtures/README.md). */
export function facePhoto(): Promise<Buffer> {
  return readFile(path.join(fixtures, 'face.jpg'));
}

/** A picture with no human face: a gradient sky over a hill and a sun (the detector finds nothing). */
export function noFacePicture(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#4a90d9"/><stop offset="1" stop-color="#f5d7a1"/></linearGradient></defs>
    <rect width="640" height="480" fill="url(#sky)"/><circle cx="500" cy="110" r="60" fill="#ffd54a"/>
    <ellipse cx="320" cy="520" rx="460" ry="200" fill="#5a8f3c"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** A small movement video (2 s of ffmpeg's test pattern), as a phone would send it (with sound). */
export async function movementVideo(): Promise<Buffer> {
  const dir = await mkdtemp(path.join(tmpdir(), 'video-fixture-'));
  const file = path.join(dir, 'clip.mov');
  await run('ffmpeg', [
    ...['-v', 'error', '-f', 'lavfi', '-i', 'testsrc=size=321x241:rate=24:duration=2'],
    ...['-f', 'lavfi', '-i', 'sine=frequency=440:duration=2', '-c:v', 'mpeg4', '-c:a', 'aac', '-shortest', file],
  ]);
  const bytes = await readFile(file);
  await rm(dir, { recursive: true, force: true });
  return bytes;
}

/** A short voice sample (a WAV tone; the pipeline only keeps it). */
export async function voiceSample(): Promise<Buffer> {
  const dir = await mkdtemp(path.join(tmpdir(), 'audio-fixture-'));
  const file = path.join(dir, 'voice.wav');
  await run('ffmpeg', ['-v', 'error', '-f', 'lavfi', '-i', 'sine=frequency=220:duration=3', '-ac', '2', '-ar', '44100', file]);
  const bytes = await readFile(file);
  await rm(dir, { recursive: true, force: true });
  return bytes;
}

/** The files of a stored agent bundle, and its parsed manifest. */
export async function readBundle(storage: LocalStorage, key: string) {
  const files = unzipSync(new Uint8Array(await readObject(storage, key)));
  const manifest = JSON.parse(Buffer.from(files['manifest.json']!).toString('utf8')) as Record<string, any>;
  return { files, manifest };
}
