import { AGENT_ID_LETTERS, AgentId } from '@avatarium/contracts';
import { describe, expect, it } from 'vitest';
import { generateAgentId } from './agent-id.js';

describe('generateAgentId', () => {
  const ids = Array.from({ length: 5000 }, generateAgentId);

  it('always matches the spec format: A, 2 digits, 3 letters without I L O U, 4 digits', () => {
    for (const id of ids) expect(AgentId.safeParse(id).success, id).toBe(true);
    expect(ids.join('')).not.toMatch(/[ILOU]/);
  });

  it('uses the whole alphabet and does not repeat itself', () => {
    const letters = new Set(ids.flatMap((id) => id.slice(3, 6).split('')));
    expect([...letters].sort().join('')).toBe(AGENT_ID_LETTERS);
    expect(new Set(ids).size).toBeGreaterThan(4990);
  });
});
