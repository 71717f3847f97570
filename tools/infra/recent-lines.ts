/**
 * Keeps the last lines a child printed, so a start failure can show why without every caller
 * having to log everything.
 */
export function recentLines(max = 40): { push(line: string): void; text(): string } {
  const lines: string[] = [];
  return {
    push(line) {
      lines.push(line);
      if (lines.length > max) lines.shift();
    },
    text: () => lines.join('\n'),
  };
}
