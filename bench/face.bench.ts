import { mkdtemp, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Report, resultsDir } from './harness.js';
import { onSignalTeardown } from './processes.js';
import { serveFolder } from './avatar-player/static-server.js';
import { sentenceWav } from './face/sentence-wav.js';
import { generatedAgent, photoAgent, REPORT_PHOTOS, TUNING_PHOTOS, videoAgent, type BenchAgent } from './face/agents.js';
import { analyse, FrameDetections, type FaceFigures } from './face/analyse.js';
import { bundleFacePage, captureAgent, measureLoad, startFaceBrowser, type FaceBrowser, type Load } from './face/capture.js';
import { decodeWav } from './face/face-metrics.js';
import type { FaceSetup } from './face/face-protocol.js';
import { contactSheet, markdownReport, type AgentResult } from './face/face-report.js';

// The talking face measured from outside the player: the player speaks a fixed sentence and
// idles in headless Chromium (1280x720 canvas, software rendering), the canvas is recorded,
// and @vladmandic/human's face mesh (a different model family from the face-api rig) grades
// lip sync, jaw drop, blinks and seams; frame rate and CPU beside. Every figure of the new
// renderer (`auto`: WebGL2, else canvas mesh warp) stands beside today's player (`sprite`)
// measured in the same run. Reported on portraits the player was not tuned on
// (face-api's sample2..6; BENCH_FACE_TUNING=1 runs the tuning ones instead).
// `npx tsx bench/face.bench.ts` runs it alone; BENCH_FACE_PHOTOS=all plays every report photo.

// BENCH_FACE_RENDERER=webgl (or canvas) measures that renderer as the new one (headless
// Chromium's WebGL2 is SwiftShader here: the drawn portrait's WebGL blink, not its speed).
const NEW = process.env.BENCH_FACE_RENDERER ?? 'auto';
const TODAY = 'sprite';
const IDLE_SECONDS = Number(process.env.BENCH_FACE_IDLE_SECONDS ?? 36);
// While iterating: BENCH_FACE_AGENTS=photo,video,generated plays only those kinds, and
// BENCH_FACE_PHOTOS=all or a list of report photos by name (sample3,sample4); default sample2.
const KINDS = new Set((process.env.BENCH_FACE_AGENTS ?? 'photo,video,generated').split(',').map((kind) => kind.trim()));

function photosChosen(choice: string | undefined): string[] {
  if (choice === 'all') return REPORT_PHOTOS;
  if (!choice) return REPORT_PHOTOS.slice(0, 1);
  const names = new Set(choice.split(',').map((name) => name.trim()));
  const chosen = REPORT_PHOTOS.filter((photo) => names.has(path.basename(photo, path.extname(photo))));
  if (!chosen.length)
    throw new Error(`BENCH_FACE_PHOTOS=${choice}: none of ${REPORT_PHOTOS.map((p) => path.basename(p)).join(', ')}`);
  return chosen;
}

const TARGETS = {
  syncR: 0.6,
  lagMs: 80,
  chinPercent: 3,
  blinksMin: 8,
  blinksMax: 30,
  seam: 1.2,
  rigPhotoSeconds: 3,
  rigVideoSeconds: 20,
};

const dir = await mkdtemp(path.join(tmpdir(), 'face-bench-'));
let server: Awaited<ReturnType<typeof serveFolder>> | null = null;
let faceBrowser: FaceBrowser | null = null;
const teardown = async () => {
  await faceBrowser?.close();
  await server?.close();
  await rm(dir, { recursive: true, force: true });
};
onSignalTeardown(teardown);

async function measureAgent(agent: BenchAgent, renderer: string, voice: ReturnType<typeof sentenceWav>) {
  const setup: FaceSetup = { agent: agent.agent, renderer, audioUrl: '/speech.wav', cues: voice.cues, text: voice.text, seed: 7 };
  const pageUrl = `${server!.url}/face.html`;
  const load = await measureLoad(faceBrowser!, pageUrl, setup);
  const detections = new FrameDetections();
  const capture = await captureAgent(faceBrowser!, pageUrl, setup, {
    idleSeconds: IDLE_SECONDS,
    margin: agent.kind === 'video' ? 0.6 : 0.4,
    onSpeechRecorded: (frames) => void detections.all(frames, 'speech'),
    onIdleFrame: (frame) => void detections.start(frame, 'idle'),
  });
  const figures = await analyse(detections, {
    capture,
    agent: agent.agent,
    rigPoints: agent.rig.points,
    audio: decodeWav(voice.wav),
    audioSeconds: voice.seconds,
    cues: voice.cues,
    seam: agent.kind !== 'video',
    gradeSeamAt: renderer === TODAY ? 'region' : 'warp',
    movingHead: agent.kind === 'video',
  });
  return { load, figures, renderer: capture.renderer };
}

