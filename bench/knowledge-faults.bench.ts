import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { credits, slides } from '@avatarium/contracts';
import { slideDeckPdf } from '../testkit/knowledge/faq-leaflet.js';
import { Report } from './harness.js';
import { startPlatform, type Platform } from './support/platform.js';
import type { BenchUser } from './support/sign-up.js';
import { signUp } from './support/sign-up.js';

// Issue 14, faults, for the knowledge service: slide decks made from PDFs and FAQ search
// indexes built while the knowledge process is killed with SIGKILL at random moments (and
// started again at once, as a supervisor does). Every deck and every index must end ready,
// complete. An index build cut off runs again when the process starts; a deck, once it has
// been silent for 2 minutes. `BENCH_KNOWLEDGE_AGENTS=10 npm run bench -- knowledge-faults`.

const AGENTS = Math.max(1, Number(process.env.BENCH_KNOWLEDGE_AGENTS ?? 6));
const PAGES = 24;
const FAQ_ROWS = 3_000;
const KILL_EVERY_MS: [number, number] = [2_000, 6_000];
const SETTLE_TIMEOUT_MS = 15 * 60_000;

type Call = { status: number; body: Record<string, unknown> };

/** A request that meets the knowledge service being restarted is answered 503: the browser tries again. */
async function call(platform: Platform, user: BenchUser, method: string, route: string, body?: unknown, form?: FormData) {
  for (let attempt = 0; ; attempt++) {
    const response = await fetch(`${platform.url}${route}`, {
      method,
      headers: { cookie: user.cookie, ...(body !== undefined && { 'content-type': 'application/json' }) },
      body: form ?? (body === undefined ? undefined : JSON.stringify(body)),
    });
    const reply: Call = { status: response.status, body: (await response.json()) as Record<string, unknown> };
    if (reply.status !== 503 || attempt >= 60) return reply;
    await sleep(1_000);
  }
}

async function upload(platform: Platform, user: BenchUser, agentId: string, name: string, bytes: Uint8Array, type: string) {
  const form = new FormData();
  form.append('agentId', agentId);
  form.append('file_0', new Blob([bytes], { type }), name);
  const reply = await call(platform, user, 'POST', '/api/upload-files', undefined, form);
  const uploads = reply.body.uploads as Array<{ storagePath: string }> | undefined;
  if (reply.status !== 200 || !uploads?.[0])
    throw new Error(`upload of ${name}: HTTP ${reply.status} ${JSON.stringify(reply.body)}`);
  return uploads[0].storagePath;
}

function faqCsv(): Uint8Array {
  const rows = Array.from(
    { length: FAQ_ROWS },
    (_, i) => `How do I reach gallery ${i + 1}?,Take the stairs to floor ${(i % 9) + 1}.`,
  );
  return Buffer.from(['Question,Answer', ...rows].join('\r\n'));
}

async function createAgent(platform: Platform, user: BenchUser, n: number): Promise<string> {
  const reply = await call(platform, user, 'POST', '/api/generate-agent', {
    prompt: `A museum guide number ${n}`,
    model: 'essence',
  });
  if (reply.status !== 200 || typeof reply.body.agentId !== 'string')
    throw new Error(`generate-agent: ${JSON.stringify(reply.body)}`);
  return reply.body.agentId;
}

interface Outcome {
  deck: string;
  slides: number;
  index: string;
}

async function outcomeOf(platform: Platform, user: BenchUser, agentId: string): Promise<Outcome> {
  const deck = await call(platform, user, 'GET', `/api/agents/${agentId}/slides`);
  const faq = await call(platform, user, 'GET', `/api/agents/${agentId}/knowledge`);
  const deckState = deck.body.state as { status?: string } | null | undefined;
  const deckSlides = deck.body.slides as { slides?: unknown[] } | null | undefined;
  const faqState = faq.body.state as { status?: string } | null | undefined;
  return {
    deck: deckState?.status ?? `HTTP ${deck.status}`,
    slides: deckSlides?.slides?.length ?? 0,
    index: faqState?.status ?? `HTTP ${faq.status}`,
  };
}

