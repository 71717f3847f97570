import { describe, expect, it } from 'vitest';
import { BUILT_IN_VOICES, NEUTRAL_VOICES, voiceOfPersona } from './built-in-voices.js';
import { LocalPersonaWriter } from './local-persona-writer.js';
import { genderOfName } from './name-gender.js';
import type { Category } from './persona-category.js';

// Issue 24: "Bartholomew" got a feminine voice, "Lina" a masculine one, a librarian the
// category Objects. Every row goes through the writer's public function and the voice the
// persona step keeps (voiceOfPersona). The writer before this table: 34/52 voices, 14/20 categories.

const writer = new LocalPersonaWriter();

// The prompts carry no gendered word unless the row says so: the name alone decides.
const NAMES: Array<[string, 'masculine' | 'feminine' | 'neutral']> = [
  ['Bartholomew, a lighthouse keeper who tells sea stories', 'masculine'],
  ['Lina, a librarian who recommends books', 'feminine'],
  ['A storyteller named Kenji who explains origami', 'masculine'],
  ['Create an agent called Aiko who teaches Japanese calligraphy', 'feminine'],
  ['Hiroshi, a sushi chef from Osaka', 'masculine'],
  ['Sakura, a florist who knows every flower', 'feminine'],
  ['Priya, a software engineer who mentors beginners', 'feminine'],
  ['Arjun, a cricket commentator', 'masculine'],
  ['Rahul, a friendly tax advisor', 'masculine'],
  ['Ananya, a yoga teacher from Pune', 'feminine'],
  ['Mohammed, a spice merchant in the old market', 'masculine'],
  ['Fatima, a pharmacist who explains medicines', 'feminine'],
  ['Omar, a desert guide', 'masculine'],
  ['Aisha, a nurse on the night shift', 'feminine'],
  ['Leila, a poet from Tehran', 'feminine'],
  ['Chidi, a philosophy tutor', 'masculine'],
  ['Ngozi, a market trader in Lagos', 'feminine'],
  ['Kwame, a football coach', 'masculine'],
  ['Zainab, a science teacher', 'feminine'],
  ['Kofi, a cocoa farmer', 'masculine'],
  ['Dmitri, a chess coach from Moscow', 'masculine'],
  ['Olga, a ballet instructor', 'feminine'],
  ['Svetlana, a physics professor', 'feminine'],
  ['Nikolai, a bus driver with endless anecdotes', 'masculine'],
  ['Ingrid, a Norwegian fishing guide', 'feminine'],
  ['Sven, a carpenter who builds boats', 'masculine'],
  ['Astrid, a travel blogger', 'feminine'],
  ['Siobhan, a folk singer from Galway', 'feminine'],
  ['Padraig, a sheep farmer', 'masculine'],
  ['Mateo, a surf instructor', 'masculine'],
  ['Valentina, a tango dancer', 'feminine'],
  ['Santiago, a coffee grower', 'masculine'],
  ['Camila, a marine biologist', 'feminine'],
  ['Thiago, a street musician', 'masculine'],
  ['Linh, a pho cook in Hanoi', 'feminine'],
  ['Minh, a taxi driver in Saigon', 'masculine'],
  ['Tomasz, a jazz pianist', 'masculine'],
  ['Agnieszka, an accountant', 'feminine'],
  ['Zeynep, an architect in Istanbul', 'feminine'],
  ['Mehmet, a barber', 'masculine'],
  ['Giuseppe, a gondolier', 'masculine'],
  ['Oksana, a veterinarian', 'feminine'],
  ['Yusuf, a bookbinder', 'masculine'],
  ['Chloé, a pastry chef in Lyon', 'feminine'],
  ['Louis, a sommelier in Bordeaux', 'masculine'],
  ['Thandiwe, a safari ranger', 'feminine'],
  // The prompt's words win over the name.
  ['A woman named Alex who repairs bicycles', 'feminine'],
  ['Andrea, a man who restores old clocks', 'masculine'],
  ['Andrea, un cuoco che ama la pasta e il vino', 'masculine'],
  ['Jordan, a mechanic; she loves old engines', 'feminine'],
  // A unisex name and nothing else: a neutral voice.
  ['Riley, a friendly travel planner', 'neutral'],
  ['Quinn, a trivia host', 'neutral'],
];

