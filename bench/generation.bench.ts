import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { Report, summarize } from './harness.js';
import { onSignalTeardown, stopAll } from './processes.js';
import { AgentFeed } from './generation/agent-feed.js';
import { startBareReplyServer, type BareReplyServer } from './generation/bare-reply.js';
import { createBaseline, LOCAL_PROVIDERS_ENV } from './generation/baseline.js';
import { createOnPlatform, type PlatformCreation } from './generation/creation.js';
import { MILESTONES, SCENARIOS, type Scenario, type Timeline } from './generation/scenarios.js';
import { startPlatform, type Platform } from './support/platform.js';
import { signUp } from './support/sign-up.js';

// Issue 3: the time from submitting a new agent to its first talkable state and to ready, with
// the local providers, through the real gateway and services; beside the same media work done
// by the media service's step functions in this process without the platform.
// `BENCH_GENERATION_RUNS=10 npm run bench -- generation` measures more creations per scenario.

const RUNS = Math.max(1, Math.floor(Number(process.env.BENCH_GENERATION_RUNS ?? 5)) || 5);
/** The issue's target: prompt + image ready within this on this machine. */
const TARGET_READY_MS = 10_000;
const TARGET_SCENARIO = 'prompt + image';
/**
 * A pause before each measured creation on either side: the previous one's trailing work (the
 * job's release, its temporary files, garbage collection in five processes) must not land on
 * the next measurement.
 */
const SETTLE_MS = 1_000;

interface Samples {
  platform: PlatformCreation[];
  baseline: Timeline[];
  bareReplyMs: number[];
}

const seconds = (ms: number) => (ms / 1000).toFixed(2);

function addRows(report: Report, scenario: Scenario, samples: Samples): void {
  const { platform, baseline, bareReplyMs } = samples;
  if (platform.length === 0 || baseline.length === 0) return;
  const reply = summarize(platform.map((run) => run.timeline.replyMs));
  const bareReply = summarize(bareReplyMs);
  const figureAt = (milestone: 'talkable' | 'ready') => summarize(platform.map((run) => run.timeline.at[milestone] / 1000));
  const baselineAt = (milestone: 'talkable' | 'ready') => summarize(baseline.map((run) => run.at[milestone] / 1000));
  const rows: Array<[string, string, { p50: number; max: number }, { p50: number; max: number }]> = [
    ['submit -> reply', 'ms', reply, bareReply],
    ['submit -> first talkable', 's', figureAt('talkable'), baselineAt('talkable')],
    ['submit -> ready', 's', figureAt('ready'), baselineAt('ready')],
  ];
  for (const [name, unit, figure, base] of rows) {
    for (const point of ['p50', 'max'] as const) {
      report.add({
        name: `${scenario.name}: ${name} ${point}`,
        unit,
        figure: figure[point],
        baseline: base[point],
        lowerIsBetter: true,
      });
    }
  }
}

/** Where the time goes: p50 time to each milestone, platform beside in-process. */
function breakdown(scenario: Scenario, samples: Samples): string {
  const p50 = (values: number[]) => summarize(values).p50;
  const parts = MILESTONES.map(
    (milestone) =>
      `${milestone} ${seconds(p50(samples.platform.map((run) => run.timeline.at[milestone])))}/${seconds(p50(samples.baseline.map((run) => run.at[milestone])))}`,
  );
  return `${scenario.name}, p50 seconds to each update, platform/in-process: ${parts.join(', ')}`;
}

function verdict(samples: Samples | undefined): string {
  const ready = samples?.platform.map((run) => run.timeline.at.ready) ?? [];
  if (ready.length === 0) return `target (${TARGET_SCENARIO} ready within ${TARGET_READY_MS / 1000} s): not measured`;
  const { p50, max } = summarize(ready);
  const met = max <= TARGET_READY_MS;
  return (
    `target (${TARGET_SCENARIO} ready within ${TARGET_READY_MS / 1000} s on this machine): ${met ? 'MET' : 'NOT MET'}, ` +
    `p50 ${seconds(p50)} s, max ${seconds(max)} s over ${ready.length} creations${met ? '' : ` (${ready.filter((ms) => ms > TARGET_READY_MS).length} over)`}`
  );
}

