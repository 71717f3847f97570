import { describe, expect, it } from 'vitest';
import { describeVoice } from './describe-voice.js';

describe('the offline voice design', () => {
  it('turns different descriptions into audibly different voices, and says what it cannot do', () => {
    const deep = describeVoice('A deep, slow, calm old man');
    const bright = describeVoice('A bright, quick, lively young woman');
    const raspy = describeVoice('A raspy, gruff man with a British accent');
    expect(deep.gender).toBe('masculine');
    expect(bright.gender).toBe('feminine');
    expect(bright.settings.pitch / deep.settings.pitch).toBeGreaterThan(2);
    expect(deep.settings.lengthScale).toBeGreaterThan(bright.settings.lengthScale);
    expect(raspy.settings.noiseScale).toBeGreaterThan(deep.settings.noiseScale);
    expect(raspy.notes.join(' ')).toContain('Accents cannot be made by the offline voice');
    expect(new Set([deep.id, bright.id, raspy.id]).size).toBe(3);
  });
});
