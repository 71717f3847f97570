/** Spec 000 section 3: letters of an agent id, without I, L, O and U. */
export const AGENT_ID_LETTERS = 'ABCDEFGHJKMNPQRSTVWXYZ';
export const AGENT_ID_PATTERN = /^A\d{2}[ABCDEFGHJKMNPQRSTVWXYZ]{3}\d{4}$/;

const DIGITS = '0123456789';

function cryptoRandom(count: number): number[] {
  return Array.from(crypto.getRandomValues(new Uint32Array(count)));
}

/**
 * A proposed agent id: 'A', 2 digits, 3 letters, 4 digits. Made in the browser so uploads can
 * be stored under it before the agent exists; the server checks it and keeps ids unique.
 */
export function generateAgentId(random: (count: number) => number[] = cryptoRandom): string {
  const values = random(9);
  const pick = (alphabet: string, position: number) => alphabet[(values[position] ?? 0) % alphabet.length];
  const digits = (from: number, count: number) => Array.from({ length: count }, (_, i) => pick(DIGITS, from + i)).join('');
  const letters = Array.from({ length: 3 }, (_, i) => pick(AGENT_ID_LETTERS, 2 + i)).join('');
  return `A${digits(0, 2)}${letters}${digits(5, 4)}`;
}
