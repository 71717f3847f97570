import { describe, expect, it } from 'vitest';
import { DEFAULT_CHOICE, formOf, languageToSave, optionsFor, pickProvider, setRealtimeMode } from './providerRules';

const custom = (providerId: string) => ({ mode: 'custom' as const, providerId });
const start = formOf({ llm: custom('a'), stt: DEFAULT_CHOICE, tts: custom('b'), realtime: DEFAULT_CHOICE });

describe('Providers dialog rules (spec 001 section 4)', () => {
  it('realtime on resets llm, stt and tts and sends multi; off again keeps the language of the agent', () => {
    const on = setRealtimeMode(start, true);
    expect(on.choices).toEqual({ llm: DEFAULT_CHOICE, stt: DEFAULT_CHOICE, tts: DEFAULT_CHOICE, realtime: DEFAULT_CHOICE });
    expect(languageToSave(on, 'fr')).toBe('multi');
    expect(languageToSave(setRealtimeMode(on, false), 'fr')).toBe('fr');
    expect(languageToSave(setRealtimeMode(on, false), 'multi')).toBe('en');
  });

  it('a realtime provider resets the others; another custom provider resets realtime and the mode', () => {
    const realtime = pickProvider(start, 'realtime', 'r');
    expect(realtime).toEqual({
      realtime: true,
      choices: { llm: DEFAULT_CHOICE, stt: DEFAULT_CHOICE, tts: DEFAULT_CHOICE, realtime: custom('r') },
    });
    const back = pickProvider(realtime, 'stt', 's');
    expect(back).toEqual({
      realtime: false,
      choices: { llm: DEFAULT_CHOICE, stt: custom('s'), tts: DEFAULT_CHOICE, realtime: DEFAULT_CHOICE },
    });
    // Going back to the default for one capability changes nothing else.
    expect(pickProvider(start, 'tts', null).choices).toEqual({ ...start.choices, tts: DEFAULT_CHOICE });
  });

  it('lists a key only for what its platform does, Coming Soon ones disabled', () => {
    const keys = [
      { id: '1', platform: 'openai', label: 'OpenAI' },
      { id: '2', platform: 'elevenlabs', label: 'ElevenLabs' },
      { id: '3', platform: 'anthropic', label: 'Anthropic' },
      { id: '4', platform: 'deepgram', label: 'Deepgram' },
    ];
    expect(optionsFor('llm', keys)).toEqual([
      { id: '1', label: 'OpenAI', disabled: false },
      { id: '3', label: 'Anthropic (Coming Soon)', disabled: true },
    ]);
    expect(optionsFor('stt', keys).map((option) => option.id)).toEqual(['1', '4']);
    expect(optionsFor('tts', keys).map((option) => option.id)).toEqual(['1', '2']);
    expect(optionsFor('realtime', keys).map((option) => option.id)).toEqual(['1']);
  });
});
