import { describe, expect, it } from 'vitest';
import { groupByTab } from './providerVoiceTabs';

describe('provider voice tabs', () => {
  it('puts premade and professional voices under Default, clones and generated voices under their tabs', () => {
    const groups = groupByTab([
      { id: 'a', category: 'premade' },
      { id: 'b', category: 'cloned' },
      { id: 'c', category: 'generated' },
      { id: 'd', category: 'professional' },
    ]);
    expect(Object.fromEntries(Object.entries(groups).map(([tab, voices]) => [tab, voices.map((voice) => voice.id)]))).toEqual({
      default: ['a', 'd'],
      cloned: ['b'],
      generated: ['c'],
    });
  });
});
