import { credits } from '@avatarium/contracts';
import { createLogger } from '@avatarium/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentIdsOf } from '../../../testkit/agent-cards.js';
import { gatewayRouteKeys, schemaFieldKeys } from '../../../testkit/authorization/route-inventory.js';
import { fuzzGateway } from '../../../testkit/fuzz/fuzz-run.js';
import { mutationTargets, restTargets } from '../../../testkit/fuzz/fuzz-targets.js';
import { startRefusingGpuHost } from '../../../testkit/fuzz/refusing-gpu-host.js';
import { signUpUser } from '../../../testkit/seed.js';
import { ensureConversationBackend } from '../../../testkit/conversation/conversation-backend.js';
import { startStack, type TestStack } from '../../../testkit/stack.js';

// A few hundred cases in `npm test`; FUZZ_RUNS=10000 (as bench/fuzz.bench.ts runs) for more.
const RUNS = Number(process.env.FUZZ_RUNS ?? 300);

let stack: TestStack;
let gpuHost: Awaited<ReturnType<typeof startRefusingGpuHost>>;
beforeAll(async () => {
  gpuHost = await startRefusingGpuHost();
  stack = await startStack({ GPU_HOST_URL: gpuHost.url, GPU_HOST_TOKEN: 'fuzz-token' });
  // Every service the routes reach answers, as on the platform (the voice routes ask the conversation service).
  await ensureConversationBackend(stack);
});
afterAll(async () => {
  await stack.stop();
  await gpuHost.stop();
});

/** Everything a bad input could have stored for this user. */
async function storedFor(userId: string) {
  const keys: string[] = [];
  for (const prefix of [`uploads/${userId}`, `upload-parts/${userId}`])
    for await (const object of stack.gateway.deps.storage.list(prefix)) keys.push(object.key);
  const user = await stack.gateway.deps.users.findById(userId);
  const balance = await stack.bus.request(credits.getBalance, { userId });
  return { agents: await agentIdsOf(stack, userId), keys, reference: user?.signUpReference, balance: balance.balance };
}

describe('fuzz: bad inputs to every REST route and GraphQL mutation', () => {
  it('targets every route and every mutation', () => {
    const routes = gatewayRouteKeys(stack.gateway.deps, createLogger('test', 'silent'));
    expect(restTargets.map((target) => target.key).sort()).toEqual([...routes].sort());
    const mutations = schemaFieldKeys().filter((key) => key.startsWith('Mutation.'));
    expect(mutationTargets.map((target) => target.key).sort()).toEqual(mutations.sort());
  });

  it(`answers ${RUNS} bad inputs with JSON 4xx (never 5xx, never a hang) and stores nothing`, { timeout: 600_000 }, async () => {
    const client = stack.client();
    const { userId } = await signUpUser(client);
    // An upgrade without a readable plan is an upgrade to pro (spec 000): the user is on pro already,
    // so an accepted one changes nothing and any other change to the balance is a finding.
    expect((await client.post('/api/subscription/upgrade', { plan: 'pro' })).status).toBe(200);
    const before = await storedFor(userId);
    const summary = await fuzzGateway({ url: stack.url, cookie: client.cookieHeader, runs: RUNS });
    console.log(`fuzz: ${summary.cases} cases in ${(summary.ms / 1000).toFixed(1)} s`, summary.statuses);
    expect(summary.cases).toBeGreaterThanOrEqual(RUNS * 0.9);
    expect(await storedFor(userId)).toEqual(before);
    // No prototype was polluted in this process either (the gateway runs in it).
    expect(({} as Record<string, unknown>).isAdmin ?? ({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
