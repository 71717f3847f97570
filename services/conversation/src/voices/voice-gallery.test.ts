import { describe, expect, it } from 'vitest';
import type { ConversationEngines } from '../providers/engines.js';
import { speaks, voiceGallery } from './voice-gallery.js';

const withEngine = (name: string) => ({
  engines: { speech: { name, shapesVoices: name.startsWith('local:') } } as unknown as ConversationEngines,
});

describe('the voice gallery', () => {
  it('offline: eleven English voices, none for other languages; for Global (multi) the eleven it has', () => {
    const offline = voiceGallery(withEngine('local:piper-joe'), { language: 'en' });
    expect(offline.female).toHaveLength(5);
    expect(offline.male).toHaveLength(6);
    expect(offline.female[0]).toMatchObject({ id: 'alloy', language: 'en', gender: 'feminine' });
    expect(offline.female[0]!.description).toContain('offline voice');
    expect(offline.capabilities).toEqual({ design: true, clone: true });
    expect(voiceGallery(withEngine('local:piper-joe'), { language: 'en-GB' }).male).toHaveLength(6);
    expect(voiceGallery(withEngine('local:piper-joe'), { language: 'fr' })).toMatchObject({ female: [], male: [] });
    const global = voiceGallery(withEngine('local:piper-joe'), { language: 'multi' });
    expect(global.female.map((voice) => voice.id)).toEqual(['alloy', 'coral', 'nova', 'sage', 'shimmer']);
    expect(global.male).toHaveLength(6);
    expect(voiceGallery(withEngine('local:piper-joe'), { language: 'global' }).male).toHaveLength(6);
  });

  it('a provider engine speaks every name in every language', () => {
    const provider = voiceGallery(withEngine('openai:tts-1'), { language: 'multi' });
    expect(provider.male.map((voice) => voice.language)).toEqual(Array(6).fill('multi'));
    expect(voiceGallery(withEngine('openai:tts-1'), { language: 'ja' }).female).toHaveLength(5);
    expect(speaks('multi', 'ja')).toBe(true);
    expect(speaks('en', undefined)).toBe(true);
  });
});
