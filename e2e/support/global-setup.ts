import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { ensureSystemPackages, startMongo, startNats } from '../../tools/infra/index.js';
import { startFakePersonalProviders } from '../../testkit/providers/fake-personal-providers.js';
import { startPlatform } from './platform.js';

/** The one key the stand-in platform accepts (the Providers e2e adds it in /settings). */
export const E2E_PROVIDER_KEY = 'sk-e2e-own-key-5b8d2f';
export const E2E_OWN_KEY_REPLY = 'I am answering through the key you added in Settings.';
export const E2E_OPERATOR_EMAIL = 'operator@e2e.example.com';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    natsUrl: string;
    /** The platform's database server, for flows that seed records at chosen times (analytics). */
    mongoUri: string;
    providerKey: string;
    ownKeyReply: string;
  }
}

/**
 * Databases started here (so the tests can reach NATS to act as a service), then the real
 * `npm start` supervisor with MONGODB_URI / NATS_URL set: services, gateway, built web app.
 */
export default async function setup(project: TestProject) {
  await ensureSystemPackages(['chromium']);
  const scratch = await mkdtemp(path.join(tmpdir(), 'avatarium-e2e-'));
  const [mongo, nats] = await Promise.all([
    startMongo({ backend: 'memory' }),
    startNats({ storeDir: path.join(scratch, 'nats') }),
  ]);
  // Personal provider keys are checked and used against a local stand-in for the platforms.
  const providers = await startFakePersonalProviders(E2E_PROVIDER_KEY, { reply: E2E_OWN_KEY_REPLY });
  const platform = await startPlatform(path.join(scratch, 'data'), {
    MONGODB_URI: mongo.uri,
    NATS_URL: nats.url,
    PERSONAL_PROVIDERS_BASE_URL: providers.url,
    PROVIDERS_ALLOW_LOOPBACK: 'true',
    // Webhooks are delivered to a local receiver (the crawler's test-only loopback switch).
    KNOWLEDGE_FETCH_ALLOW_LOOPBACK: 'true',
    // Every browser of the run comes from 127.0.0.1, like a whole office behind one address:
    // the per-address conversation caps are raised, the per-agent and per-user ones stay.
    CONVERSATION_STARTS_PER_IP_PER_MINUTE: '200',
    CONVERSATION_TURNS_PER_IP_PER_MINUTE: '200',
    CONVERSATION_DRAFTS_PER_IP_PER_MINUTE: '5000',
    // The analytics flow stores conversations straight into the database, as a database from
    // before the analytics sums holds them: the summary looks for such ones every time.
    ANALYTICS_UNTALLIED_TRUST_MS: '0',
    // The operator page's flow signs up as this operator.
    ADMIN_EMAILS: E2E_OPERATOR_EMAIL,
  });
  project.provide('baseUrl', platform.url);
  project.provide('natsUrl', nats.url);
  project.provide('mongoUri', mongo.uri);
  project.provide('providerKey', E2E_PROVIDER_KEY);
  project.provide('ownKeyReply', E2E_OWN_KEY_REPLY);
  return async () => {
    // A process that crashed or hit an unhandled rejection during the run fails it, loudly, even
    // though the supervisor restarted it and every flow passed (issue 22).
    const crashes = platform.output.filter((line) => /unhandled rejection|restarting in/i.test(line));
    await platform.stop();
    await providers.stop();
    await Promise.all([mongo.stop(), nats.stop()]);
    await rm(scratch, { recursive: true, force: true });
    if (crashes.length > 0) throw new Error(`a platform process crashed during the browser flows:\n${crashes.join('\n')}`);
  };
}
