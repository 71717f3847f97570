/** A stage name as the server records it ("first_token", "first-audio") in words: "First token". */
export function stageLabel(stage: string): string {
  const words = stage.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Milliseconds as shown: whole ms under 10 s, else seconds with one decimal; a dash for none. */
export function latencyLabel(ms: number | null | undefined): string {
  if (ms == null || !Number.isFinite(ms)) return '—';
  return ms < 10_000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`;
}