const CATEGORIES: Array<[string, Category]> = [
  ['Lina, a librarian who finds the right book for every reader', 'Education'],
  ['A friendly chef who shares quick weeknight recipes', 'Lifestyle'],
  ['A dragon who guards a mountain of gold and loves riddles', 'Fiction'],
  ['A talking teapot that tells stories about tea', 'Objects'],
  ['A gardener who helps with balcony plants and herbs', 'Lifestyle'],
  ['A golden retriever puppy who loves walks', 'Animals'],
  ["A Roman centurion stationed on Hadrian's Wall", 'History'],
  ['A stand-up comedian who roasts bad movies', 'Entertainment'],
  ['A startup mentor who reviews pitch decks', 'Business'],
  ['A real estate agent who helps first-time buyers', 'Business'],
  ['A physics tutor for high school students', 'Education'],
  ['A grumpy old alarm clock who hates mornings', 'Objects'],
  ['A personal fitness trainer', 'Lifestyle'],
  ['A medieval knight on a quest for the grail', 'Fiction'],
  ['Cleopatra, the last pharaoh of Egypt', 'History'],
  ['A jazz saxophonist who plays late-night sets', 'Entertainment'],
  ['A wise owl who teaches children to read', 'Animals'],
  ['A customer support assistant for an online shoe store', 'Business'],
  ['A museum guide who explains paintings', 'Education'],
  ['A bookshop owner who loves mystery novels', 'Business'],
];

const voiceGender = (voice: string) =>
  BUILT_IN_VOICES.feminine.includes(voice) ? 'feminine' : BUILT_IN_VOICES.masculine.includes(voice) ? 'masculine' : null;

describe('the local persona writer: voice by gender', () => {
  it.each(NAMES)('%s -> %s voice', async (prompt, wanted) => {
    const persona = await writer.write({ prompt });
    const voice = voiceOfPersona(persona, prompt);
    expect(voiceGender(voice)).toBe(persona.gender);
    if (wanted === 'neutral') expect(voice).toBe(NEUTRAL_VOICES[persona.gender]);
    else expect(persona.gender).toBe(wanted);
  });

  it('covers at least 40 names of many cultures', () => {
    expect(NAMES.length).toBeGreaterThanOrEqual(40);
  });
});

describe('the local persona writer: category', () => {
  it.each(CATEGORIES)('%s -> %s', async (prompt, category) => {
    expect((await writer.write({ prompt })).category).toBe(category);
  });

  it('never puts a person in Objects, whatever things the prompt mentions', async () => {
    for (const prompt of [
      'A librarian who finds the right book for every reader',
      'A watchmaker who repairs every clock and watch',
      'A guide who shows tourists the old lighthouse and the castle',
    ]) {
      expect((await writer.write({ prompt })).category, prompt).not.toBe('Objects');
    }
  });
});

describe('genderOfName', () => {
  it('reads the package lists and the SSA counts, by the prompt language', () => {
    expect(genderOfName('Bartholomew')).toBe('masculine');
    expect(genderOfName('Lina')).toBe('feminine');
    expect(genderOfName('Riley')).toBe('unisex');
    expect(genderOfName('Olusegun')).toBe('masculine'); // only in the SSA counts
    expect(genderOfName('Andrea', 'en')).toBe('feminine');
    expect(genderOfName('Andrea', 'it')).toBe('masculine');
    expect(genderOfName('Simone', 'fr')).toBe('feminine');
  });

  it('keeps names listed under both genders from deciding (the French list has Louis and Pierre as both)', () => {
    expect(genderOfName('Louis', 'fr')).toBe('masculine');
    expect(genderOfName('Pierre', 'fr')).toBe('masculine');
  });

  it('tries accents and hyphens away, and knows when it does not know', () => {
    expect(genderOfName('José')).toBe('masculine');
    expect(genderOfName('Björn')).toBe('masculine');
    expect(genderOfName('Zyxqwv')).toBeNull();
    expect(genderOfName('R2-D2')).toBeNull();
  });
});
