import { describe, expect, it } from 'vitest';
import { AGENT_ID_LETTERS, AGENT_ID_PATTERN, AgentId, generateAgentId } from './agent-id.js';

describe('generateAgentId', () => {
  const ids = Array.from({ length: 5000 }, () => generateAgentId());

  it('always matches the spec format: A, 2 digits, 3 letters without I L O U, 4 digits', () => {
    for (const id of ids) expect(AgentId.safeParse(id).success, id).toBe(true);
    expect(ids.join('')).not.toMatch(/[ILOU]/);
  });

  it('uses the whole alphabet and does not repeat itself', () => {
    const letters = new Set(ids.flatMap((id) => id.slice(3, 6).split('')));
    expect([...letters].sort().join('')).toBe(AGENT_ID_LETTERS);
    expect(new Set(ids).size).toBeGreaterThan(4990);
  });

  it('maps the random values it is given onto the format, position by position', () => {
    expect(generateAgentId((count) => Array.from({ length: count }, () => 0))).toBe('A00AAA0000');
    expect(generateAgentId(() => [1, 2, 21, 22, 9, 3, 4, 5, 6])).toBe('A12ZAK3456');
  });
});

describe('AGENT_ID_PATTERN', () => {
  it('refuses codes of the wrong shape or with the left-out letters', () => {
    for (const bad of ['A12BCD345', 'B12BCD3456', 'A12BID3456', 'a12bcd3456', 'A12BCD34567']) {
      expect(AGENT_ID_PATTERN.test(bad), bad).toBe(false);
    }
    expect(AGENT_ID_PATTERN.test('A12BCD3456')).toBe(true);
  });
});