const report = new Report('face');
const results: AgentResult[] = [];
try {
  const voice = sentenceWav();
  await writeFile(path.join(dir, 'speech.wav'), voice.wav);
  await bundleFacePage(dir);
  const tuning = Boolean(process.env.BENCH_FACE_TUNING);
  const photos = tuning ? TUNING_PHOTOS : photosChosen(process.env.BENCH_FACE_PHOTOS);
  const agents: BenchAgent[] = [];
  if (KINDS.has('photo'))
    for (const photo of photos) agents.push(await photoAgent(dir, `photo-${path.basename(photo, path.extname(photo))}`, photo));
  const videoSource = tuning ? TUNING_PHOTOS[1]! : REPORT_PHOTOS[1]!;
  if (KINDS.has('video'))
    agents.push(
      await videoAgent(
        dir,
        `video-${path.basename(videoSource, path.extname(videoSource))}`,
        videoSource,
        process.env.FFMPEG_PATH ?? 'ffmpeg',
      ),
    );
  if (KINDS.has('generated')) agents.push(await generatedAgent(dir, 'generated'));
  server = await serveFolder(dir);
  faceBrowser = await startFaceBrowser();

  for (const agent of agents) {
    console.log(`${agent.name}: rig by ${agent.rigMaker} in ${agent.rigSeconds.toFixed(1)} s`);
    const fresh = await measureAgent(agent, NEW, voice);
    const today = await measureAgent(agent, TODAY, voice);
    results.push({ agent, fresh, today });
    if (process.env.BENCH_FACE_FRAMES) await keepFrames(process.env.BENCH_FACE_FRAMES, agent.name, fresh.figures);
    for (const [label, run] of [
      ['new', fresh],
      ['today', today],
    ] as const) {
      const f = run.figures;
      console.log(
        `  ${label} (${run.renderer}): sync r ${f.sync.r.toFixed(2)} at ${f.sync.lagMs} ms, mouth height r ${f.outerSync.r.toFixed(2)} at ${f.outerSync.lagMs} ms, region r ${f.regionSync.r.toFixed(2)} at ${f.regionSync.lagMs} ms, ` +
          `chin ${f.chin.percentOfFaceHeight.toFixed(1)} %, blinks ${f.blinks?.perMinute.toFixed(1)}/min (eyes open ${((f.blinks?.openBetween ?? Number.NaN) * 100).toFixed(0)} %; ` +
          `the player drew ${f.playerBlinks?.count ?? 'n/a'}, ${f.playerBlinks?.unmatched.length ?? 'n/a'} found none of its), ` +
          `seam ${f.seam?.worst.toFixed(2) ?? 'n/a'} at its ${f.seam?.gradedAt === 'warp' ? 'warp border' : 'sprite rectangle'} (warp border ${f.seam?.warp.toFixed(2) ?? 'n/a'}, at today's sprite rectangle ${f.seam?.region.toFixed(2) ?? 'n/a'}, ring ${f.seam?.faceRing.toFixed(2) ?? 'n/a'}; at rest ${f.seam?.atRest.toFixed(2) ?? 'n/a'}), ${run.load.fps.toFixed(0)} fps, ${run.load.paints?.toFixed(0)} paints/s, browser ${(run.load.browserCpu * 100).toFixed(0)} % of a core, ` +
          `face found in ${(f.detected * 100).toFixed(0)} % of ${f.frames.speech + f.frames.idle} frames`,
      );
    }
    addRows(agent, fresh, today);
  }
  const stamp = new Date().toISOString().slice(0, 10);
  await mkdir(resultsDir, { recursive: true });
  for (const result of results) {
    const file = path.join(resultsDir, `face-${result.agent.name}-${stamp}.png`);
    await writeFile(file, await contactSheet(result));
    console.log(`saved ${file}`);
  }
  report.print();
  const markdown = path.join(resultsDir, `face-${stamp}.md`);
  await writeFile(
    markdown,
    markdownReport(results, {
      targets: TARGETS,
      idleSeconds: IDLE_SECONDS,
      sentenceSeconds: voice.seconds,
      tuning,
      notes: report.notes,
    }),
  );
  console.log(`saved ${markdown}`);
  console.log(`saved ${await report.save({ targets: TARGETS, results: results.map(summary) })}`);
} finally {
  await teardown();
}

