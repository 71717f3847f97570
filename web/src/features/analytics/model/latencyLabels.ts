/** The stages the turn pipeline times (docs/decisions/conversation.md, Analytics), in words. */
const STAGES: Record<string, string> = {
  stt: 'Speech recognised',
  firstToken: 'First token',
  firstAudio: 'First audio',
  firstFrame: 'First frame',
  total: 'Whole turn',
};

/** A stage name in words; an unknown one ("first_token", "firstToken") split into words. */
export function stageLabel(stage: string): string {
  const known = STAGES[stage];
  if (known) return known;
  const words = stage
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Milliseconds as shown: whole ms under 10 s, else seconds with one decimal; a dash for none. */
export function latencyLabel(ms: number | null | undefined): string {
  if (ms == null || !Number.isFinite(ms)) return '—';
  return ms < 10_000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`;
}
