import { randomInt } from 'node:crypto';
import { AGENT_ID_LETTERS } from '@avatarium/contracts';

/** A random agent code in the spec format, as the browser proposes one. */
export function testAgentId(): string {
  const digits = (count: number) => Array.from({ length: count }, () => randomInt(10)).join('');
  const letters = Array.from({ length: 3 }, () => AGENT_ID_LETTERS.charAt(randomInt(AGENT_ID_LETTERS.length))).join('');
  return `A${digits(2)}${letters}${digits(4)}`;
}
