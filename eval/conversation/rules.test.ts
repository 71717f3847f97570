import { describe, expect, it } from 'vitest';

import { factClaims, formViolations, missingPatterns, saysItDoesNotKnow, sentencesOf } from './rules.js';

describe('sentencesOf', () => {
  it('cuts at sentence ends and line breaks, not after abbreviations, initials or decimals', () => {
    expect(sentencesOf('Hello there! I met Dr. Smith and J. Watson at 3.14 pm. Ready?')).toEqual([
      'Hello there!',
      'I met Dr. Smith and J. Watson at 3.14 pm.',
      'Ready?',
    ]);
    expect(sentencesOf('First line\nSecond line… and more')).toEqual(['First line', 'Second line…', 'and more']);
    expect(sentencesOf('  ')).toEqual([]);
  });
});

describe('formViolations', () => {
  it('passes a short plain reply', () => {
    expect(formViolations("Ahoy, I'm Marlow, captain of the Gull. What brings you aboard?", 3)).toEqual([]);
  });

  it('names each failure of the issue', () => {
    expect(formViolations('Mira:\n\nI am Mira, your guide.', 3)).toEqual(['speaker prefix "Mira:"']);
    expect(formViolations('**Captain Marlow**: Ahoy!', 3)[0]).toMatch(/speaker prefix/);
    expect(formViolations('Here you go:\n- flour\n- eggs', 3)).toContain('bulleted list');
    expect(formViolations('1. Boil water. 2. Add pasta.', 5)).toContain('numbered list');
    expect(formViolations('## Pancakes\nMix it.', 3)).toContain('markdown heading');
    expect(formViolations('Three tips: Preheat Your Oven: start early.', 3)).toContain('list item heading');
    expect(formViolations('Here it is: Ingredients: flour and eggs.', 3)).toContain('list item heading');
    expect(formViolations('Mix well. Cooking Time: ten minutes.', 3)).toContain('list item heading');
    expect(formViolations("It was late. Here's the thing: we sailed on.", 3)).toEqual([]);
    expect(formViolations('Use `print`.', 3)).toContain('markdown emphasis or code');
    expect(formViolations('Great question! 😀', 3)).toContain('emoji');
    expect(formViolations('One. Two. Three. Four.', 3)).toEqual(['4 sentences (budget 3)']);
    expect(formViolations('As an AI language model, I cannot cook.', 3)).toEqual(['talks about being an AI ("As an AI")']);
    expect(formViolations('', 3)).toEqual(['empty reply']);
  });
});

describe('missingPatterns', () => {
  it('needs all of `all` and one of `any`', () => {
    expect(missingPatterns('Your name is Priya.', [/priya/i])).toEqual([]);
    expect(missingPatterns('I asked you nothing.', [], [/deep/i, /depth/i])).toEqual(['/deep/i or /depth/i']);
  });
});

describe('refusals and invented facts', () => {
  it('hears "I do not know" in its usual words', () => {
    expect(saysItDoesNotKnow("I'm not sure about that, sorry.")).toBe(true);
    expect(saysItDoesNotKnow('I don’t have that information.')).toBe(true);
    expect(saysItDoesNotKnow('Yes, we sell parking permits for visitors.')).toBe(false);
  });

  it('flags the sentences that state business facts, never the refusal', () => {
    expect(factClaims('Yes, we sell parking permits for visitors.')).toEqual([
      { sentence: 'Yes, we sell parking permits for visitors.', signal: 'a yes or no', invited: false },
    ]);
    expect(factClaims("I don't know, sorry. Feel free to ask me anything else!")).toEqual([]);
    expect(factClaims('No, I do not sell parking permits.').map((claim) => claim.signal)).toEqual(['a yes or no']);
    expect(factClaims('I am not sure. A permit costs 5 euros.').map((claim) => claim.signal)).toEqual(['a number']);
    expect(factClaims('Our café serves cake.', [/caf[eé]/i])).toEqual([
      { sentence: 'Our café serves cake.', signal: 'a claim this question invites', invited: true },
    ]);
    expect(factClaims('I am not sure about a café. Shall I ask the front desk about the café for you?', [/caf[eé]/i])).toEqual(
      [],
    );
  });
});
