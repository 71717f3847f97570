import { describe, expect, it } from 'vitest';
import { DEFAULT_LLM_MODEL } from '../../tools/engines/llm-engine.js';
import { table, targetLines } from './report.js';
import { runModel } from './run-model.js';
import { summarize, TARGETS, type TargetId } from './summary.js';

/**
 * Issue 24's targets the current code meets on the short run in every run so far: asserted, so a
 * change that breaks one fails `npm test`. The others are printed as NOT MET until the reply
 * cleaner, memory and grounding work lands (memory passed the short probes in most runs, not
 * all: the model samples at temperature 0.5); add a target here once the short run meets it
 * reliably (`npm run eval -- conversation` has the full picture). Latency is printed, never
 * asserted: other tests share the two cores.
 */
const ASSERTED: TargetId[] = ['faqIn', 'gender', 'category'];

describe('conversation eval, short run on the default offline model', () => {
  it('meets the targets it met before, through the started platform', { timeout: 600_000 }, async () => {
    const started = performance.now();
    const lines: string[] = [];
    const run = await runModel(DEFAULT_LLM_MODEL, { short: true, log: (line) => lines.push(line) });
    const summary = summarize(run);
    console.log(
      [
        ...lines,
        '',
        table([summary]),
        '',
        ...targetLines(summary).map((line, index) => `${line}${ASSERTED.includes(TARGETS[index]!.id) ? ' (asserted)' : ''}`),
        `short eval took ${((performance.now() - started) / 1000).toFixed(0)} s`,
      ].join('\n'),
    );
    expect(run.probes.length).toBeGreaterThan(0);
    for (const target of TARGETS.filter((each) => ASSERTED.includes(each.id)))
      expect.soft(target.met(summary), `${target.label} on ${summary.model}`).toBe(true);
  });
});
