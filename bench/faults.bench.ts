import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { credits } from '@avatarium/contracts';
import { Report } from './harness.js';
import { LOCAL_PROVIDERS_ENV } from './generation/baseline.js';
import { SCENARIOS } from './generation/scenarios.js';
import { startPlatform, type Platform } from './support/platform.js';
import type { ServiceName } from './support/services.js';
import { signUp } from './support/sign-up.js';

// Issue 14, faults: generations submitted while the media, catalog and credits services are
// killed with SIGKILL at random moments (and started again at once, as a supervisor does).
// Every generation must still finish, each agent must be charged exactly once, and no file may
// be left behind that no agent owns. `BENCH_FAULT_GENERATIONS=100 npm run bench -- faults`.

const GENERATIONS = Math.max(1, Number(process.env.BENCH_FAULT_GENERATIONS ?? 20));
/** Submitted this far apart, so kills land in every step of the pipeline. */
const SUBMIT_EVERY_MS = 1_500;
const KILL_EVERY_MS: [number, number] = [3_000, 9_000];
const VICTIMS: ServiceName[] = ['media', 'catalog', 'credits'];
const SETTLE_TIMEOUT_MS = 15 * 60_000;
const CREATION_CREDITS = 100;

interface AgentState {
  id: string;
  status: string;
  displayStatus: string;
}

async function myAgents(url: string, cookie: string): Promise<AgentState[]> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ query: '{ myAgents { id status displayStatus } }' }),
  });
  const body = (await response.json()) as { data?: { myAgents: AgentState[] } };
  return body.data?.myAgents ?? [];
}

/** Every file under `dir`, relative to it. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

async function main(): Promise<void> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'avatarium-faults-'));
  let platform: Platform | undefined;
  try {
    platform = await startPlatform({ services: ['credits', 'catalog', 'media'], dataDir, env: LOCAL_PROVIDERS_ENV });
    const user = await signUp(platform.url);
    const granted = CREATION_CREDITS * GENERATIONS;
    await platform.bus.request(credits.grantCredits, {
      userId: user.userId,
      amount: granted,
      idempotencyKey: `faults:${user.userId}`,
      reason: 'bench',
    });
    const start = await platform.bus.request(credits.getBalance, { userId: user.userId });
    const prompt = SCENARIOS[0]!.prompt;

    // The killer: one random service at a time, at random moments, until every agent settled.
    const kills: Record<string, number> = {};
    let killing = true;
    const killer = (async () => {
      while (killing) {
        await sleep(KILL_EVERY_MS[0] + Math.random() * (KILL_EVERY_MS[1] - KILL_EVERY_MS[0]));
        if (!killing) break;
        const victim = VICTIMS[Math.floor(Math.random() * VICTIMS.length)]!;
        kills[victim] = (kills[victim] ?? 0) + 1;
        await platform!.killAndRestart(victim);
      }
    })();

    const submitted: string[] = [];
    const refused: string[] = [];
    for (let i = 0; i < GENERATIONS; i++) {
      // A submit that meets a service being restarted is answered 503: the browser tries again.
      for (let attempt = 0; ; attempt++) {
        const response = await fetch(`${platform.url}/api/generate-agent`, {
          method: 'POST',
          headers: { cookie: user.cookie, 'content-type': 'application/json' },
          body: JSON.stringify({ prompt: `${prompt} (${i + 1})`, model: 'essence' }),
        });
        const reply = (await response.json()) as { agentId?: string; error?: string };
        if (response.status === 200 && reply.agentId) {
          submitted.push(reply.agentId);
          break;
        }
        if (response.status !== 503 || attempt >= 20) {
          refused.push(`HTTP ${response.status} ${JSON.stringify(reply)}`);
          break;
        }
        await sleep(1_000);
      }
      await sleep(SUBMIT_EVERY_MS);
    }

    const started = Date.now();
    let agents: AgentState[] = [];
    const settled = (agent: AgentState) => agent.status === 'ready' || agent.displayStatus === 'failed';
    while (Date.now() - started < SETTLE_TIMEOUT_MS) {
      agents = (await myAgents(platform.url, user.cookie).catch(() => agents)).filter((agent) => submitted.includes(agent.id));
      if (agents.length === submitted.length && agents.every(settled)) break;
      await sleep(2_000);
    }
    killing = false;
    await killer;
    await sleep(3_000); // the last restarted service finishes what it picked up

    const ready = agents.filter((agent) => agent.status === 'ready').length;
    const failed = agents.filter((agent) => agent.displayStatus === 'failed').length;
    const unsettled = submitted.length - ready - failed;
    const end = await platform.bus.request(credits.getBalance, { userId: user.userId });
    const charged = start.balance - end.balance;
    // Files: every agent folder belongs to a submitted agent; nothing half-written is left.
    const files = await filesUnder(path.join(dataDir, 'data', 'storage'));
    const agentFolders = new Set(files.filter((file) => file.startsWith('agents/')).map((file) => file.split('/')[1]!));
    const orphans = [...agentFolders].filter((id) => !submitted.includes(id));
    const partial = files.filter((file) => file.endsWith('.partial') || file.includes('.partial.'));

    const report = new Report('faults');
    report.add({
      name: 'generations finished ready',
      unit: 'agents',
      figure: ready,
      baseline: submitted.length,
      lowerIsBetter: false,
    });
    report.add({
      name: 'credits charged',
      unit: 'credits',
      figure: charged,
      baseline: CREATION_CREDITS * ready,
      lowerIsBetter: true,
    });
    report.note(
      `${GENERATIONS} submitted (${refused.length} refused: ${refused.slice(0, 2).join('; ')}), ${ready} ready, ${failed} failed, ${unsettled} unsettled`,
    );
    report.note(
      `SIGKILLs: ${Object.entries(kills)
        .map(([name, count]) => `${name} ${count}`)
        .join(', ')}`,
    );
    report.note(
      `orphaned agent folders: ${orphans.length}; half-written files: ${partial.length} ${partial.slice(0, 3).join(', ')}`,
    );
    report.print();
    console.log(
      `saved ${await report.save({ generations: GENERATIONS, submitted: submitted.length, ready, failed, unsettled, charged, kills, orphans, partial, refused })}`,
    );
    const problems = [
      unsettled > 0 && `${unsettled} generation(s) never finished`,
      failed > 0 && `${failed} generation(s) failed`,
      refused.length > 0 && `${refused.length} submit(s) refused`,
      charged !== CREATION_CREDITS * ready && `charged ${charged} credits for ${ready} agents`,
      orphans.length > 0 && `${orphans.length} orphaned agent folder(s)`,
      partial.length > 0 && `${partial.length} half-written file(s)`,
    ].filter(Boolean);
    if (problems.length > 0) throw new Error(problems.join('; '));
  } finally {
    await platform?.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
