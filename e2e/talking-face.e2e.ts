import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveFolder } from '../bench/avatar-player/static-server.js';
import { sentenceWav } from '../bench/face/sentence-wav.js';
import { photoAgent, REPORT_PHOTOS, type BenchAgent } from '../bench/face/agents.js';
import { analyse, FrameDetections } from '../bench/face/analyse.js';
import { bundleFacePage, captureAgent, startFaceBrowser, type FaceBrowser } from '../bench/face/capture.js';
import { decodeWav } from '../bench/face/face-metrics.js';

// The talking face graded from outside the player (bench/face, docs/avatar-player.md): a photo
// agent with its face rig speaks a fixed sentence and idles in headless Chromium at 1280x720;
// @vladmandic/human's face mesh (not the face-api nets the rig is made with) reads the recorded
// frames. Needs nothing of the platform: it serves its own files and starts its own browser.
// The player's idle life is seeded (seed 7), so the blinks fall at the same moments each run.

const IDLE_SECONDS = 30;

let dir = '';
let server: Awaited<ReturnType<typeof serveFolder>> | null = null;
let faceBrowser: FaceBrowser | null = null;
let agent: BenchAgent;
const voice = sentenceWav();

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'talking-face-e2e-'));
  await writeFile(path.join(dir, 'speech.wav'), voice.wav);
  await bundleFacePage(dir);
  agent = await photoAgent(dir, 'photo', REPORT_PHOTOS[1]!);
  server = await serveFolder(dir);
  faceBrowser = await startFaceBrowser();
});

afterAll(async () => {
  await faceBrowser?.close();
  await server?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('talking face, measured from outside the player', () => {
  it('moves the lips with the voice, drops the jaw and blinks while idle', { timeout: 180_000 }, async () => {
    const detections = new FrameDetections();
    const capture = await captureAgent(
      faceBrowser!,
      `${server!.url}/face.html`,
      { agent: agent.agent, renderer: 'auto', audioUrl: '/speech.wav', cues: voice.cues, text: voice.text, seed: 7 },
      {
        idleSeconds: IDLE_SECONDS,
        margin: 0.4,
        onSpeechRecorded: (frames) => void detections.all(frames, 'speech'),
        onIdleFrame: (frame) => void detections.start(frame, 'idle'),
      },
    );
    const figures = await analyse(detections, {
      capture,
      agent: agent.agent,
      rigPoints: agent.rig.points,
      audio: decodeWav(voice.wav),
      audioSeconds: voice.seconds,
      cues: voice.cues,
      seam: true,
    });
    const { sync, chin, blinks, seam } = figures;
    console.log(
      `talking face (${capture.renderer}, rig by ${agent.rigMaker} in ${agent.rigSeconds.toFixed(1)} s): ` +
        `sync r ${sync.r.toFixed(2)} at ${sync.lagMs} ms (mouth height r ${figures.outerSync.r.toFixed(2)}), chin ${chin.percentOfFaceHeight.toFixed(1)} % of face height, ` +
        `blinks ${blinks!.blinks} in ${blinks!.seconds.toFixed(0)} s = ${blinks!.perMinute.toFixed(1)}/min (eyes open between ${(blinks!.openBetween * 100).toFixed(0)} %), ` +
        `seam ${seam?.worst.toFixed(2)}, face found in ${(figures.detected * 100).toFixed(0)} % of ${figures.frames.speech + figures.frames.idle} frames`,
    );
    expect(capture.renderer).not.toBe('sprite');
    expect(figures.detected).toBeGreaterThan(0.95);
    expect(sync.r).toBeGreaterThanOrEqual(0.6);
    expect(Math.abs(sync.lagMs)).toBeLessThanOrEqual(80);
    expect(chin.percentOfFaceHeight).toBeGreaterThanOrEqual(3);
    expect(blinks!.perMinute).toBeGreaterThanOrEqual(8);
    expect(blinks!.perMinute).toBeLessThanOrEqual(30);
  });
});
