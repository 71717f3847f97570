import { describe, expect, it } from 'vitest';
import { CommunityCache } from './community-cache.js';

describe('CommunityCache', () => {
  it('serves a key from memory until cleared or older than the ttl', async () => {
    let now = 0;
    let loads = 0;
    const cache = new CommunityCache(1_000, 10, () => now);
    const load = async () => ++loads;
    expect(await cache.get('a', load)).toBe(1);
    expect(await cache.get('a', load)).toBe(1);
    now = 999;
    expect(await cache.get('a', load)).toBe(1);
    now = 1_000;
    expect(await cache.get('a', load)).toBe(2);
    cache.clear();
    expect(await cache.get('a', load)).toBe(3);
  });

  it('shares one load between concurrent misses, and forgets failures', async () => {
    let loads = 0;
    const cache = new CommunityCache();
    const slow = () => new Promise<number>((resolve) => setTimeout(() => resolve(++loads), 10));
    expect(await Promise.all([cache.get('k', slow), cache.get('k', slow)])).toEqual([1, 1]);
    await expect(cache.get('bad', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('bad', async () => 'fine')).toBe('fine');
  });

  it('keeps at most maxEntries keys, dropping the oldest', async () => {
    const cache = new CommunityCache(60_000, 2);
    for (const key of ['a', 'b', 'c']) await cache.get(key, async () => key);
    expect(cache.size).toBe(2);
    let reloaded = false;
    await cache.get('a', async () => ((reloaded = true), 'a'));
    expect(reloaded).toBe(true);
  });
});
