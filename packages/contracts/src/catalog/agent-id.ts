import { z } from 'zod';

/** Spec 000 section 3: 'A', 2 digits, 3 letters from the alphabet without I, L, O, U, 4 digits. */
export const AGENT_ID_LETTERS = 'ABCDEFGHJKMNPQRSTVWXYZ';
export const AGENT_ID_PATTERN = /^A\d{2}[ABCDEFGHJKMNPQRSTVWXYZ]{3}\d{4}$/;
export const AgentId = z.string().regex(AGENT_ID_PATTERN, 'Invalid agent id');
export type AgentId = z.infer<typeof AgentId>;

const DIGITS = '0123456789';

/** Web Crypto exists in browsers and in Node 20 alike, so one generator serves both. */
function cryptoRandom(count: number): number[] {
  return Array.from(globalThis.crypto.getRandomValues(new Uint32Array(count)));
}

/**
 * A new agent code in the spec's format: about 2.1 billion codes, drawn from a cryptographic
 * generator so codes cannot be guessed from one another. The browser proposes one (so uploads
 * can be stored under it before the agent exists); the catalog checks it and keeps ids unique.
 */
export function generateAgentId(random: (count: number) => number[] = cryptoRandom): AgentId {
  const values = random(9);
  const pick = (alphabet: string, position: number) => alphabet[(values[position] ?? 0) % alphabet.length];
  const digits = (from: number, count: number) => Array.from({ length: count }, (_, i) => pick(DIGITS, from + i)).join('');
  const letters = Array.from({ length: 3 }, (_, i) => pick(AGENT_ID_LETTERS, 2 + i)).join('');
  return `A${digits(0, 2)}${letters}${digits(5, 4)}`;
}
