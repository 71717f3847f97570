/* global window, document, requestAnimationFrame -- page code run by page.evaluate */
// Looks at the face renderer in headless Chromium: screenshots of poses and a frame-rate / CPU
// measurement at 1280x720. Usage: node scripts/look.mjs <out-dir> [webgl|canvas|sprite] [seconds]
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { execFileSync } from 'node:child_process';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../../..');
const out = path.resolve(process.argv[2] ?? '/tmp/look');
const renderer = process.argv[3] ?? 'webgl';
const seconds = Number(process.argv[4] ?? 5);
const serveOnly = process.argv[5] === 'serve';
mkdirSync(out, { recursive: true });

const bundle = await build({
  entryPoints: [path.join(here, 'look-page.ts')],
  bundle: true,
  format: 'esm',
  write: false,
  minify: true,
});
// LOOK_PICTURE=<jpg> LOOK_LANDMARKS=<json from scripts/landmarks.mjs>: another portrait.
const picture = process.env.LOOK_PICTURE ?? path.join(root, 'services/media/test-fixtures/face.jpg');
const landmarks = JSON.parse(
  readFileSync(process.env.LOOK_LANDMARKS ?? path.join(here, '../src/test-face.fixture.json'), 'utf8'),
);
const rig = {
  version: 1,
  kind: 'photo',
  imageWidth: landmarks.imageWidth,
  imageHeight: landmarks.imageHeight,
  points: landmarks.points,
  interior: { cavity: '#4a2326', teeth: '#e6e0d4', tongue: '#b25e63', lip: '#c07a78' },
  track: null,
  detector: 'face-api',
};
// LOOK_VIDEO=1: a video rig: a 2 s loop made from the picture, tracked (the same points each sample).
const video = process.env.LOOK_VIDEO === '1';
if (video) {
  execFileSync('ffmpeg', [
    '-loglevel',
    'error',
    '-y',
    '-loop',
    '1',
    '-i',
    path.join(root, 'services/media/test-fixtures/face.jpg'),
    '-t',
    '2',
    '-r',
    '25',
    '-pix_fmt',
    'yuv420p',
    '-c:v',
    'libx264',
    path.join(out, 'idle.mp4'),
  ]);
  rig.track = { videoWidth: 512, videoHeight: 512, fps: 5, frames: Array.from({ length: 10 }, () => landmarks.points) };
}
// A speech sprite for the sprite path: five crops of the mouth region side by side (all alike).
execFileSync('ffmpeg', [
  '-loglevel',
  'error',
  '-y',
  '-i',
  path.join(root, 'services/media/test-fixtures/face.jpg'),
  '-filter_complex',
  '[0]crop=100:60:180:300,split=5[a][b][c][d][e];[a][b][c][d][e]hstack=5',
  path.join(out, 'sprite.png'),
]);
// LOOK_DRAWN=1: a drawn rig: a cut sprite of the eyes-and-mouth region with blink frames
// (rest, open, rest:blink, open:blink; the blink frames marked by a bar over the eyes).
const drawn = process.env.LOOK_DRAWN === '1';
if (drawn) {
  Object.assign(rig, { kind: 'drawn', points: null, interior: null });
  execFileSync('ffmpeg', [
    '-loglevel',
    'error',
    '-y',
    '-i',
    path.join(root, 'services/media/test-fixtures/face.jpg'),
    '-filter_complex',
    '[0]crop=200:200:110:180,split=4[a][b][c][d];[b]drawbox=x=70:y=140:w=60:h=20:color=black:t=fill[b2];' +
      '[c]drawbox=x=0:y=40:w=200:h=12:color=brown:t=fill[c2];[d]drawbox=x=70:y=140:w=60:h=20:color=black:t=fill,drawbox=x=0:y=40:w=200:h=12:color=brown:t=fill[d2];' +
      '[a][b2][c2][d2]hstack=4',
    path.join(out, 'drawn-sprite.png'),
  ]);
}
// LOOK_NO_RIG=1: the rig is missing (404): the player falls back to the sprite path.
const noRig = process.env.LOOK_NO_RIG === '1';
const files = {
  '/sprite.png': ['image/png', readFileSync(path.join(out, drawn ? 'drawn-sprite.png' : 'sprite.png'))],
  '/': [
    'text/html',
    '<!doctype html><style>body{margin:0}canvas{display:block;width:1280px;height:720px}</style><canvas></canvas><script type="module" src="/page.js"></script>',
  ],
  '/page.js': ['text/javascript', bundle.outputFiles[0].text],
  '/face.jpg': ['image/jpeg', readFileSync(picture)],
  ...(noRig ? {} : { '/rig.json': ['application/json', JSON.stringify(rig)] }),
  ...(video ? { '/idle.mp4': ['video/mp4', readFileSync(path.join(out, 'idle.mp4'))] } : {}),
};
const server = createServer((request, response) => {
  const file = files[new URL(request.url, 'http://x').pathname];
  if (!file) return response.writeHead(404).end();
  response.writeHead(200, { 'content-type': file[0] }).end(file[1]);
}).listen(0, '127.0.0.1');
await new Promise((resolve) => server.once('listening', resolve));
const url = `http://127.0.0.1:${server.address().port}/?renderer=${renderer}&engine=expression${video ? '&video=1' : ''}${drawn ? '&drawn=1' : ''}${process.env.LOOK_MAX_FPS ? `&maxFps=${process.env.LOOK_MAX_FPS}` : ''}`;
if (serveOnly) {
  console.log(url);
  await new Promise(() => undefined);
}

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
page.on('console', (message) => console.log('page:', message.text()));
page.on('pageerror', (error) => console.log('page error:', error.message));
await page.goto(url);
console.log('ready:', await page.evaluate(() => window.look.ready));
console.log('stats:', JSON.stringify(await page.evaluate(() => window.look.player.stats())));
// The canvas as painted in the frame where `ready` holds (it keeps its drawing buffer).
const shot = async (name, when = 'true') => {
  const url = await page.evaluate(
    (condition) =>
      new Promise((resolve) => {
        const canvas = document.querySelector('canvas');
        // At most 12 s (the sprite path has no blink without blink frames).
        const until = performance.now() + 12_000;
        const check = () =>
          new Function('canvas', `return ${condition}`)(canvas) || performance.now() > until
            ? resolve(canvas.toDataURL('image/png'))
            : requestAnimationFrame(check);
        requestAnimationFrame(check);
      }),
    when,
  );
  writeFileSync(path.join(out, `${name}.png`), Buffer.from(url.split(',')[1], 'base64'));
};
await page.waitForTimeout(400);
for (const pose of ['rest', 'open', 'round', 'wide', 'closed', 'teeth']) {
  await page.evaluate((viseme) => window.look.hold(viseme), pose);
  await page.waitForTimeout(350);
  await shot(pose);
}
await page.evaluate(() => window.look.player.silence());
await shot('blink', "(window.closedFrames = canvas.dataset.blink === 'true' ? (window.closedFrames || 0) + 1 : 0) >= 4");

