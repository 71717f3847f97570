import { describe, expect, it } from 'vitest';
import { AgentOwners } from './agent-owners.js';
import { SummaryCache } from './summary-cache.js';

describe('summary cache', () => {
  it('serves counts again only at the same version and age, and never lets an older count replace a newer one', async () => {
    let now = 0;
    const cache = new SummaryCache<string>(1_000, 10, () => now);
    let counted = 0;
    const count = (value: string) => async () => {
      counted++;
      return value;
    };
    expect(await cache.get('a', 1, count('at 1'))).toBe('at 1');
    expect(await cache.get('a', 1, count('again'))).toBe('at 1');
    expect(counted).toBe(1);
    // The version moved (a change landed): counted again.
    expect(await cache.get('a', 2, count('at 2'))).toBe('at 2');
    // A slow request that read version 1 before counting: answered, not kept over version 2.
    expect(await cache.get('a', 1, count('late 1'))).toBe('late 1');
    expect(await cache.get('a', 2, count('other'))).toBe('at 2');
    now = 1_000;
    expect(await cache.get('a', 2, count('aged'))).toBe('aged');
  });
});

describe('agent owners', () => {
  it('forgets an owner when told (the agent was deleted) and after its age', () => {
    let now = 0;
    const owners = new AgentOwners(1_000, 2, () => now);
    owners.remember('A1', 'u1');
    expect(owners.ownerOf('A1')).toBe('u1');
    owners.forget('A1');
    expect(owners.ownerOf('A1')).toBeNull();
    owners.remember('A1', 'u1');
    now = 1_000;
    expect(owners.ownerOf('A1')).toBeNull();
    // The oldest goes past the limit.
    owners.remember('A1', 'u1');
    owners.remember('A2', 'u2');
    owners.remember('A3', 'u3');
    expect([owners.ownerOf('A1'), owners.ownerOf('A2'), owners.ownerOf('A3')]).toEqual([null, 'u2', 'u3']);
  });
});
