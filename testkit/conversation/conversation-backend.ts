import { randomBytes } from 'node:crypto';
import { conversationEnvSchema, startConversationService } from '@avatarium/conversation';
import { AppError, createLogger, loadConfig, type Bus } from '@avatarium/platform';
import { conversation } from '@avatarium/contracts';
import type { TestStack } from '../stack.js';
import { fakeEngines, type FakeEngines } from './fake-engines.js';

/** True when something already answers the conversation subjects on this bus. */
async function conversationServiceAnswers(bus: Bus): Promise<boolean> {
  try {
    await bus.request(
      conversation.checkSession,
      { sessionId: 'probe-session-0000', sessionToken: 'x'.repeat(20) },
      { timeoutMs: 2000 },
    );
    return true;
  } catch (error) {
    return !(error instanceof AppError && error.code === 'UNAVAILABLE');
  }
}

const backends = new WeakMap<TestStack, Promise<FakeEngines | null>>();

/**
 * Makes sure the conversation service answers on this gateway stack, once per stack: the
 * stack's own when it runs one (null: its configured engines), else the real service started
 * here on the stack's NATS, database server and storage with fake engines (returned, to
 * script or inspect). It stops with the stack.
 */
export function ensureConversationBackend(stack: TestStack): Promise<FakeEngines | null> {
  let backend = backends.get(stack);
  if (!backend) {
    backend = (async () => {
      if (await conversationServiceAnswers(stack.bus)) return null;
      const engines = fakeEngines();
      await startConversationOn(stack, {}, engines);
      return engines;
    })();
    backends.set(stack, backend);
  }
  return backend;
}

/**
 * The real conversation service on this gateway stack's NATS, database server and storage,
 * with `env` on top (engine settings) and its engines made from that configuration unless
 * `engines` is given. It stops with the stack.
 */
export async function startConversationOn(
  stack: TestStack,
  env: Record<string, string>,
  engines?: FakeEngines,
  /** Receives every log line of the service (at debug level) instead of silence. */
  logLine?: (line: string) => void,
  /** The service's clock (tests move it to cross conversation minutes and months). */
  now?: () => Date,
): Promise<void> {
  const gateway = stack.gateway.deps.config;
  const config = loadConfig(conversationEnvSchema, {
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    MONGODB_URI: gateway.MONGODB_URI,
    MONGODB_DB: `conversation_${randomBytes(4).toString('hex')}`,
    NATS_URL: gateway.NATS_URL,
    DATA_DIR: gateway.DATA_DIR,
    STORAGE_SIGNING_SECRET: gateway.STORAGE_SIGNING_SECRET,
    PROVIDER_KEYS_SECRET: 'test-provider-keys-secret-0123456789abcdef',
    // Key checks never leave the machine in tests: a closed local port refuses at once.
    PERSONAL_PROVIDERS_BASE_URL: 'http://127.0.0.1:9',
    ...env,
  });
  const logger = logLine ? createLogger('conversation', 'debug', {}, logLine) : createLogger('conversation', 'silent');
  const service = await startConversationService(config, logger, { ...(engines ? { engines } : {}), ...(now ? { now } : {}) });
  const stopStack = stack.stop;
  stack.stop = async () => {
    await service.stop();
    await stopStack();
  };
}
