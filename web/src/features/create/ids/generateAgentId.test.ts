import { describe, expect, it } from 'vitest';
import { AGENT_ID_LETTERS, AGENT_ID_PATTERN, generateAgentId } from './generateAgentId';

describe('generateAgentId', () => {
  it('makes ids of the spec format', () => {
    for (let i = 0; i < 500; i += 1) expect(generateAgentId()).toMatch(AGENT_ID_PATTERN);
  });

  it('never uses I, L, O or U', () => {
    expect(AGENT_ID_LETTERS).toHaveLength(22);
    for (const letter of 'ILOU') expect(AGENT_ID_LETTERS).not.toContain(letter);
    const letters = Array.from({ length: 300 }, () => generateAgentId().slice(3, 6)).join('');
    expect(letters).not.toMatch(/[ILOU]/);
  });

  it('maps random values onto digits and letters', () => {
    expect(generateAgentId(() => [0, 9, 0, 21, 22, 1, 2, 3, 14])).toBe('A09AZA1234');
  });

  it('differs between calls', () => {
    expect(new Set(Array.from({ length: 200 }, () => generateAgentId())).size).toBe(200);
  });
});
