import { useEffect, useState } from 'react';

const DEFAULT_EMOJIS = ['✨', '🎭', '🤖', '🦊', '🎨', '🧠', '🚀', '🌟'];

/** An emoji that changes every `intervalMs` while `active` (spec 000 section 9: 500 ms). */
export function useCyclingEmoji(active: boolean, intervalMs = 500, emojis: readonly string[] = DEFAULT_EMOJIS): string {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => setIndex((current) => (current + 1) % emojis.length), intervalMs);
    return () => clearInterval(timer);
  }, [active, intervalMs, emojis.length]);
  return emojis[index % emojis.length] ?? '';
}
