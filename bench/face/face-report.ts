import sharp from 'sharp';
import type { BenchAgent } from './agents.js';
import type { FaceFigures } from './analyse.js';
import type { Load } from './capture.js';

// The face bench's outputs besides the table: a contact sheet per agent (rows: the new
// renderer and today's; columns: the untouched still, rest, open, round, closed, blink) and a
// markdown report.

export interface RendererRun {
  renderer: string;
  load: Load;
  figures: FaceFigures;
}

export interface AgentResult {
  agent: BenchAgent;
  fresh: RendererRun;
  today: RendererRun;
}

const STATES = ['still', 'rest', 'open', 'round', 'closed', 'blink'] as const;
const CELL = 320;
const LABEL = 28;

const escape = (text: string) => text.replace(/[<>&]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;' })[c]!);

function label(text: string, width: number): Buffer {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${LABEL}"><rect width="100%" height="100%" fill="#222"/>` +
      `<text x="8" y="19" font-family="sans-serif" font-size="15" fill="#eee">${escape(text)}</text></svg>`,
  );
}

/** One PNG: a row per renderer, a column per state, each cell the recorded crop. */
export async function contactSheet(result: AgentResult): Promise<Buffer> {
  const rows = [
    ['new', result.fresh],
    ['today', result.today],
  ] as const;
  const width = CELL * STATES.length;
  const height = (LABEL + CELL + LABEL) * rows.length;
  const layers: Array<{ input: Buffer; left: number; top: number }> = [];
  for (const [r, [name, run]] of rows.entries()) {
    const top = r * (LABEL + CELL + LABEL);
    layers.push({ input: label(`${result.agent.name}: ${name} (${run.renderer})`, width), left: 0, top });
    for (const [c, state] of STATES.entries()) {
      const picture = run.figures.pictures[state];
      if (picture) {
        layers.push({
          input: await sharp(picture).resize(CELL, CELL, { fit: 'contain', background: '#000' }).png().toBuffer(),
          left: c * CELL,
          top: top + LABEL,
        });
      }
      layers.push({ input: label(picture ? state : `${state}: none`, CELL), left: c * CELL, top: top + LABEL + CELL });
    }
  }
  return sharp({ create: { width, height, channels: 3, background: '#000' } })
    .composite(layers)
    .png()
    .toBuffer();
}

const fixed = (value: number | undefined | null, digits = 2) =>
  value === undefined || value === null || !Number.isFinite(value) ? 'n/a' : value.toFixed(digits);

export function markdownReport(
  results: AgentResult[],
  context: { targets: Record<string, number>; idleSeconds: number; sentenceSeconds: number; tuning: boolean; notes: string[] },
): string {
  const lines = [
    `# Talking face measured from outside the player (${new Date().toISOString()})`,
    '',
    `Detector: @vladmandic/human 3.3.6 face mesh (lips: mesh; blinks: mesh + iris) on tfjs wasm; the rig is face-api 68 points.`,
    `Canvas 1280x720 (contain), headless Chromium with --disable-gpu (WebGL on SwiftShader), sentence ${context.sentenceSeconds.toFixed(1)} s, idle ${context.idleSeconds} s.`,
    context.tuning
      ? '**Tuning portraits** (face.jpg, sample1): not for reporting.'
      : 'Report portraits (face-api sample2..6), never tuned on.',
    `Targets: sync r >= ${context.targets.syncR} with |lag| <= ${context.targets.lagMs} ms, chin >= ${context.targets.chinPercent} %, blinks ${context.targets.blinksMin}-${context.targets.blinksMax}/min, seam <= ${context.targets.seam}x.`,
    '',
    '| agent | renderer | sync r | lag ms | mouth height r | region r | chin % | blinks /min (blinks drawn; found, not drawn) | eyes open % | seam x at its own border (at rest) | seam x at the sprite rectangle | fps | paints/s | browser % core | main thread % core | rig s |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  ];
  for (const { agent, fresh, today } of results) {
    for (const run of [fresh, today]) {
      const f = run.figures;
      lines.push(
        `| ${agent.name} | ${run.renderer} | ${fixed(f.sync.r)} | ${f.sync.lagMs} | ${fixed(f.outerSync.r)} | ${fixed(f.regionSync.r)} | ${fixed(f.chin.percentOfFaceHeight, 1)} | ` +
          `${fixed(f.blinks?.perMinute, 1)} (${f.playerBlinks ? `${f.playerBlinks.count}; ${f.playerBlinks.unmatched.length}` : 'n/a'}) | ${fixed((f.blinks?.openBetween ?? Number.NaN) * 100, 0)} | ${fixed(f.seam?.worst)} (${fixed(f.seam?.atRest)}) | ${fixed(f.seam?.region)} | ` +
          `${fixed(run.load.fps, 0)} | ${fixed(run.load.paints, 0)} | ${fixed(run.load.browserCpu * 100, 0)} | ${fixed(run.load.mainThreadCpu * 100, 0)} | ${fixed(agent.rigSeconds, 1)} |`,
      );
    }
  }
  lines.push('', ...context.notes.map((note) => `- ${note}`), '');
  return lines.join('\n');
}
