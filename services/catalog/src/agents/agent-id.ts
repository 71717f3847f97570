import { randomInt } from 'node:crypto';
import { AGENT_ID_LETTERS } from '@avatarium/contracts';

const digits = (count: number) => Array.from({ length: count }, () => String(randomInt(10))).join('');
const letters = (count: number) =>
  Array.from({ length: count }, () => AGENT_ID_LETTERS.charAt(randomInt(AGENT_ID_LETTERS.length))).join('');

/**
 * A new agent code in the spec's format (A, 2 digits, 3 letters without I L O U, 4 digits):
 * about 2.1 billion codes, drawn with a cryptographic generator so codes cannot be guessed
 * from one another. Uniqueness is the database's job (unique _id, retried on collision).
 */
export function generateAgentId(): string {
  return `A${digits(2)}${letters(3)}${digits(4)}`;
}
