import { describe, expect, it } from 'vitest';

import { VoiceActivity } from './voice-activity.js';

describe('VoiceActivity', () => {
  it('tells listeners when the first sentence starts and the last one ends', () => {
    const voice = new VoiceActivity();
    const told: boolean[] = [];
    voice.onChange((busy) => told.push(busy));
    const first = voice.begin();
    const second = voice.begin();
    first();
    first(); // ending twice counts once
    expect(voice.busy).toBe(true);
    second();
    expect(voice.busy).toBe(false);
    expect(told).toEqual([true, false]);
  });
});
