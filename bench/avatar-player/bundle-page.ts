import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';
import { repoRoot } from '../processes.js';

/**
 * Bundles the test page with the avatar player (from its sources, as the web build takes it)
 * into `dir`: index.html and the page's script (bench-page.js unless another `entry` is
 * given), minified like production.
 */
export async function bundlePage(dir: string, entry = 'bench/avatar-player/page/bench-page.ts'): Promise<void> {
  const script = `${path.basename(entry, '.ts')}.js`;
  await build({
    entryPoints: [path.join(repoRoot, entry)],
    outfile: path.join(dir, script),
    bundle: true,
    format: 'esm',
    target: 'es2022',
    minify: true,
    logLevel: 'warning',
  });
  await writeFile(
    path.join(dir, 'index.html'),
    `<!doctype html><html><head><meta charset="utf-8"><title>avatar player bench</title>
<style>html,body{margin:0;background:#111}canvas{display:block;width:640px;height:480px}</style></head>
<body><canvas></canvas><script type="module" src="/${script}"></script></body></html>`,
  );
}
