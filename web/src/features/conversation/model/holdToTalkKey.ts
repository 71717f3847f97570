/** Elements where Space types or presses something: holding it there is not push-to-talk. */
const OWN_SPACE = new Set(['INPUT', 'TEXTAREA', 'SELECT', 'BUTTON', 'A', 'SUMMARY']);

interface KeyTarget {
  tagName?: string;
  isContentEditable?: boolean;
}

/** True when a Space key event on this target should start (or end) push-to-talk. */
export function isHoldToTalkKey(event: { code: string; key: string; target: unknown }): boolean {
  if (event.code !== 'Space' && event.key !== ' ') return false;
  const target = event.target as KeyTarget | null;
  if (!target || typeof target !== 'object') return true;
  if (target.isContentEditable) return false;
  return !OWN_SPACE.has((target.tagName ?? '').toUpperCase());
}
