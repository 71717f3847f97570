import { describe, expect, it } from 'vitest';
import { SentenceSplitter } from './sentence-splitter.js';

/** Feeds `text` in pieces of `size` characters (as a model streams) and collects what the splitter hands out. */
function split(text: string, size = 3, options = {}): string[] {
  const splitter = new SentenceSplitter(options);
  const out: string[] = [];
  for (let i = 0; i < text.length; i += size) out.push(...splitter.push(text.slice(i, i + size)));
  return [...out, ...splitter.flush()];
}

describe('SentenceSplitter', () => {
  it('hands out each sentence once the space after it arrives', () => {
    const splitter = new SentenceSplitter();
    expect(splitter.push('Hello there.')).toEqual([]);
    expect(splitter.push(' How')).toEqual(['Hello there.']);
    expect(splitter.push(' are you? I am')).toEqual(['How are you?']);
    expect(splitter.flush()).toEqual(['I am']);
  });

  it('keeps abbreviations, initials, decimals and list numbers inside their sentence', () => {
    expect(split('Hi. Dr. Smith met J. R. R. Tolkien at 3.14 p.m. today, e.g. on Mars. Then they left!')).toEqual([
      'Hi.',
      'Dr. Smith met J. R. R. Tolkien at 3.14 p.m. today, e.g. on Mars.',
      'Then they left!',
    ]);
    expect(split('Steps:\n1. Open it.\n2. Close it.')).toEqual(['Steps:', '1. Open it.', '2. Close it.']);
  });

  it('treats ellipses, exclamations and closing quotes as one ending', () => {
    expect(split('Well... "Really?" she asked. Yes!')).toEqual(['Well...', '"Really?"', 'she asked.', 'Yes!']);
  });

  it('lets the first piece be a clause so the voice starts early', () => {
    const [first, ...rest] = split('Ahoy there, traveller from the stars, welcome aboard my ship. Sit down.');
    expect(first).toBe('Ahoy there,');
    // The first piece ended inside its sentence: the second is cut early too, the third is not.
    expect(rest).toEqual(['traveller from the stars,', 'welcome aboard my ship.', 'Sit down.']);
    expect(split('Ahoy there, traveller, welcome, friend. Sit.')).toEqual([
      'Ahoy there,',
      'traveller, welcome,',
      'friend.',
      'Sit.',
    ]);
    // A first piece that is a whole sentence leaves the next one whole.
    expect(split('Ahoy there. Traveller from the stars, welcome aboard my ship.')).toEqual([
      'Ahoy there.',
      'Traveller from the stars, welcome aboard my ship.',
    ]);
  });

  it('ends the first piece at its first comma at least 10 characters in, before the sentence ends', () => {
    const splitter = new SentenceSplitter();
    // Handed out as soon as the comma after a word arrives, not 40 characters later.
    expect(splitter.push('I am Marlow')).toEqual([]);
    expect(splitter.push(',')).toEqual(['I am Marlow,']);
    expect(splitter.push(' a cheerful captain. I sail, and')).toEqual(['a cheerful captain.']);
    // Later commas do not end a piece.
    expect(splitter.flush()).toEqual(['I sail, and']);
    // Too short to speak alone: "Yes," and "Well," stay with what follows.
    expect(split('Yes, I am Marlow, a captain.')).toEqual(['Yes, I am Marlow,', 'a captain.']);
    expect(split('Well, yes. Hello there.')).toEqual(['Well, yes.', 'Hello there.']);
    // A whole sentence shorter than that stays whole.
    expect(split('Hello there, friend. Bye now.')).toEqual(['Hello there,', 'friend.', 'Bye now.']);
    // Guarded replies keep their first sentence whole, commas and all.
    expect(split('Ahoy there, traveller. Sit.', 3, { firstClauseChars: 220 })).toEqual(['Ahoy there, traveller.', 'Sit.']);
  });

  it('ends a first piece without a comma before a phrase word, never before "of" or "to"', () => {
    const [first, ...rest] = split('A storm I sailed through was a severe hurricane that blew across the Atlantic. It was wild.');
    expect(first).toBe('A storm I sailed through was a severe hurricane');
    expect(rest).toEqual(['that blew across the Atlantic.', 'It was wild.']);
    // A short first sentence is not cut; "of" and "to" do not start a piece.
    expect(split('I sailed last summer in the Gulf of Mexico. Then home.')).toEqual([
      'I sailed last summer in the Gulf of Mexico.',
      'Then home.',
    ]);
    expect(split('My favourite ship is the old schooner of the northern seas. Yes.')[0]).toBe(
      'My favourite ship is the old schooner of the northern seas.',
    );
    // Only the first piece: later sentences stay whole.
    expect(split('Yes. Later the crew sat together in the galley with the cook until the dawn came.')).toEqual([
      'Yes.',
      'Later the crew sat together in the galley with the cook until the dawn came.',
    ]);
  });

  it('ends the first piece before a conjunction or relative word 12 characters in, once that word is whole', () => {
    const splitter = new SentenceSplitter();
    expect(splitter.push('The sea is vast')).toEqual([]);
    expect(splitter.push(' and')).toEqual([]);
    // "and" could still be "android": the next word shows it is whole.
    expect(splitter.push(' endless')).toEqual(['The sea is vast']);
    expect(splitter.push(', and deep. It')).toEqual(['and endless,', 'and deep.']);
    expect(split('I am a captain who sails the north. Hello.')).toEqual(['I am a captain', 'who sails the north.', 'Hello.']);
    expect(split('The sea is vast android country. Yes.')[0]).toBe('The sea is vast android country.');
    // Too early to speak alone: "Yes and no," stays whole (then its comma ends it).
    expect(split('Yes and no, I think so. Fine.')[0]).toBe('Yes and no,');
    // Guarded replies keep their first sentence whole.
    expect(split('The sea is vast and endless. Yes.', 3, { firstClauseChars: 220 })).toEqual([
      'The sea is vast and endless.',
      'Yes.',
    ]);
  });

  it('keeps guarded replies whole (a first clause as long as a sentence)', () => {
    expect(
      split('A storm I sailed through was a severe hurricane that blew across the Atlantic.', 3, { firstClauseChars: 220 }),
    ).toEqual(['A storm I sailed through was a severe hurricane that blew across the Atlantic.']);
  });

  it('cuts a run-on clause at a comma, or at a space past the limit', () => {
    const runOn = `${'word '.repeat(30)}and ${'more '.repeat(30)}`;
    const pieces = split(`Start. ${runOn}`, 5, { maxChars: 80 });
    expect(pieces[0]).toBe('Start.');
    for (const piece of pieces.slice(1)) expect(piece.length).toBeLessThanOrEqual(80);
    expect(pieces.slice(1).join(' ')).toBe(runOn.trim());
  });

  it('gives the same sentences however the text is streamed', () => {
    const text = 'Mr. Brown paid $4.50 for it. Was it worth it? Absolutely, said he.\nThe end.';
    const reference = split(text, text.length);
    for (const size of [1, 2, 7, 13]) expect(split(text, size)).toEqual(reference);
  });

  it('takes a first comma after a word, a "?" or a "!" as it arrives, and waits after a number', () => {
    const first = (chunks: string[]) => {
      const splitter = new SentenceSplitter();
      return chunks.map((chunk) => splitter.push(chunk));
    };
    expect(first(['Ahoy', ' there', '!'])).toEqual([[], [], ['Ahoy there!']]);
    expect(first(['Do you', ' sail', '?'])).toEqual([[], [], ['Do you sail?']]);
    expect(first(['It cost 1', ',', '000 coins,', ' yes'])).toEqual([[], [], ['It cost 1,000 coins,'], []]);
    // The piece after a first clause too; later ones wait for the space, as before.
    expect(first(['I am Marlow', ',', ' a captain', '!', ' Yes', '!', ' Go'])).toEqual([
      [],
      ['I am Marlow,'],
      [],
      ['a captain!'],
      [],
      [],
      ['Yes!'],
    ]);
  });
});
