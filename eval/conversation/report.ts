import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { resultsDir } from '../../bench/harness.js';
import { TYPIST } from '../../testkit/conversation/typing.js';
import { VISITOR_PAUSE_MS, type ModelRun } from './run-model.js';

// Words of five characters and a space.
const TYPING_WPM = Math.round(60_000 / (TYPIST.msPerChar * 6));
import { summarize, TARGETS, type ModelSummary, type Score } from './summary.js';

const pct = (score: Score) => (score.total ? `${Math.round(score.rate * 100)} % (${score.passed}/${score.total})` : '-');
const ms = (value: number) => (Number.isFinite(value) ? `${Math.round(value)} ms` : '-');
const mb = (value: number | null) => (value === null || !Number.isFinite(value) ? '-' : `${Math.round(value)} MB`);

/** The rows of the table, one column per model. */
function rows(summaries: ModelSummary[]): string[][] {
  const line = (label: string, cell: (summary: ModelSummary) => string) => [label, ...summaries.map(cell)];
  return [
    line('model', (s) => s.engineName),
    line('form (no prefix, no markdown, ≤ 3 sentences, no AI talk)', (s) => pct(s.form)),
    line('memory (name, earlier facts, first question)', (s) => pct(s.memory)),
    line('in-FAQ answers carry the fact', (s) => pct(s.faqIn)),
    line('out-of-FAQ: says it does not know, invents nothing', (s) => pct(s.faqOut)),
    line('invented facts (outside the FAQ)', (s) => String(s.inventedFacts)),
    line('gender and voice from the name', (s) => pct(s.gender)),
    line('category', (s) => pct(s.category)),
    line(
      'first text p50 (sent → first delta) / direct first token',
      (s) => `${ms(s.firstTextP50)} / ${ms(s.direct.firstTokenP50)}`,
    ),
    line('first sentence p50 / direct', (s) => `${ms(s.firstSentenceP50)} / ${ms(s.direct.firstSentenceP50)}`),
    line(
      `first audio p50 (audio fetched, from the Enter; full run: each question typed ${VISITOR_PAUSE_MS / 1000} s after the page opened or the reply ended, at ${TYPING_WPM} words a minute) / direct`,
      (s) => `${ms(s.firstAudioP50)} / ${ms(s.direct.firstAudioP50)}`,
    ),
    line(
      'first audio p50, first turn / later turns',
      (s) => `${ms(s.firstAudioFirstTurnP50)} / ${ms(s.firstAudioLaterTurnsP50)}`,
    ),
    line("model's first token p50 (service telemetry)", (s) => ms(s.llmFirstTokenP50)),
    line('whole turn p50', (s) => ms(s.doneP50)),
    line('model process RSS at the end / peak', (s) => `${mb(s.llmRssMb)} / ${mb(s.llmPeakMb)}`),
    line('probes judged with the embedding model', (s) => String(s.byMeaning)),
    line('load average start → end (2 cores)', (s) => `${s.loadStart.toFixed(1)} → ${s.loadEnd.toFixed(1)}`),
  ];
}

export function table(summaries: ModelSummary[]): string {
  const all = rows(summaries);
  const widths = all[0]!.map((_, column) => Math.max(...all.map((row) => row[column]!.length)));
  return all.map((row) => row.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')).join('\n');
}

function markdownTable(summaries: ModelSummary[]): string {
  const [header, ...body] = rows(summaries);
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [line(header!), line(header!.map(() => '---')), ...body.map(line)].join('\n');
}

export function targetLines(summary: ModelSummary): string[] {
  return TARGETS.map((target) => `${target.met(summary) ? 'met    ' : 'NOT MET'} ${target.label}`);
}

function failures(run: ModelRun): string[] {
  const lines = run.probes
    .filter((probe) => !probe.pass)
    .map(
      (probe) => `- ${probe.id} (${probe.kind}) "${probe.turn.question}" → "${probe.turn.reply}": ${probe.reasons.join('; ')}`,
    );
  for (const probe of run.persona.filter((result) => !result.pass))
    lines.push(`- ${probe.id} "${probe.prompt}" → ${probe.got}, expected ${probe.expected}`);
  return lines;
}

/** Prints the table and the targets, and writes bench/results/eval-conversation-<time>.{json,md}. */
export async function report(runs: ModelRun[]): Promise<{ json: string; markdown: string; summaries: ModelSummary[] }> {
  const summaries = runs.map(summarize);
  console.log(`\n${table(summaries)}`);
  for (const summary of summaries) console.log(`\ntargets on ${summary.model}:\n${targetLines(summary).join('\n')}`);
  await mkdir(resultsDir, { recursive: true });
  const base = path.join(
    resultsDir,
    `eval-conversation${runs.some((run) => run.short) ? '-short' : ''}-${new Date().toISOString().replace(/[:.]/g, '-')}`,
  );
  await writeFile(`${base}.json`, `${JSON.stringify({ summaries, runs }, null, 2)}\n`);
  const markdown = [
    `# Conversation eval, ${new Date().toISOString()}`,
    '',
    markdownTable(summaries),
    ...runs.flatMap((run, index) => [
      '',
      `## ${run.engineName}`,
      '',
      ...targetLines(summaries[index]!).map((line) => `- ${line}`),
      '',
      `Platform ready in ${(run.startMs / 1000).toFixed(1)} s, ${Number.isFinite(run.firstTurnMs) ? `first turn (model load) ${(run.firstTurnMs / 1000).toFixed(1)} s` : 'model load counted in the first probe'}, whole run ${(run.durationMs / 1000).toFixed(0)} s.`,
      '',
      'Failures:',
      '',
      ...failures(run),
    ]),
  ].join('\n');
  await writeFile(`${base}.md`, `${markdown}\n`);
  return { json: `${base}.json`, markdown: `${base}.md`, summaries };
}
