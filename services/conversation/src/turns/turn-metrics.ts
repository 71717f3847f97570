import type { conversation } from '@avatarium/contracts';
import { counter, histogram, recordSpan } from '@avatarium/platform';

const stageSeconds = histogram(
  'avatarium_conversation_turn_stage_seconds',
  'Time from the start of a turn to each stage: stt (speech recognised), first_token, first_audio, total.',
  ['stage'],
);
const turns = counter('avatarium_conversation_turns_total', 'Conversation turns by outcome (done, interrupted, failed).', [
  'outcome',
]);

const STAGES = [
  ['stt', 'sttMs'],
  ['first_token', 'llmFirstTokenMs'],
  ['first_audio', 'ttsFirstAudioMs'],
  ['total', 'totalMs'],
] as const;

/**
 * The stages the turn's telemetry recorded, as the operators' histograms and (tracing on) as
 * a `turn` span with one child per stage, under the request that started the turn.
 */
export function recordTurnMetrics(telemetry: conversation.TurnTelemetry, outcome: 'done' | 'interrupted' | 'failed'): void {
  turns.inc({ outcome });
  for (const [stage, field] of STAGES) {
    const ms = telemetry[field];
    if (typeof ms === 'number') stageSeconds.observe({ stage }, ms / 1000);
  }
  traceTurn(telemetry, outcome);
}

function traceTurn(telemetry: conversation.TurnTelemetry, outcome: string): void {
  const end = Date.now();
  const start = end - (telemetry.totalMs ?? 0);
  const turn = recordSpan('conversation', 'turn', start, end, { 'turn.outcome': outcome });
  if (!turn) return;
  // Stages overlap in a streamed turn; each runs from where the one before it was first seen.
  let from = 0;
  for (const [name, field] of [
    ['stt', 'sttMs'],
    ['llm first token', 'llmFirstTokenMs'],
    ['tts first audio', 'ttsFirstAudioMs'],
  ] as const) {
    const at = telemetry[field];
    if (typeof at !== 'number') continue;
    recordSpan('conversation', name, start + from, start + at, {}, turn);
    from = at;
  }
}