function addRows(agent: BenchAgent, fresh: { figures: FaceFigures; load: Load }, today: { figures: FaceFigures; load: Load }) {
  const n = agent.name;
  const a = fresh.figures;
  const b = today.figures;
  const row = (name: string, unit: string, figure: number, baseline: number, lowerIsBetter: boolean) =>
    report.add({ name: `${n} ${name}`, unit, figure, baseline, lowerIsBetter });
  row('lip sync r (inner-lip gap vs RMS)', 'r', a.sync.r, b.sync.r, false);
  row('lip sync best lag', 'ms', a.sync.lagMs, b.sync.lagMs, true);
  row('mouth height r (outer lips vs RMS)', 'r', a.outerSync.r, b.outerSync.r, false);
  row('mouth region change r (pixels vs RMS)', 'r', a.regionSync.r, b.regionSync.r, false);
  row('chin drop, open vowels vs rest', '% face', a.chin.percentOfFaceHeight, b.chin.percentOfFaceHeight, false);
  if (a.blinks && b.blinks) {
    row('blinks while idle', '/min', a.blinks.perMinute, b.blinks.perMinute, false);
    if (a.playerBlinks)
      report.note(
        `${n}: the player drew ${a.playerBlinks.count} blinks while idle; ${a.playerBlinks.unmatched.length} of the ${a.blinks.blinks} detected were none of them`,
      );
    row('eyes open between blinks', '%', a.blinks.openBetween * 100, b.blinks.openBetween * 100, false);
  }
  if (a.seam && b.seam) {
    // Each renderer at its own border: the new one's warp border, today's sprite rectangle.
    row('seam, widest open (own border vs still)', 'x', a.seam.worst, b.seam.worst, true);
    row('seam, at rest (control)', 'x', a.seam.atRest, b.seam.atRest, true);
    row("seam, widest open, at today's sprite rectangle", 'x', a.seam.region, b.seam.region, true);
  }
  row('frame rate', 'fps', fresh.load.fps, today.load.fps, false);
  if (fresh.load.paints !== null && today.load.paints !== null)
    row('canvas paints', '/s', fresh.load.paints, today.load.paints, false);
  row('all browser processes', '% core', fresh.load.browserCpu * 100, today.load.browserCpu * 100, true);
  row('renderer main thread', '% core', fresh.load.mainThreadCpu * 100, today.load.mainThreadCpu * 100, true);
  if (a.detected < 0.5)
    report.note(
      `${n}: the face mesh found the face in ${(a.detected * 100).toFixed(0)} % of frames (a drawn face): only the detector-free region figures apply`,
    );
  const misses: string[] = [];
  const meshed = a.detected >= 0.5;
  if (meshed && !(a.sync.r >= TARGETS.syncR)) misses.push(`sync r ${a.sync.r.toFixed(2)} < ${TARGETS.syncR}`);
  if (meshed && !(Math.abs(a.sync.lagMs) <= TARGETS.lagMs)) misses.push(`lag ${a.sync.lagMs} ms outside +-${TARGETS.lagMs}`);
  if (meshed && !(a.chin.percentOfFaceHeight >= TARGETS.chinPercent))
    misses.push(`chin ${a.chin.percentOfFaceHeight.toFixed(1)} % < ${TARGETS.chinPercent} %`);
  if (meshed && a.blinks && !(a.blinks.perMinute >= TARGETS.blinksMin && a.blinks.perMinute <= TARGETS.blinksMax))
    misses.push(`blinks ${a.blinks.perMinute.toFixed(1)}/min outside ${TARGETS.blinksMin}-${TARGETS.blinksMax}`);
  if (meshed && a.seam && !(a.seam.worst <= TARGETS.seam)) misses.push(`seam ${a.seam.worst.toFixed(2)} > ${TARGETS.seam}`);
  const rigTarget = agent.kind === 'video' ? TARGETS.rigVideoSeconds : TARGETS.rigPhotoSeconds;
  if (agent.kind !== 'generated') row(`rig making (baseline: the ${rigTarget} s budget)`, 's', agent.rigSeconds, rigTarget, true);
  if (agent.kind !== 'generated' && agent.rigSeconds > rigTarget)
    misses.push(`rig ${agent.rigSeconds.toFixed(1)} s > ${rigTarget} s`);
  report.note(
    `${n}: rig ${agent.rigSeconds.toFixed(1)} s (${agent.rigMaker}); ${misses.length ? `MISSES ${misses.join('; ')}` : 'every target met'}`,
  );
}

/** BENCH_FACE_FRAMES=<dir>: the new renderer's recorded pictures as JPEG files, to look at a figure closely. */
async function keepFrames(folder: string, name: string, figures: FaceFigures) {
  await mkdir(folder, { recursive: true });
  for (const [state, jpeg] of Object.entries(figures.pictures))
    if (jpeg) await writeFile(path.join(folder, `${name}-${state}.jpg`), jpeg);
  if (figures.seam) await writeFile(path.join(folder, `${name}-borders.json`), JSON.stringify(figures.seam.borders));
  await writeFile(path.join(folder, `${name}-eyes.json`), JSON.stringify(figures.eyeSeries));
  if (figures.playerBlinkFrame) await writeFile(path.join(folder, `${name}-player-blink.jpg`), figures.playerBlinkFrame);
}

function summary(result: AgentResult) {
  const strip = (figures: FaceFigures) => {
    const { pictures: _pictures, eyeSeries: _eyeSeries, playerBlinkFrame: _playerBlinkFrame, ...rest } = figures;
    return rest;
  };
  return {
    agent: result.agent.name,
    kind: result.agent.kind,
    rigMaker: result.agent.rigMaker,
    rigSeconds: result.agent.rigSeconds,
    new: { renderer: result.fresh.renderer, load: result.fresh.load, ...strip(result.fresh.figures) },
    today: { renderer: result.today.renderer, load: result.today.load, ...strip(result.today.figures) },
  };
}
