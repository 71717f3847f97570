import { describe, expect, it } from 'vitest';
import { displayPrefix, generateApiKey, hashApiKey, isWellFormedApiKey, sameHash } from './api-key-secret.js';

describe('API key secrets', () => {
  it('look like av_live_<32 base62>_<6 base62 checksum>, differ every time and keep only a hash', () => {
    const keys = Array.from({ length: 200 }, () => generateApiKey());
    for (const { secret, hash, prefix } of keys) {
      expect(secret).toMatch(/^av_live_[0-9A-Za-z]{32}_[0-9A-Za-z]{6}$/);
      expect(isWellFormedApiKey(secret)).toBe(true);
      expect(hash).toBe(hashApiKey(secret));
      expect(hash).not.toContain(secret.slice(8, 20));
      expect(prefix).toBe(secret.slice(0, 14));
      expect(displayPrefix(secret)).toBe(prefix);
    }
    expect(new Set(keys.map((key) => key.secret)).size).toBe(200);
  });

  it('refuses a changed character, a changed checksum and anything of another shape', () => {
    const { secret } = generateApiKey();
    const flip = (text: string, at: number) => text.slice(0, at) + (text[at] === 'a' ? 'b' : 'a') + text.slice(at + 1);
    expect(isWellFormedApiKey(flip(secret, 10))).toBe(false);
    expect(isWellFormedApiKey(flip(secret, secret.length - 1))).toBe(false);
    for (const other of ['', 'av_live_', secret + 'x', secret.replace('av_live_', 'av_test_'), ` ${secret}`, 'sk-abc']) {
      expect(isWellFormedApiKey(other)).toBe(false);
    }
  });

  it('compares hashes whatever their length', () => {
    expect(sameHash('abc', 'abc')).toBe(true);
    expect(sameHash('abc', 'abd')).toBe(false);
    expect(sameHash('abc', 'abcd')).toBe(false);
  });
});
