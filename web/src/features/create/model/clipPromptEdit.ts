export interface ClippedEdit {
  /** The text to keep: at most `max` characters. */
  text: string;
  /** True when some of what was typed or pasted did not fit (the owner is told). */
  cut: boolean;
  /** Where the caret goes: right after what was kept of the insertion. */
  caret: number;
}

/**
 * An edit of a text box limited to `max` characters (UTF-16 units, as `maxlength` counts):
 * what the edit inserted is cut to the room left, so the text around it stays, as a browser's
 * own `maxlength` does, but the caller learns that it happened.
 */
export function clipPromptEdit(previous: string, next: string, max: number): ClippedEdit {
  if (next.length <= max) return { text: next, cut: false, caret: -1 };
  const shorter = Math.min(previous.length, next.length);
  let before = 0;
  while (before < shorter && previous[before] === next[before]) before++;
  let after = 0;
  while (after < shorter - before && previous[previous.length - 1 - after] === next[next.length - 1 - after]) after++;
  if (before + after > max) {
    // The text was already too long (set from elsewhere): keep its start.
    const text = withoutBrokenPair(next.slice(0, max));
    return { text, cut: true, caret: text.length };
  }
  const inserted = withoutBrokenPair(next.slice(before, next.length - after).slice(0, max - before - after));
  return {
    text: next.slice(0, before) + inserted + next.slice(next.length - after),
    cut: true,
    caret: before + inserted.length,
  };
}

/** A cut must not leave half of a character made of two UTF-16 units (an emoji). */
function withoutBrokenPair(text: string): string {
  const last = text.charCodeAt(text.length - 1);
  return last >= 0xd800 && last <= 0xdbff ? text.slice(0, -1) : text;
}
