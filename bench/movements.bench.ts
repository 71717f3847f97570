import { spawn } from 'node:child_process';
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { MOTIONS } from '../services/media/src/movements/movement-motions.js';
import { renderInWorker } from '../services/media/src/movements/render-in-worker.js';
import { CLIP_FPS, CLIP_SECONDS, h264ClipArgs, portraitOf } from '../services/media/src/movements/render-movement.js';
import { Report } from './harness.js';
import { repoRoot } from './processes.js';

// Issue 27: offline generation of the 5 movement clips (4 s at 30 fps) from a 1280x720 portrait
// on the CPU, target at most 60 s on 2 cores, beside ffmpeg alone encoding the same frames (raw
// RGB from a file, same settings). CPU: this process (the frames, its worker threads included)
// plus ffmpeg's (bash `times`).
// `npx tsx bench/movements.bench.ts` runs it alone.

const work = await mkdtemp(path.join(tmpdir(), 'movements-bench-'));
const ffmpegTimes = path.join(work, 'ffmpeg-times.txt');
const wrapper = path.join(work, 'ffmpeg');
await writeFile(
  wrapper,
  `#!/bin/bash\nffmpeg "$@"\nrc=$?\ntimes > ${ffmpegTimes}.one\ntail -1 ${ffmpegTimes}.one >> ${ffmpegTimes}\nexit $rc\n`,
);
await chmod(wrapper, 0o755);

const seconds = (text: string) => {
  const [, minutes, secs] = /(\d+)m([\d.]+)s/.exec(text) ?? [];
  return Number(minutes ?? 0) * 60 + Number(secs ?? 0);
};
/** ffmpeg's user + system seconds, summed over every run since `from` lines. */
async function ffmpegCpu(from: number): Promise<{ seconds: number; lines: number }> {
  const lines = (await readFile(ffmpegTimes, 'utf8').catch(() => '')).trim().split('\n').filter(Boolean);
  const total = lines.slice(from).reduce((sum, line) => sum + line.split(/\s+/).reduce((s, part) => s + seconds(part), 0), 0);
  return { seconds: total, lines: lines.length };
}

try {
  const face = await readFile(path.join(repoRoot, 'services/media/test-fixtures/face.jpg'));
  const image = await sharp(face).resize(1280, 720, { fit: 'cover' }).jpeg().toBuffer();
  const portrait = await portraitOf(image, null);
  const report = new Report('movements');

  const cpu = process.cpuUsage();
  const started = performance.now();
  // As the job does: two clips at a time, each drawn in its own worker thread.
  const queue = [...MOTIONS];
  const lane = async () => {
    for (let motion = queue.shift(); motion; motion = queue.shift())
      await renderInWorker(wrapper, portrait, motion, path.join(work, `${motion.name}.mp4`));
  };
  await Promise.all([lane(), lane()]);
  const wall = (performance.now() - started) / 1000;
  const ownCpu = process.cpuUsage(cpu);
  const rendered = await ffmpegCpu(0);

  // ffmpeg alone: the same number of 720p frames from a raw file, the same encoder settings.
  const frames = CLIP_SECONDS * CLIP_FPS;
  const raw = path.join(work, 'frames.rgb');
  await writeFile(raw, Buffer.concat(Array.from({ length: frames }, () => Buffer.from(portrait.rgb))));
  const aloneStarted = performance.now();
  for (const motion of MOTIONS) {
    await new Promise<void>((resolve, reject) => {
      const child = spawn(
        wrapper,
        h264ClipArgs(portrait.width, portrait.height, raw, path.join(work, `alone-${motion.name}.mp4`)),
      );
      child.on('error', reject);
      child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg ${code}`))));
    });
  }
  const alone = (performance.now() - aloneStarted) / 1000;
  const aloneCpu = await ffmpegCpu(rendered.lines);

  report.add({ name: '5 clips of 4 s at 720p, wall', unit: 's', figure: wall, baseline: alone, lowerIsBetter: true });
  const ours = (ownCpu.user + ownCpu.system) / 1e6 + rendered.seconds;
  report.add({
    name: '5 clips, CPU (frames + ffmpeg)',
    unit: 's',
    figure: ours,
    baseline: aloneCpu.seconds,
    lowerIsBetter: true,
  });
  report.note(
    `${portrait.width}x${portrait.height}, ${MOTIONS.length} x ${frames} frames; frames drawn in this process (2 worker threads) ${((ownCpu.user + ownCpu.system) / 1e6).toFixed(1)} s CPU, ffmpeg ${rendered.seconds.toFixed(1)} s; baseline: ffmpeg alone encoding the same frame count from a file`,
  );
  report.note(`target: at most 60 s on 2 cores (${wall <= 60 ? 'met' : 'not met'})`);
  report.print();
  console.log(`saved ${await report.save()}`);
} finally {
  await rm(work, { recursive: true, force: true });
}
