import { percentile } from '../../bench/harness.js';
import type { ModelRun, ProbeKind } from './run-model.js';

export interface Score {
  passed: number;
  total: number;
  /** 0..1; NaN when there was nothing to judge. */
  rate: number;
}

export interface ModelSummary {
  model: string;
  engineName: string;
  form: Score;
  memory: Score;
  faqIn: Score;
  faqOut: Score;
  /** Business facts made up in answers to questions outside the FAQ. */
  inventedFacts: number;
  gender: Score;
  category: Score;
  /** p50 over every judged turn, from sending the question (ms). */
  firstTextP50: number;
  firstSentenceP50: number;
  firstAudioP50: number;
  /** First audio p50 of a conversation's first turn (the model evaluates the whole system prompt) and of later turns. */
  firstAudioFirstTurnP50: number;
  firstAudioLaterTurnsP50: number;
  /** The service's own first-token time, from the turn's start (ms). */
  llmFirstTokenP50: number;
  doneP50: number;
  /** The same engines called directly in the same run (NaN in the short run). */
  direct: { firstTokenP50: number; firstSentenceP50: number; firstAudioP50: number };
  /** Probes judged with the embedding model's help. */
  byMeaning: number;
  llmRssMb: number | null;
  llmPeakMb: number | null;
  loadStart: number;
  loadEnd: number;
}

const score = (passes: boolean[]): Score => {
  const passed = passes.filter(Boolean).length;
  return { passed, total: passes.length, rate: passes.length ? passed / passes.length : Number.NaN };
};

const p50 = (values: Array<number | null>) => {
  const present = values.filter((value): value is number => value !== null);
  return percentile(Float64Array.from(present).sort(), 50);
};

export function summarize(run: ModelRun): ModelSummary {
  const of = (kind: ProbeKind) => run.probes.filter((probe) => probe.kind === kind);
  const turns = run.probes.flatMap((probe) => [...(probe.before ?? []), probe.turn]);
  return {
    model: run.model,
    engineName: run.engineName,
    form: score(of('form').map((probe) => probe.pass)),
    memory: score(of('memory').map((probe) => probe.pass)),
    faqIn: score(of('faq-in').map((probe) => probe.pass)),
    faqOut: score(of('faq-out').map((probe) => probe.pass)),
    inventedFacts: of('faq-out').reduce((sum, probe) => sum + (probe.invented?.length ?? 0), 0),
    gender: score(run.persona.filter((probe) => probe.kind === 'gender').map((probe) => probe.pass)),
    category: score(run.persona.filter((probe) => probe.kind === 'category').map((probe) => probe.pass)),
    firstTextP50: p50(turns.map((turn) => turn.firstTextMs)),
    firstSentenceP50: p50(turns.map((turn) => turn.firstSentenceMs)),
    firstAudioP50: p50(turns.map((turn) => turn.firstAudioMs)),
    firstAudioFirstTurnP50: p50(run.probes.map((probe) => (probe.before?.[0] ?? probe.turn).firstAudioMs)),
    firstAudioLaterTurnsP50: p50(
      run.probes
        .flatMap((probe) => (probe.before?.length ? [...probe.before.slice(1), probe.turn] : []))
        .map((turn) => turn.firstAudioMs),
    ),
    llmFirstTokenP50: p50(turns.map((turn) => turn.llmFirstTokenMs)),
    doneP50: p50(turns.map((turn) => turn.doneMs)),
    direct: {
      firstTokenP50: p50(run.direct.map((timing) => timing.firstTokenMs)),
      firstSentenceP50: p50(run.direct.map((timing) => timing.firstSentenceMs)),
      firstAudioP50: p50(run.direct.map((timing) => timing.firstAudioMs)),
    },
    byMeaning: run.probes.filter((probe) => probe.judgedBy === 'meaning').length,
    llmRssMb: run.memory?.rssMb ?? null,
    llmPeakMb: run.memory?.peakMb ?? null,
    loadStart: run.load.start,
    loadEnd: run.load.end,
  };
}

export type TargetId = 'form' | 'memory' | 'faqOut' | 'inventedFacts' | 'faqIn' | 'gender' | 'category' | 'firstAudio';

export interface Target {
  id: TargetId;
  label: string;
  met(summary: ModelSummary): boolean;
}

const atLeast = (key: 'form' | 'memory' | 'faqIn' | 'faqOut' | 'gender' | 'category', rate: number) => (summary: ModelSummary) =>
  summary[key].total > 0 && summary[key].rate >= rate;

/** Issue 24's targets on the default offline model. */
export const TARGETS: Target[] = [
  { id: 'form', label: 'form 100 %', met: atLeast('form', 1) },
  { id: 'memory', label: 'memory ≥ 85 %', met: atLeast('memory', 0.85) },
  { id: 'faqOut', label: 'out-of-FAQ refusals 100 %', met: atLeast('faqOut', 1) },
  { id: 'inventedFacts', label: '0 invented facts', met: (summary) => summary.faqOut.total > 0 && summary.inventedFacts === 0 },
  { id: 'faqIn', label: 'in-FAQ answers ≥ 90 %', met: atLeast('faqIn', 0.9) },
  { id: 'gender', label: 'gender/voice ≥ 95 %', met: atLeast('gender', 0.95) },
  { id: 'category', label: 'category ≥ 80 %', met: atLeast('category', 0.8) },
  { id: 'firstAudio', label: 'first audio p50 ≤ 1.0 s', met: (summary) => summary.firstAudioP50 <= 1000 },
];
