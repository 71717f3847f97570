import { describe, expect, it } from 'vitest';
import { VersionedCache } from './versioned-cache.js';

const fixed = async () => 1;

describe('VersionedCache', () => {
  it('serves a key from memory until the community version moves or the entry is reloaded past the ttl', async () => {
    let now = 0;
    let version = 1;
    let loads = 0;
    const cache = new VersionedCache(
      async () => version,
      1_000,
      10,
      () => now,
    );
    const load = async () => ++loads;
    expect(await cache.get('a', load)).toBe(1);
    expect(await cache.get('a', load)).toBe(1);
    now = 999;
    expect(await cache.get('a', load)).toBe(1);
    now = 1_000;
    // Past the ttl: the old value this once (a reload started), the reloaded one after.
    expect(await cache.get('a', load)).toBe(1);
    expect(await cache.get('a', load)).toBe(2);
    version = 2;
    expect(await cache.get('a', load)).toBe(3);
    expect(await cache.get('a', load)).toBe(3);
  });

  it('serves an entry past the ttl once more while one reload replaces it, and not past twice the ttl', async () => {
    let now = 0;
    let loads = 0;
    const cache = new VersionedCache(fixed, 1_000, 10, () => now);
    const load = async () => ++loads;
    expect(await cache.get('a', load)).toBe(1);
    now = 1_500;
    // Two readers at once: both get the old value, one reload runs.
    expect(await Promise.all([cache.get('a', load), cache.get('a', load)])).toEqual([1, 1]);
    expect(loads).toBe(2);
    expect(await cache.get('a', load)).toBe(2);
    now = 1_500 + 2_000;
    expect(await cache.get('a', load)).toBe(3);
  });

  it('neither serves nor keeps a page for a read that took an older version than one seen already', async () => {
    let version = 5;
    const cache = new VersionedCache(async () => version);
    expect(await cache.get('a', async () => 'v5')).toBe('v5');
    version = 4;
    expect(await cache.get('a', async () => 'v4')).toBe('v4');
    version = 5;
    expect(await cache.get('a', async () => 'again')).toBe('v5');
  });

  it('shares one load between concurrent misses, and forgets failures', async () => {
    let loads = 0;
    const cache = new VersionedCache(fixed);
    const slow = () => new Promise<number>((resolve) => setTimeout(() => resolve(++loads), 10));
    expect(await Promise.all([cache.get('k', slow), cache.get('k', slow)])).toEqual([1, 1]);
    await expect(cache.get('bad', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('bad', async () => 'fine')).toBe('fine');
  });

  it('keeps at most maxEntries keys, dropping the oldest', async () => {
    const cache = new VersionedCache(fixed, 60_000, 2);
    for (const key of ['a', 'b', 'c']) await cache.get(key, async () => key);
    expect(cache.size).toBe(2);
    let reloaded = false;
    await cache.get('a', async () => ((reloaded = true), 'a'));
    expect(reloaded).toBe(true);
  });
});