// Frame rate and CPU while talking.
await page.evaluate(() => window.look.talk());
const cdp = await page.context().newCDPSession(page);
await cdp.send('Performance.enable');
const metric = async () => Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]));
const cpuOfBrowser = () => {
  // utime + stime of every chromium process (clock ticks), from /proc.
  let ticks = 0;
  // The browser's processes are this script's descendants.
  const all = new Set([process.pid]);
  let grew = true;
  const stats = {};
  for (const entry of readDirSafe('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      stats[entry] = { ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) };
    } catch {
      // The process ended meanwhile.
    }
  }
  while (grew) {
    grew = false;
    for (const [id, info] of Object.entries(stats)) {
      if (!all.has(Number(id)) && all.has(info.ppid)) {
        all.add(Number(id));
        grew = true;
      }
    }
  }
  for (const id of all) if (id !== process.pid) ticks += stats[id]?.ticks ?? 0;
  return ticks;
};
const before = await metric();
const ticksBefore = cpuOfBrowser();
const framesBefore = await page.evaluate(() => window.look.player.stats().framesDrawn);
const start = Date.now();
const fpsSamples = [];
for (let s = 0; s < seconds; s++) {
  await page.waitForTimeout(1000);
  fpsSamples.push((await page.evaluate(() => window.look.player.stats().fps)).toFixed(1));
}
const elapsed = (Date.now() - start) / 1000;
const after = await metric();
const ticksAfter = cpuOfBrowser();
const framesAfter = await page.evaluate(() => window.look.player.stats().framesDrawn);
await shot('talking');
console.log(
  JSON.stringify({
    renderer: (await page.evaluate(() => window.look.player.stats())).renderer,
    fps: fpsSamples.join(' '),
    paintsPerSecond: ((framesAfter - framesBefore) / elapsed).toFixed(1),
    rendererMainThreadPercent: ((100 * (after.TaskDuration - before.TaskDuration)) / elapsed).toFixed(0),
    allBrowserProcessesPercentOfACore: ((100 * (ticksAfter - ticksBefore)) / 100 / elapsed).toFixed(0),
  }),
);
await browser.close();
server.close();

function readDirSafe(dir) {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}
