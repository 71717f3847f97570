/** Monday-first weekday names, the order the server counts in. */
export const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;

/** "1 chat", "3 chats" (spec 003 2.1). */
export const chatsLabel = (count: number) => `${count} ${count === 1 ? 'chat' : 'chats'}`;

/** "1 message", "12 messages". */
export const messagesLabel = (count: number) => `${count} ${count === 1 ? 'message' : 'messages'}`;

/** The average as shown: one decimal, without a trailing .0. */
export const averageLabel = (value: number) => String(Math.round(value * 10) / 10);

/** The index of the largest count, or null when all are 0. */
export function busiestIndex(counts: readonly number[]): number | null {
  let best: number | null = null;
  counts.forEach((count, index) => {
    if (count > 0 && (best === null || count > counts[best]!)) best = index;
  });
  return best;
}
