import { describe, expect, it } from 'vitest';

import {
  visemeCuesFromCharacters,
  visemeCuesFromPhonemes,
  visemeOfCharacter,
  visemeOfPhoneme,
  type TimedSymbol,
} from './visemes.js';

/** Symbols of equal length one after another, as an engine would report them. */
function evenly(symbols: string[], eachMs: number): TimedSymbol[] {
  return symbols.map((symbol, index) => ({ symbol, startMs: index * eachMs, endMs: (index + 1) * eachMs }));
}

describe('visemeOfPhoneme', () => {
  it('gives each IPA sound the mouth shape it needs', () => {
    expect(['p', 'b', 'm'].map(visemeOfPhoneme)).toEqual(['closed', 'closed', 'closed']);
    expect(['f', 'v'].map(visemeOfPhoneme)).toEqual(['teeth', 'teeth']);
    expect(['.', ','].map(visemeOfPhoneme)).toEqual(['rest', 'rest']);
    expect(['ɑ', 'æ', 'ʌ', 'aɪ'].map(visemeOfPhoneme)).toEqual(['open', 'open', 'open', 'open']);
    expect(['i', 'ɪ', 'ɛ', 'eɪ'].map(visemeOfPhoneme)).toEqual(['wide', 'wide', 'wide', 'wide']);
    expect(['u', 'oʊ', 'w', 'ʃ'].map(visemeOfPhoneme)).toEqual(['round', 'round', 'round', 'round']);
    expect(['t', 's', 'ɹ', 'ə', 'tʃ'].map(visemeOfPhoneme)).toEqual(['slight', 'slight', 'slight', 'slight', 'slight']);
  });

  it('leaves stress, length and word gaps to the shape before', () => {
    expect(['ˈ', 'ˌ', 'ː', ' ', '_'].map(visemeOfPhoneme)).toEqual([undefined, undefined, undefined, undefined, undefined]);
    expect(visemeOfPhoneme('ˈɑː')).toBe('open');
  });
});

describe('visemeOfCharacter', () => {
  it('reads vowel letters, lip letters and pauses (accents and case ignored)', () => {
    expect([...'AéIoMbF'].map(visemeOfCharacter)).toEqual(['open', 'wide', 'wide', 'round', 'closed', 'closed', 'teeth']);
    expect(['t', '7', '.', '?', ' ', "'"].map(visemeOfCharacter)).toEqual([
      'slight',
      'slight',
      'rest',
      'rest',
      undefined,
      undefined,
    ]);
    expect(visemeOfCharacter('こ')).toBe('open');
  });
});

describe('visemeCues', () => {
  it('turns timed phonemes into changes of shape, starting at 0 and ending at rest when speech ends', () => {
    // "hello." with a leading pause: h ə l ˈ o ʊ .
    const phonemes = [{ symbol: '.', startMs: 0, endMs: 100 }, ...evenly(['h', 'ə', 'l', 'ˈ', 'o', 'ʊ'], 60).map(shift(100))];
    phonemes.push({ symbol: '.', startMs: 460, endMs: 700 });
    expect(visemeCuesFromPhonemes(phonemes)).toEqual([
      { startMs: 0, viseme: 'rest' },
      { startMs: 100, viseme: 'slight' }, // h ə l
      { startMs: 340, viseme: 'round' }, // o ʊ (the stress mark holds the shape before)
      { startMs: 460, viseme: 'rest' },
    ]);
  });

  it('folds shapes too short to show into the one before', () => {
    const phonemes = [
      ...evenly(['ɑ'], 100),
      { symbol: 't', startMs: 100, endMs: 110 },
      { symbol: 'i', startMs: 110, endMs: 200 },
    ];
    expect(visemeCuesFromPhonemes(phonemes)).toEqual([
      { startMs: 0, viseme: 'open' },
      { startMs: 110, viseme: 'wide' },
      { startMs: 200, viseme: 'rest' },
    ]);
  });

  it('rests before the first character and holds shapes across gaps in character timings', () => {
    const characters: TimedSymbol[] = [
      { symbol: 'H', startMs: 50, endMs: 120 },
      { symbol: 'i', startMs: 120, endMs: 200 },
      { symbol: ' ', startMs: 200, endMs: 230 },
      { symbol: 'm', startMs: 300, endMs: 380 },
      { symbol: 'o', startMs: 380, endMs: 500 },
      { symbol: 'm', startMs: 500, endMs: 560 },
    ];
    const cues = visemeCuesFromCharacters(characters);
    expect(cues).toEqual([
      { startMs: 0, viseme: 'rest' },
      { startMs: 50, viseme: 'slight' },
      { startMs: 120, viseme: 'wide' },
      { startMs: 300, viseme: 'closed' },
      { startMs: 380, viseme: 'round' },
      { startMs: 500, viseme: 'closed' },
      { startMs: 560, viseme: 'rest' },
    ]);
    expect(cues.map((cue) => cue.startMs)).toEqual([...cues.map((cue) => cue.startMs)].sort((a, b) => a - b));
  });

  it('gives no cues for silence', () => {
    expect(visemeCuesFromPhonemes(evenly(['.', ' '], 100))).toEqual([]);
    expect(visemeCuesFromCharacters([])).toEqual([]);
  });
});

function shift(ms: number) {
  return (symbol: TimedSymbol): TimedSymbol => ({ ...symbol, startMs: symbol.startMs + ms, endMs: symbol.endMs + ms });
}
