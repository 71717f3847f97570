import os from 'node:os';
import { ensureLlmEngine, LLM_MODELS, personaLlmModelOf, type LlmModelId } from '../../tools/engines/llm-engine.js';
import { directBaseline, type DirectTiming } from './direct-baseline.js';
import { FAQ_PROBES } from './faq-probes.js';
import { FORM_PROBES } from './form-probes.js';
import { localMeaning } from './meaning.js';
import { MEMORY_PROBES } from './memory-probes.js';
import { runPersonaProbes, type PersonaProbeResult } from './persona-eval.js';
import { startPlatformUnderTest, type PlatformUnderTest } from './platform-under-test.js';
import { judgeFaq, judgeForm, judgeMemory, type Verdict } from './score.js';
import { EvalTalk, type TurnRecord } from './talk.js';

/** Questions the direct baseline times (after one that loads the model). */
const DIRECT_QUESTIONS = 8;
/** How long after the page opens or the reply ends a question comes in the full run (as the bench's conversation part). */
export const VISITOR_PAUSE_MS = 2_000;

export type ProbeKind = 'form' | 'memory' | 'faq-in' | 'faq-out';

export interface ConversationProbeResult extends Verdict {
  id: string;
  kind: ProbeKind;
  /** The judged turn (the last one of a memory probe). */
  turn: TurnRecord;
  /** Earlier turns of a memory probe. */
  before?: TurnRecord[];
}

export interface ModelRun {
  model: LlmModelId;
  engineName: string;
  short: boolean;
  at: string;
  /** Load average (1 min) at the start and the end: other work on the 2 cores skews latency. */
  load: { start: number; end: number; cores: number };
  probes: ConversationProbeResult[];
  persona: PersonaProbeResult[];
  /** The same engines called directly from the eval process, before the platform starts (full runs only). */
  direct: DirectTiming[];
  /** The offline language model's process at the end of the run (peak = VmHWM). */
  memory: { rssMb: number; peakMb: number } | null;
  /** Platform start and seeding, then the model's first answer (it loads on the first question). */
  startMs: number;
  firstTurnMs: number;
  durationMs: number;
}

/** Groups of probes a run can be limited to (EVAL_PROBES=faq: the FAQ probes alone, a few minutes). */
export const PROBE_GROUPS = ['form', 'memory', 'faq', 'persona'] as const;
export type ProbeGroup = (typeof PROBE_GROUPS)[number];

export interface RunOptions {
  short: boolean;
  /** The groups to run; all when absent. */
  groups?: readonly ProbeGroup[];
  /** Only the probes with these ids (a probe being looked into); all when absent. */
  ids?: readonly string[];
  log?: (line: string) => void;
}

/** Every probe on one offline model, through the started platform; persona probes beside. */
export async function runModel(model: LlmModelId, options: RunOptions): Promise<ModelRun> {
  const log = options.log ?? (() => undefined);
  const started = performance.now();
  const loadStart = os.loadavg()[0]!;
  const runs = (group: ProbeGroup) => !options.groups || options.groups.includes(group);
  const pick = <T extends { short?: boolean; id: string }>(group: ProbeGroup, probes: T[]) =>
    !runs(group)
      ? []
      : probes.filter((probe) => (!options.short || probe.short) && (!options.ids || options.ids.includes(probe.id)));
  const meaning = await localMeaning();
  let put: PlatformUnderTest | undefined;
  try {
    // The baseline first, its engines closed before the platform's load: one model at a time on 2 cores.
    const direct = options.short || options.groups ? [] : await directBaseline(await ensureLlmEngine(model), DIRECT_QUESTIONS);
    put = await startPlatformUnderTest(model);
    const running = put;
    const startMs = performance.now() - started;
    log(`${model}: platform ready in ${(startMs / 1000).toFixed(1)} s`);
    // Timed as a visitor talks: a question is typed a moment after the page opens or the reply
    // ends (the service warms the persona and the next turn's start meanwhile, and reads the
    // question ahead as it is typed). The short run asks at once.
    const talkTo = (agent: string) =>
      EvalTalk.open(running.platform.url, running.user.cookie, agent, options.short ? 0 : VISITOR_PAUSE_MS);

    // The model loads on the first question: that turn is timed on its own and not judged (the
    // short run saves the time and counts the load in its first probe).
    const warmStart = performance.now();
    if (!options.short) {
      const warm = await EvalTalk.open(running.platform.url, running.user.cookie, running.agents.captain);
      await warm.ask('Hello!');
      await warm.close();
    }
    const firstTurnMs = options.short ? Number.NaN : performance.now() - warmStart;

    const probes: ConversationProbeResult[] = [];
    const record = (result: ConversationProbeResult) => {
      probes.push(result);
      log(
        `${result.pass ? 'pass' : 'FAIL'} ${result.id}: ${JSON.stringify(result.turn.reply)}${result.pass ? '' : ` (${result.reasons.join('; ')})`}`,
      );
    };
    for (const probe of pick('form', FORM_PROBES)) {
      const talk = await talkTo(running.agents[probe.persona]);
      try {
        const turn = await talk.ask(probe.question);
        record({ id: probe.id, kind: 'form', turn, ...failedOr(turn, () => judgeForm(turn.reply)) });
      } finally {
        await talk.close();
      }
    }
    for (const probe of pick('memory', MEMORY_PROBES)) {
      const talk = await talkTo(running.agents[probe.persona]);
      try {
        const before: TurnRecord[] = [];
        for (const text of probe.turns) before.push(await talk.ask(text));
        const turn = await talk.ask(probe.question);
        record({ id: probe.id, kind: 'memory', turn, before, ...failedOr(turn, () => judgeMemory(probe, turn.reply)) });
      } finally {
        await talk.close();
      }
    }
    for (const probe of pick('faq', FAQ_PROBES)) {
      const talk = await talkTo(running.agents.guide);
      try {
        const turn = await talk.ask(probe.question);
        const verdict = turn.failed ? failedOr(turn, () => judgeForm('')) : await judgeFaq(probe, turn.reply, meaning);
        record({ id: probe.id, kind: probe.row === undefined ? 'faq-out' : 'faq-in', turn, ...verdict });
      } finally {
        await talk.close();
      }
    }
    const memory = await running.llmMemory();
    await running.stop();
    put = undefined;

    // The persona writer runs after the platform stopped: a writer that uses the model has the CPU to itself.
    // It writes with the media service's own model (PERSONA_LLM_MODEL, the small one by default), whichever model talks.
    const personaLlm = runs('persona') ? await ensureLlmEngine(personaLlmModelOf(process.env)) : undefined;
    const persona = personaLlm ? await runPersonaProbes(personaLlm, options.short) : [];
    for (const result of persona)
      log(`${result.pass ? 'pass' : 'FAIL'} ${result.id}: "${result.prompt}" -> ${result.got} (expected ${result.expected})`);
    return {
      model,
      engineName: LLM_MODELS[model].engineName,
      short: options.short,
      at: new Date().toISOString(),
      load: { start: loadStart, end: os.loadavg()[0]!, cores: os.availableParallelism() },
      probes,
      persona,
      direct,
      memory,
      startMs,
      firstTurnMs,
      durationMs: performance.now() - started,
    };
  } finally {
    await put?.stop();
    await meaning.close();
  }
}

/** A turn that failed (no reply) fails its probe, whatever it was. */
function failedOr(turn: TurnRecord, judge: () => Verdict): Verdict {
  return turn.failed ? { pass: false, reasons: [`turn failed: ${turn.failed}`], judgedBy: 'rules' } : judge();
}
