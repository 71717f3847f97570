import type { conversation } from '@avatarium/contracts';
import { counter, histogram } from '@avatarium/platform';

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

/** The stages the turn's telemetry recorded, as the operators' histograms. */
export function recordTurnMetrics(telemetry: conversation.TurnTelemetry, outcome: 'done' | 'interrupted' | 'failed'): void {
  turns.inc({ outcome });
  for (const [stage, field] of STAGES) {
    const ms = telemetry[field];
    if (typeof ms === 'number') stageSeconds.observe({ stage }, ms / 1000);
  }
}
