import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  agentStorageKeys,
  catalog,
  catalogActions,
  newStatusRecord,
  type AGENT_CATEGORIES,
  type Agent,
  type AgentPersona,
} from '@avatarium/contracts';
import {
  Bus,
  connectMongo,
  connectNats,
  createLogger,
  createStorage,
  loadConfig,
  storageEnvSchema,
  type Storage,
} from '@avatarium/platform';
import type { Connection } from 'mongoose';
import type { AgentActionsDeps } from '../../services/catalog/src/agents/agent-actions-deps.js';
import { agentActionsDeps } from '../../services/catalog/src/agents/register-agent-actions.js';
import { startServiceStack, type ServiceStack } from '../service-stack.js';
import { afterAll, beforeAll } from 'vitest';

export interface ActionsStack {
  stack: ServiceStack;
  bus: Bus;
  /** The use cases' deps, to call them directly with a chosen clock. */
  deps: AgentActionsDeps;
  /** The media service's storage (only with media started). */
  storage: Storage;
  /** The media service's database (only with media started). */
  mediaMongo: Connection | null;
  stop(): Promise<void>;
}

/**
 * A started service stack plus direct access to the agent actions' repositories (to call use
 * cases with a chosen clock) and, with media, to its storage and database. Same databases,
 * same NATS. Stopping it stops the stack too.
 */
export async function startActionsStack(stack: ServiceStack, withMedia = false): Promise<ActionsStack> {
  const logger = createLogger('agent-actions-test', 'silent');
  const env = stack.envOf('catalog');
  const connections: Connection[] = [];
  const buses: Bus[] = [];
  const connect = async (db: string) => {
    const mongo = await connectMongo(env.MONGODB_URI!, db);
    const bus = new Bus(await connectNats(env.NATS_URL!, `${db}-actions`), logger);
    connections.push(mongo);
    buses.push(bus);
    return { mongo, bus, logger };
  };
  const catalogSide = await connect(`catalog_${stack.suffix}`);
  const deps = await agentActionsDeps(catalogSide);
  const storage = createStorage(loadConfig(storageEnvSchema, stack.envOf('media')));
  const media = withMedia ? await connect(`media_${stack.suffix}`) : null;
  return {
    stack,
    bus: stack.bus,
    deps,
    storage,
    mediaMongo: media?.mongo ?? null,
    async stop() {
      for (const bus of buses) await bus.close();
      for (const mongo of connections) await mongo.close();
      await stack.stop();
    },
  };
}

export const newUserId = () => randomBytes(12).toString('hex');

const persona: AgentPersona = {
  name: 'Captain Nova',
  description: 'A space pirate',
  system_prompt: 'You are Captain Nova.',
  tags: ['pirate', 'space'],
  category: 'Fiction',
  language: 'en',
  gender: 'feminine',
  voice_id: 'nova',
};

/** A ready agent of `ownerId` (files under agents/<id>/, as the pipeline names them). */
export async function readyAgent(bus: Bus, ownerId = newUserId(), overrides: Partial<AgentPersona> = {}): Promise<Agent> {
  const created = await bus.request(catalog.createAgent, { ownerId, prompt: 'A pirate', model: 'essence' });
  return finishGeneration(bus, created.id, overrides);
}

/** What the pipeline writes when an agent becomes ready (the generation's last update). */
export function finishGeneration(bus: Bus, agentId: string, overrides: Partial<AgentPersona> = {}): Promise<Agent> {
  const key = (file: string) => `agents/${agentId}/${file}`;
  return bus.request(catalog.applyGeneration, {
    agentId,
    version: 9,
    record: {
      ...newStatusRecord('essence'),
      status: 'ready',
      event_type: 'model_built',
      image_key: key('image.webp'),
      video_key: key('idle.mp4'),
      lip_sync_key: key('speech-sprite.png'),
      model_key: key('model.imx'),
    },
    persona: { ...persona, ...overrides },
    poster_key: key('poster.jpg'),
  });
}

/** An agent still generating. */
export async function generatingAgent(bus: Bus, ownerId = newUserId()): Promise<Agent> {
  const created = await bus.request(catalog.createAgent, { ownerId, prompt: 'A pirate', model: 'essence' });
  return bus.request(catalog.applyGeneration, {
    agentId: created.id,
    version: 1,
    record: { ...newStatusRecord('essence'), status: 'processing', event_type: 'persona_created' },
    persona,
  });
}

/** Collects the events of one contract until stopped. */
export function collect<T>(subscribe: (push: (value: T) => void) => () => void): { seen: T[]; stop: () => void } {
  const seen: T[] = [];
  const stop = subscribe((value) => seen.push(value));
  return { seen, stop };
}

/** A ready agent made public under `category`, named `name` (created a few ms after the previous one). */
export async function publicAgent(
  bus: Bus,
  name: string,
  category: (typeof AGENT_CATEGORIES)[number] = 'Fiction',
  tags: string[] = [],
): Promise<Agent> {
  const agent = await readyAgent(bus, newUserId(), { name, tags });
  // Distinct creation times for the newest-first tie-break.
  await new Promise((resolve) => setTimeout(resolve, 5));
  return bus.request(catalogActions.setVisibility, { agentId: agent.id, ownerId: agent.ownerId, visibility: 'public', category });
}

/** Stores `text` under `key` (as the pipeline or an upload would). */
export async function storeText(storage: Storage, key: string, text: string): Promise<void> {
  await storage.put(key, Readable.from([Buffer.from(text)]), 'application/octet-stream');
}

export async function readText(storage: Storage, key: string): Promise<string | null> {
  if (!(await storage.stat(key))) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of (await storage.get(key)).body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
}

/** Every stored key under `folder`. */
export async function listKeys(storage: Storage, folder: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const object of storage.list(folder)) keys.push(object.key);
  return keys.sort();
}

/** Stores a file for every key the agent points at, plus one generated file outside its record. */
export async function storeAgentFiles(storage: Storage, agent: Agent): Promise<string[]> {
  const all = [...agentStorageKeys(agent), `agents/${agent.id}/expression/weights.bin`];
  for (const key of all) await storeText(storage, key, `bytes of ${key}`);
  return all;
}

/**
 * Starts the stack before the file's tests and stops it after them; the returned object
 * reads through to the started stack (so a test file needs one line, not a hook pair).
 */
export function useActionsStack(withMedia = false): ActionsStack {
  let started: ActionsStack | undefined;
  beforeAll(async () => {
    started = await startActionsStack(await startServiceStack(withMedia ? ['catalog', 'media'] : 'catalog'), withMedia);
  });
  afterAll(() => started?.stop());
  const current = () => {
    if (!started) throw new Error('The actions stack is used before it started.');
    return started;
  };
  return {
    get stack() {
      return current().stack;
    },
    get bus() {
      return current().bus;
    },
    get deps() {
      return current().deps;
    },
    get storage() {
      return current().storage;
    },
    get mediaMongo() {
      return current().mediaMongo;
    },
    stop: () => current().stop(),
  };
}
