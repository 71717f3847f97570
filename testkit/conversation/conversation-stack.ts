import { Readable } from 'node:stream';
import { catalogActions, conversation, credits, defineEvent, type Agent } from '@avatarium/contracts';
import { conversationEnvSchema, startConversationService } from '@avatarium/conversation';
import { createLogger, createStorage, loadConfig, storageEnvSchema, type Bus, type Storage } from '@avatarium/platform';
import { afterAll, beforeAll } from 'vitest';
import { newUserId, readyAgent } from '../catalog/agent-actions-stack.js';
import { startServiceStack, type ServiceStack } from '../service-stack.js';
import { fakeEngines, type FakeEngines } from './fake-engines.js';

type ConversationEvent = conversation.ConversationEvent;

/** A clock the service reads; tests move it forward to cross conversation minutes. */
export function testClock() {
  let offsetMs = 0;
  return {
    now: () => new Date(Date.now() + offsetMs),
    advance(ms: number) {
      offsetMs += ms;
    },
  };
}

export interface ConversationStack {
  stack: ServiceStack;
  bus: Bus;
  engines: FakeEngines;
  clock: ReturnType<typeof testClock>;
  /** The storage the service writes audio to (and reads recordings from). */
  storage: Storage;
  stop(): Promise<void>;
}

/** NATS, the catalog and credits services, and the conversation service with fake engines and a movable clock. */
export async function startConversationStack(env: Record<string, string> = {}): Promise<ConversationStack> {
  const stack = await startServiceStack(['catalog', 'credits']);
  const engines = fakeEngines();
  const clock = testClock();
  const config = loadConfig(conversationEnvSchema, stack.envOf('conversation', env));
  const service = await startConversationService(
    config,
    createLogger('conversation', (process.env.TEST_LOG_LEVEL as 'error' | undefined) ?? 'silent'),
    {
      engines,
      now: clock.now,
    },
  );
  return {
    stack,
    bus: stack.bus,
    engines,
    clock,
    storage: createStorage(loadConfig(storageEnvSchema, stack.envOf('conversation'))),
    async stop() {
      await service.stop();
      await stack.stop();
    },
  };
}

/** Starts the stack before the file's tests and stops it after them. */
export function useConversationStack(env: Record<string, string> = {}): ConversationStack {
  let started: ConversationStack | undefined;
  beforeAll(async () => {
    started = await startConversationStack(env);
  });
  afterAll(() => started?.stop());
  const current = () => {
    if (!started) throw new Error('The conversation stack is used before it started.');
    return started;
  };
  return {
    get stack() {
      return current().stack;
    },
    get bus() {
      return current().bus;
    },
    get engines() {
      return current().engines;
    },
    get clock() {
      return current().clock;
    },
    get storage() {
      return current().storage;
    },
    stop: () => current().stop(),
  };
}

/** A signed-up user (their credit account opened, 199 credits on the Free plan). */
export async function newAccount(bus: Bus): Promise<string> {
  const userId = newUserId();
  await bus.request(credits.openAccount, { userId });
  return userId;
}

/** A Ready agent of a user with a credit account. */
export async function talkableAgent(bus: Bus, ownerId?: string): Promise<Agent> {
  return readyAgent(bus, ownerId ?? (await newAccount(bus)));
}

export const balanceOf = async (bus: Bus, userId: string) => (await bus.request(credits.getBalance, { userId })).balance;

export const shareTokenOf = async (bus: Bus, agent: Agent) =>
  (await bus.request(catalogActions.getShareLink, { agentId: agent.id, userId: agent.ownerId })).token!;

/** Every event of a session, in order, from now on. */
export function listen(bus: Bus, sessionId: string) {
  const events: ConversationEvent[] = [];
  /** When each event arrived (performance.now()). */
  const receivedAt: number[] = [];
  const contract = defineEvent(conversation.conversationEventSubject(sessionId), conversation.conversationEvent.payload);
  const waiters: Array<() => void> = [];
  const stop = bus.subscribe(contract, ({ event }) => {
    events.push(event);
    receivedAt.push(performance.now());
    waiters.forEach((wake) => wake());
  });
  return {
    events,
    receivedAt,
    stop,
    /** Resolves with the events once one matches `predicate`. */
    until(predicate: (event: ConversationEvent) => boolean, timeoutMs = 10_000): Promise<ConversationEvent[]> {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`No matching event; saw ${events.map((event) => event.type).join(', ') || 'none'}`)),
          timeoutMs,
        );
        const check = () => {
          if (!events.some(predicate)) return;
          clearTimeout(timer);
          resolve(events);
        };
        waiters.push(check);
        check();
      });
    },
  };
}

/** Stores a recording in the session's speech folder, as the gateway does before sendSpeech. */
export async function storeRecording(storage: Storage, sessionId: string, bytes: Buffer): Promise<string> {
  const key = conversation.conversationSpeechKey(sessionId, `r${Date.now()}`, 'wav');
  await storage.put(key, Readable.from([bytes]), 'audio/wav');
  return key;
}

/** Starts a session as `userId` (null: signed out), optionally through a share link. */
export function startSession(bus: Bus, agentId: string, userId: string | null, shareToken: string | null = null) {
  return bus.request(conversation.startSession, { agentId, userId, shareToken });
}

/** A new talkable agent and its owner's open session, as the session's holder names it. */
export async function ownerSession(bus: Bus) {
  const agent = await talkableAgent(bus);
  const started = await startSession(bus, agent.id, agent.ownerId);
  return { agent, session: { sessionId: started.sessionId, sessionToken: started.sessionToken } };
}

/** Sends `text` and waits for the turn to end (done, failed or interrupted); returns the turn's events. */
export async function talk(bus: Bus, session: { sessionId: string; sessionToken: string }, text: string) {
  const events = listen(bus, session.sessionId);
  try {
    const { turnId } = await bus.request(conversation.sendText, { ...session, text });
    const ends = ['turn.done', 'turn.failed', 'turn.interrupted'];
    await events.until((event) => ends.includes(event.type) && 'turnId' in event && event.turnId === turnId);
    return { turnId, events: events.events.filter((event) => 'turnId' in event && event.turnId === turnId) };
  } finally {
    events.stop();
  }
}
