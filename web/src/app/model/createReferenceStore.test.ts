import { describe, expect, it } from 'vitest';
import { createReferenceStore, type ReferenceStorage } from './createReferenceStore';

function memoryStorage(): ReferenceStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

describe('createReferenceStore (spec 002 4.7)', () => {
  it('stores ref from a landing query and forgets it when cleared', () => {
    const store = createReferenceStore(memoryStorage());
    store.capture('?ref=friend42&utm=x');
    expect(store.pending()).toBe('friend42');
    store.clear();
    expect(store.pending()).toBeNull();
  });

  it('accepts reference as the parameter name too, ref winning when both are there', () => {
    const store = createReferenceStore(memoryStorage());
    store.capture('?reference=partner');
    expect(store.pending()).toBe('partner');
    store.capture('?reference=other&ref=first');
    expect(store.pending()).toBe('first');
  });

  it('keeps the stored reference when a later landing has none or an empty one', () => {
    const store = createReferenceStore(memoryStorage());
    store.capture('?ref=keep');
    store.capture('');
    store.capture('?ref=%20%20');
    expect(store.pending()).toBe('keep');
  });

  it('trims and caps the stored value', () => {
    const storage = memoryStorage();
    const store = createReferenceStore(storage);
    store.capture(`?ref=${'x'.repeat(500)}`);
    expect(store.pending()).toHaveLength(200);
    store.capture('?ref=%20spaced%20');
    expect(store.pending()).toBe('spaced');
  });

  it('treats missing or refusing storage as empty, without throwing', () => {
    const refusing: ReferenceStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    for (const store of [createReferenceStore(refusing), createReferenceStore(null)]) {
      expect(() => store.capture('?ref=a')).not.toThrow();
      expect(store.pending()).toBeNull();
      expect(() => store.clear()).not.toThrow();
    }
  });
});
