import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serveFolder } from '../avatar-player/static-server.js';
import { sentenceWav } from './sentence-wav.js';
import { generatedAgent, photoAgent, REPORT_PHOTOS, type BenchAgent } from './agents.js';
import { bundleFacePage, measureLoad, startFaceBrowser } from './capture.js';
import type { FaceGlobal, FaceSetup } from './face-protocol.js';

// Where the face engine's frame time goes: the face bench's page (1280x720, software rendering)
// speaks the bench sentence under Chromium's CPU profiler, and the self time is summed by
// function. While working on the renderer's cost: `npx tsx bench/face/profile-render.ts`
// (PROFILE_AGENTS=photo,generated, PROFILE_RENDERER=auto|canvas|webgl|sprite).

const kinds = new Set((process.env.PROFILE_AGENTS ?? 'photo,generated').split(','));
const renderer = process.env.PROFILE_RENDERER ?? 'auto';
const dir = await mkdtemp(path.join(tmpdir(), 'face-profile-'));
const voice = sentenceWav();
await writeFile(path.join(dir, 'speech.wav'), voice.wav);
// Readable names in the profile: the page not minified.
await bundleFacePage(dir, { minify: false });
const agents: BenchAgent[] = [];
if (kinds.has('photo')) agents.push(await photoAgent(dir, 'photo-sample2', REPORT_PHOTOS[0]!));
if (kinds.has('generated')) agents.push(await generatedAgent(dir, 'generated'));
const server = await serveFolder(dir);
const browser = await startFaceBrowser();
try {
  for (const agent of agents) {
    const setup: FaceSetup = {
      agent: agent.agent,
      renderer,
      audioUrl: '/speech.wav',
      cues: voice.cues,
      text: voice.text,
      seed: 7,
    };
    const load = await measureLoad(browser, `${server.url}/face.html`, setup);
    console.log(
      `${agent.name} (${renderer}): ${load.fps.toFixed(0)} fps, ${load.paints?.toFixed(0)} paints/s, browser ${(load.browserCpu * 100).toFixed(0)} %, main thread ${(load.mainThreadCpu * 100).toFixed(0)} %`,
    );
    const page = await browser.browser.newPage({ viewport: { width: 1280, height: 720 }, deviceScaleFactor: 1 });
    await page.goto(`${server.url}/face.html`);
    await page.waitForFunction(() => 'facePage' in globalThis);
    await page.evaluate((given) => (globalThis as FaceGlobal).facePage.prepare(given), setup);
    const session = await page.context().newCDPSession(page);
    await session.send('Profiler.enable');
    await session.send('Profiler.setSamplingInterval', { interval: 200 });
    await session.send('Profiler.start');
    await page.evaluate(() => (globalThis as FaceGlobal).facePage.load());
    const { profile } = await session.send('Profiler.stop');
    await page.evaluate(() => (globalThis as FaceGlobal).facePage.destroy());
    await page.close();
    const self = new Map<string, number>();
    const byId = new Map(profile.nodes.map((node) => [node.id, node]));
    const deltas = profile.timeDeltas ?? [];
    const samples = profile.samples ?? [];
    for (let i = 0; i < samples.length; i++) {
      const node = byId.get(samples[i]!)!;
      const name = `${node.callFrame.functionName || '(anonymous)'} ${path.basename(node.callFrame.url)}:${node.callFrame.lineNumber}`;
      self.set(name, (self.get(name) ?? 0) + (deltas[i] ?? 0) / 1000);
    }
    const total = (profile.endTime - profile.startTime) / 1000;
    console.log(`  profile ${total.toFixed(0)} ms; self time by function:`);
    for (const [name, ms] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 18))
      console.log(`  ${((ms / total) * 100).toFixed(1).padStart(5)} %  ${ms.toFixed(0).padStart(6)} ms  ${name}`);
  }
} finally {
  await browser.close();
  await server.close();
  await rm(dir, { recursive: true, force: true });
}
