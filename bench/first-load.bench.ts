import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildWebIfStale } from '../tools/start/web-build.js';
import { Report } from './harness.js';
import { repoRoot } from './processes.js';

// The workspace's first load (issue 30, P7; target ≤ 200 KB of JavaScript gzipped): the
// script and the module preloads index.html names, gzipped, beside all of the app's JavaScript
// (every lazily loaded page, tab and dialog too) built in the same run.

const dist = path.join(repoRoot, 'web', 'dist');
await buildWebIfStale(repoRoot, (line) => console.log(line));
const html = await readFile(path.join(dist, 'index.html'), 'utf8');
const firstLoad = [...html.matchAll(/(?:src|href)="\/assets\/([^"]+\.js)"/g)].map((match) => match[1]!);
const gzipped = async (file: string) => gzipSync(await readFile(path.join(dist, 'assets', file))).length / 1024;

const report = new Report('first-load');
let first = 0;
for (const file of firstLoad) {
  const kb = await gzipped(file);
  first += kb;
  console.log(`${kb.toFixed(1).padStart(7)} KB  ${file}`);
}
let all = 0;
for (const file of (await readdir(path.join(dist, 'assets'))).filter((name) => name.endsWith('.js'))) all += await gzipped(file);
report.add({ name: 'workspace first load, JS gzipped', unit: 'KB', figure: first, baseline: all, lowerIsBetter: true });
report.note(`target: at most 200 KB (${first <= 200 ? 'met' : 'not met'}); the baseline is every chunk of the app`);
report.print();
console.log(`saved ${await report.save({ files: firstLoad })}`);
