import { AgentPersona } from '@avatarium/contracts';
import { describe, expect, it } from 'vitest';
import { chooseBuiltInVoice } from './built-in-voices.js';
import { LocalPersonaWriter } from './local-persona-writer.js';

const writer = new LocalPersonaWriter();
const write = (prompt: string) => writer.write({ prompt });

describe('LocalPersonaWriter', () => {
  it('reads the name, role, gender and category out of the prompt', async () => {
    const persona = await write('Sophie, a cheerful French baker who shares her favourite bread recipes');
    expect(persona).toMatchObject({ name: 'Sophie', gender: 'feminine', category: 'Lifestyle', language: 'en' });
    expect(persona.system_prompt).toMatch(/^You are Sophie, a cheerful French baker\./);
    expect(persona.system_prompt).toContain('Speak English');
    expect(persona.description).toBe('Sophie, a cheerful French baker who shares her favourite bread recipes.');
  });

  it('finds names after "named" and "called", and masculine words', async () => {
    expect(await write('Create an AI agent named Marcus Aurelius, a stoic emperor who gives him advice')).toMatchObject({
      name: 'Marcus Aurelius',
      gender: 'masculine',
      category: 'History',
    });
    expect((await write('a wise old wizard called Albus')).name).toBe('Albus');
  });

  it('keeps a titled name wherever it stands in the prompt', async () => {
    expect((await write('An eccentric history teacher, Professor Bartholomew, who loves Rome')).name).toBe(
      'Professor Bartholomew',
    );
    expect((await write('a calm surgeon, Dr. Ada Quill, explaining anatomy')).name).toBe('Dr. Ada Quill');
  });

  it('answers in the language the prompt asks for, or is written in', async () => {
    expect((await write('A tutor who speaks Spanish and teaches grammar')).language).toBe('es');
    expect((await write('Une guide de musée qui explique les tableaux avec passion et humour')).language).toBe('fr');
    expect((await write('Учитель истории, который любит рассказывать')).language).toBe('ru');
    expect((await write('A German-speaking physics teacher')).language).toBe('de');
  });

  it('is deterministic and writes a valid persona for the default prompt', async () => {
    const first = await write('Create an AI agent');
    expect(await write('Create an AI agent')).toEqual(first);
    expect(first.category).toBe('Uncategorized');
    expect(first.description).toContain('friendly AI agent');
    expect(AgentPersona.safeParse({ ...first, voice_id: 'nova' }).success).toBe(true);
  });

  it('keeps every field within the contract for a very long prompt', async () => {
    const persona = await write(`A detective ${'who investigates strange cases '.repeat(200)}`);
    expect(AgentPersona.safeParse({ ...persona, voice_id: null }).success).toBe(true);
    expect(persona.category).toBe('Fiction');
  });
});

describe('chooseBuiltInVoice', () => {
  it('picks a voice of the gender, the same one for the same prompt', () => {
    const voice = chooseBuiltInVoice('en', 'masculine', 'A pirate');
    expect(['ash', 'ballad', 'echo', 'fable', 'onyx', 'verse']).toContain(voice);
    expect(chooseBuiltInVoice('en', 'masculine', 'A pirate')).toBe(voice);
    expect(['alloy', 'coral', 'nova', 'sage', 'shimmer']).toContain(chooseBuiltInVoice('fr', 'feminine', 'Une baronne'));
  });
});
