import { readFile } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { credits } from '@avatarium/contracts';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { Report, summarize } from './harness.js';
import { LOCAL_PROVIDERS_ENV } from './generation/baseline.js';
import { SCENARIOS } from './generation/scenarios.js';
import { startPlatform, type Platform } from './support/platform.js';
import { signUp, type BenchUser } from './support/sign-up.js';

// Issue 14, soak: 500 viewers stay connected (graphql-ws, each following its user's agents and
// balance) while 50 generations run, spread over 10 minutes, and the viewers' page loads keep
// coming. Zero errors; memory of every process sampled every 10 s (its slope over the second
// half reported); HTTP p99 per minute compared between the first and the last third.
// `BENCH_SOAK_MINUTES=3 npm run bench -- soak` for a shorter run.

const MINUTES = Math.max(1, Number(process.env.BENCH_SOAK_MINUTES ?? 10));
const VIEWERS = Number(process.env.BENCH_SOAK_VIEWERS ?? 500);
const GENERATIONS = Number(process.env.BENCH_SOAK_GENERATIONS ?? 50);
const USERS = 5;
const SAMPLE_EVERY_MS = 10_000;
const CREATION_CREDITS = 100;

class BrowserLikeSocket extends WebSocket {}

function viewer(url: string, user: BenchUser, errors: string[]): { client: Client; events: () => number } {
  let events = 0;
  class WithCookie extends BrowserLikeSocket {
    constructor(address: string, protocols?: string | string[]) {
      super(address, protocols, { headers: { cookie: user.cookie } });
    }
  }
  const client = createClient({
    url: `${url.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: WithCookie,
    lazy: false,
    retryAttempts: 0,
  });
  client.on('closed', (event) => errors.push(`socket closed: ${JSON.stringify(event)}`));
  client.on('error', (error) => errors.push(`socket error: ${String(error)}`));
  for (const query of [
    'subscription { myAgentUpdates { id status displayStatus } }',
    'subscription { creditBalanceChanged { balance } }',
  ]) {
    client.subscribe(
      { query },
      {
        next: (result) => {
          if (result.errors) errors.push(`subscription: ${JSON.stringify(result.errors)}`);
          events += 1;
        },
        error: (error) => errors.push(`subscription failed: ${JSON.stringify(error)}`),
        complete: () => errors.push('subscription ended'),
      },
    );
  }
  return { client, events: () => events };
}

async function rssMb(pid: number | undefined): Promise<number> {
  if (!pid) return NaN;
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? NaN) / 1024;
}

/** Least-squares slope of (minute, MB) points. */
function slope(points: Array<[number, number]>): number {
  const n = points.length;
  if (n < 2) return 0;
  const mx = points.reduce((sum, [x]) => sum + x, 0) / n;
  const my = points.reduce((sum, [, y]) => sum + y, 0) / n;
  const sxy = points.reduce((sum, [x, y]) => sum + (x - mx) * (y - my), 0);
  const sxx = points.reduce((sum, [x]) => sum + (x - mx) ** 2, 0);
  return sxx === 0 ? 0 : sxy / sxx;
}

async function main(): Promise<void> {
  let platform: Platform | undefined;
  const viewers: Array<ReturnType<typeof viewer>> = [];
  try {
    platform = await startPlatform({ services: ['credits', 'catalog', 'media'], env: LOCAL_PROVIDERS_ENV });
    const { url } = platform;
    const users = await Promise.all(Array.from({ length: USERS }, () => signUp(url)));
    const owner = users[0]!;
    await platform.bus.request(credits.grantCredits, {
      userId: owner.userId,
      amount: CREATION_CREDITS * GENERATIONS,
      idempotencyKey: `soak:${owner.userId}`,
      reason: 'bench',
    });
    const errors: string[] = [];
    for (let i = 0; i < VIEWERS; i++) viewers.push(viewer(url, users[i % USERS]!, errors));
    await sleep(5_000);

    const started = Date.now();
    const endAt = started + MINUTES * 60_000;
    const minute = () => (Date.now() - started) / 60_000;
    const memory: Record<string, Array<[number, number]>> = {};
    const latencyByMinute: number[][] = [];
    const submitted: string[] = [];
    const submitEvery = (MINUTES * 60_000 * 0.8) / GENERATIONS;
    let nextSubmit = started;
    let nextSample = started;

    while (Date.now() < endAt) {
      if (submitted.length < GENERATIONS && Date.now() >= nextSubmit) {
        nextSubmit += submitEvery;
        const response = await fetch(`${url}/api/generate-agent`, {
          method: 'POST',
          headers: { cookie: owner.cookie, 'content-type': 'application/json' },
          body: JSON.stringify({ prompt: `${SCENARIOS[0]!.prompt} (${submitted.length + 1})`, model: 'essence' }),
        });
        const reply = (await response.json()) as { agentId?: string };
        if (response.status !== 200 || !reply.agentId)
          errors.push(`generate-agent: HTTP ${response.status} ${JSON.stringify(reply)}`);
        else submitted.push(reply.agentId);
      }
      if (Date.now() >= nextSample) {
        nextSample += SAMPLE_EVERY_MS;
        const at = minute();
        const children = { gateway: platform.gateway, ...platform.services };
        for (const [name, child] of Object.entries(children)) (memory[name] ??= []).push([at, await rssMb(child?.child.pid)]);
      }
      // A viewer's page load: the balance and the agents list.
      const user = users[Math.floor(Math.random() * USERS)]!;
      const t0 = performance.now();
      const page = await fetch(`${url}/api/user/credit-balance`, { headers: { cookie: user.cookie } });
      await page.arrayBuffer();
      (latencyByMinute[Math.floor(minute())] ??= []).push(performance.now() - t0);
      if (page.status !== 200) errors.push(`credit-balance: HTTP ${page.status}`);
      await sleep(100);
    }

    // Every generation settles (ready) after the window.
    let ready = 0;
    for (let wait = 0; wait < 120; wait++) {
      const response = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: owner.cookie },
        body: JSON.stringify({ query: '{ myAgents { id status } }' }),
      });
      const body = (await response.json()) as { data?: { myAgents: Array<{ id: string; status: string }> } };
      ready = (body.data?.myAgents ?? []).filter((agent) => submitted.includes(agent.id) && agent.status === 'ready').length;
      if (ready === submitted.length) break;
      await sleep(5_000);
    }

    const thirds = Math.max(1, Math.floor(latencyByMinute.length / 3));
    const p99Of = (minutes: number[][]) => summarize(minutes.flat()).p99;
    const early = p99Of(latencyByMinute.slice(0, thirds));
    const late = p99Of(latencyByMinute.slice(-thirds));
    const report = new Report('soak');
    report.add({ name: 'HTTP p99, last third vs first', unit: 'ms', figure: late, baseline: early, lowerIsBetter: true });
    for (const [name, points] of Object.entries(memory)) {
      const second = points.filter(([at]) => at >= MINUTES / 2);
      const first = points[0]?.[1] ?? NaN;
      const last = points.at(-1)?.[1] ?? NaN;
      report.add({ name: `${name} RSS, end vs start`, unit: 'MB', figure: last, baseline: first, lowerIsBetter: true });
      report.note(
        `${name}: RSS slope over the second half ${slope(second).toFixed(2)} MB/min (${first.toFixed(0)} -> ${last.toFixed(0)} MB)`,
      );
    }
    const events = viewers.reduce((sum, each) => sum + each.events(), 0);
    report.note(
      `${VIEWERS} viewers for ${MINUTES} min, ${events} subscription messages; ${submitted.length} generations, ${ready} ready; ${errors.length} errors ${errors.slice(0, 3).join(' | ')}`,
    );
    report.print();
    console.log(
      `saved ${await report.save({ minutes: MINUTES, viewers: VIEWERS, generations: submitted.length, ready, errors, memory, early, late, events })}`,
    );
    const problems = [
      errors.length > 0 && `${errors.length} errors`,
      ready !== GENERATIONS && `${ready} of ${GENERATIONS} generations ready`,
    ].filter(Boolean);
    if (problems.length > 0) throw new Error(problems.join('; '));
  } finally {
    for (const each of viewers) await each.client.dispose();
    await platform?.stop();
  }
}

await main();