async function main(): Promise<boolean> {
  const report = new Report('generation');
  const samples = new Map<string, Samples>(
    SCENARIOS.map((scenario) => [scenario.name, { platform: [], baseline: [], bareReplyMs: [] }]),
  );
  const cold: string[] = [];
  const tmp = await mkdtemp(path.join(tmpdir(), 'avatarium-generation-bench-'));
  let platform: Platform | undefined;
  let feed: AgentFeed | undefined;
  let bare: BareReplyServer | undefined;
  let tornDown: Promise<void> | undefined;
  const teardown = () =>
    (tornDown ??= (async () => {
      await feed?.close().catch(() => undefined);
      await bare?.close().catch(() => undefined);
      await platform?.stop();
      await stopAll();
      await rm(tmp, { recursive: true, force: true });
    })());
  onSignalTeardown(teardown);
  let complete = true;
  try {
    console.log('starting MongoDB, NATS, the credits, catalog and media services and the gateway ...');
    // The media service runs its default generation worker with the local providers; S3_BUCKET
    // empty means local storage, shared by the gateway (uploads) and media (generated files).
    platform = await startPlatform({
      services: ['credits', 'catalog', 'media'],
      dataDir: path.join(tmp, 'platform'),
      env: { S3_BUCKET: '' },
      envFor: { media: LOCAL_PROVIDERS_ENV },
    });
    const baseline = await createBaseline(path.join(tmp, 'baseline'), platform.storageSecret);
    bare = await startBareReplyServer();
    const user = await signUp(platform.url);
    feed = await AgentFeed.open(platform.url, user.cookie);
    const creator = { url: platform.url, bus: platform.bus, userId: user.userId, cookie: user.cookie, feed };
    let index = 0;

    // One unmeasured creation of each kind first: module loading, JIT, the face model.
    for (const scenario of SCENARIOS) {
      const first = await createOnPlatform(creator, scenario, index++);
      const inProcess = await baseline.run(scenario);
      cold.push(
        `${scenario.name} ready ${seconds(first.timeline.at.ready)} s (in-process ${seconds(inProcess.at.ready)} s); updates: ${first.sequence.join(', ')}`,
      );
      console.log(`warm-up ${scenario.name}: ready in ${seconds(first.timeline.at.ready)} s`);
    }

    // Sequential, the two sides alternating, so drift on the machine touches both alike.
    for (let run = 1; run <= RUNS; run++) {
      for (const scenario of SCENARIOS) {
        const mine = samples.get(scenario.name)!;
        await sleep(SETTLE_MS);
        const inProcess = await baseline.run(scenario);
        mine.baseline.push(inProcess);
        const body = { prompt: scenario.prompt, model: 'essence' };
        mine.bareReplyMs.push(await bare.submit(body));
        await sleep(SETTLE_MS);
        const creation = await createOnPlatform(creator, scenario, index++);
        mine.platform.push(creation);
        const { replyMs, at } = creation.timeline;
        console.log(
          `run ${run}/${RUNS} ${scenario.name}: reply ${replyMs.toFixed(0)} ms, talkable ${seconds(at.talkable)} s, ready ${seconds(at.ready)} s` +
            ` (in-process ${seconds(inProcess.at.talkable)} s / ${seconds(inProcess.at.ready)} s)`,
        );
      }
    }
  } catch (error) {
    // Keep what was measured before the failure: it is often the clue.
    complete = false;
    report.note(`FAILED: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    await teardown();
  }

  for (const scenario of SCENARIOS) addRows(report, scenario, samples.get(scenario.name)!);
  for (const line of cold) report.note(`first creation after start (not counted): ${line}`);
  for (const scenario of SCENARIOS) {
    const mine = samples.get(scenario.name)!;
    if (mine.platform.length > 0) report.note(breakdown(scenario, mine));
    const uploads = mine.platform.flatMap((run) => (run.uploadMs === null ? [] : [run.uploadMs]));
    if (uploads.length > 0)
      report.note(
        `${scenario.name}: the photo's POST /api/upload-files before the submit took p50 ${summarize(uploads).p50.toFixed(0)} ms (not in the figures)`,
      );
  }
  report.note(
    "first talkable = the first myAgentUpdates update (graphql-ws, session cookie) with eventType 'lip_created': the image, " +
      'the built-in voice and the speech sprite exist, so the avatar player can speak; ready = status ready / displayStatus success, bundle built',
  );
  report.note(
    `figure: ${RUNS} sequential creations per scenario (alternating with the baseline, ${SETTLE_MS} ms apart) through the gateway and the credits, catalog and media services (child processes, ` +
      'NATS + JetStream + MongoDB, local providers), timed from just before POST /api/generate-agent to its reply and to the update arriving ' +
      "on the subscription; baseline: the media service's step functions (persona, image, face, video, lip, model) called in order in this " +
      'process with the same providers and local storage and nothing in between; the reply row: one JSON POST to a bare node HTTP server',
  );
  report.note(verdict(samples.get(TARGET_SCENARIO)));
  report.print();
  console.log(`\n${verdict(samples.get(TARGET_SCENARIO))}`);
  console.log(
    `\nresults: ${await report.save({ runs: RUNS, targetReadyMs: TARGET_READY_MS, samples: Object.fromEntries(samples) })}`,
  );
  return complete;
}

process.exitCode = (await main()) ? 0 : 1;