async function main(): Promise<void> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'avatarium-knowledge-faults-'));
  let platform: Platform | undefined;
  try {
    platform = await startPlatform({
      services: ['credits', 'catalog', 'media', 'knowledge'],
      dataDir,
      // The agents only need to exist: no generation competes for the cores. Words-only search keeps the index job about its restarts.
      envFor: { media: { GENERATION_CONCURRENCY: '0' }, knowledge: { EMBEDDING_PROVIDER: 'none' } },
    });
    const user = await signUp(platform.url);
    await platform.bus.request(credits.grantCredits, {
      userId: user.userId,
      amount: 100 * AGENTS,
      idempotencyKey: `knowledge-faults:${user.userId}`,
      reason: 'bench',
    });
    const deck = await slideDeckPdf(PAGES);
    const csv = faqCsv();
    const agents: string[] = [];
    for (let n = 0; n < AGENTS; n++) {
      const agentId = await createAgent(platform, user, n + 1);
      const faq = await upload(platform, user, agentId, 'faq.csv', csv, 'text/csv');
      const saved = await call(platform, user, 'PATCH', `/api/agents/${agentId}`, { knowledge: { faq, enabled: false } });
      if (saved.status !== 200) throw new Error(`saving the FAQ: ${JSON.stringify(saved.body)}`);
      agents.push(agentId);
    }

    // Each deck taken up again after a cut-off announces it (the step text) before its first page.
    const resumedDecks = new Set<string>();
    platform.bus.subscribe(slides.slidesChanged, (event) => {
      if (event.state.progress?.step.startsWith('Starting again')) resumedDecks.add(event.state.agentId);
    });
    const kills = { count: 0 };
    let killing = true;
    const killer = (async () => {
      while (killing) {
        await sleep(KILL_EVERY_MS[0] + Math.random() * (KILL_EVERY_MS[1] - KILL_EVERY_MS[0]));
        if (!killing) break;
        kills.count++;
        await platform!.killAndRestart('knowledge');
      }
    })();

    const started = Date.now();
    for (const agentId of agents) {
      const pdf = await upload(platform, user, agentId, 'deck.pdf', deck, 'application/pdf');
      const deckJob = await call(platform, user, 'POST', '/api/knowledge/generate-slides', {
        pdf_file_url: pdf,
        agent_id: agentId,
      });
      const rag = await call(platform, user, 'POST', '/api/knowledge/toggle-rag', { agent_id: agentId, enabled: true });
      if (deckJob.status !== 200 || rag.status !== 200) {
        throw new Error(`starting the jobs: slides ${deckJob.status} ${JSON.stringify(deckJob.body)}; rag ${rag.status}`);
      }
    }
    const done = (outcome: Outcome) => outcome.deck !== 'generating' && outcome.index !== 'indexing';
    let outcomes: Outcome[] = [];

    // Kills go on until every job has been cut off at least once on average, then stop so they can settle.
    while (Date.now() - started < SETTLE_TIMEOUT_MS) {
      if (kills.count >= AGENTS) killing = false;
      outcomes = await Promise.all(agents.map((agentId) => outcomeOf(platform!, user, agentId)));
      if (!killing && outcomes.every(done)) break;
      await sleep(3_000);
    }
    killing = false;
    await killer;
    const settledSeconds = (Date.now() - started) / 1000;

    const decks = outcomes.filter((outcome) => outcome.deck === 'ready' && outcome.slides === PAGES).length;
    const indexes = outcomes.filter((outcome) => outcome.index === 'ready').length;
    const report = new Report('knowledge-faults');
    report.add({ name: 'slide decks finished complete', unit: 'decks', figure: decks, baseline: AGENTS, lowerIsBetter: false });
    report.add({ name: 'FAQ indexes finished ready', unit: 'indexes', figure: indexes, baseline: AGENTS, lowerIsBetter: false });
    report.note(
      `SIGKILLs of the knowledge service: ${kills.count}; decks seen taken up again after a cut-off: ${resumedDecks.size}; everything settled ${settledSeconds.toFixed(0)} s after the jobs started`,
    );
    report.note(`outcomes: ${JSON.stringify(outcomes)}`);
    report.print();
    console.log(`saved ${await report.save({ agents: AGENTS, pages: PAGES, faqRows: FAQ_ROWS, kills: kills.count, outcomes })}`);
    if (decks !== AGENTS || indexes !== AGENTS) throw new Error(`not every job finished: ${JSON.stringify(outcomes)}`);
  } finally {
    await platform?.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
