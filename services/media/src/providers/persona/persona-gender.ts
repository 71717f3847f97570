import type { Gender } from '@avatarium/contracts';
import { genderOfName } from './name-gender.js';
import { GENDER_WORDS, GENDERED_TITLES } from './persona-lexicon.js';

/** The voice an agent should have: a gender, or neutral when nothing in the prompt tells. */
export type VoiceGender = Gender | 'neutral';

const GENDERS = ['feminine', 'masculine'] as const;
const sign = (gender: Gender) => (gender === 'feminine' ? 1 : -1);

// A noun right after these starts a description of the agent ("Sophie, a baker", "I am a
// woman", "Create a king who ..."); after a preposition or a possessive it is someone else
// ("tells stories to a girl", "helps his daughter").
const DETERMINERS = new Set(['a', 'an', 'the']);
const INTRODUCERS = new Set(
  'is was am are be as named called create make build generate design me agent avatar character persona like'.split(' '),
);
const OTHERS = new Set(
  `to for with about from of by at on in into than his her my your our their its whose against among between
   helps help helping teaches teach teaching meets meet loves love serves serve raises raise marries marry`.split(/\s+/),
);
const PUNCTUATION = /^[.,;:!?()—–-]$/;

/** Words and punctuation, lower case: "Sophie, a baker" -> sophie , a baker. */
function lexemes(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}][\p{L}'’]*|[.,;:!?()—–]/gu) ?? [];
}

/**
 * How much a gendered noun at `index` says about the agent: 3 when it describes the agent
 * (a determiner and at most two adjectives after a clause start or an introducing verb),
 * 0 when it is someone else's (after a preposition, possessive or transitive verb), else 1.
 */
function nounWeight(tokens: string[], index: number): number {
  if (/['’]s$/.test(tokens[index]!)) return 0; // "the queen's librarian"
  for (let back = index - 1; back >= Math.max(0, index - 4); back -= 1) {
    const token = tokens[back]!;
    if (OTHERS.has(token)) return 0;
    if (PUNCTUATION.test(token)) return 3;
    if (DETERMINERS.has(token)) {
      const before = tokens[back - 1];
      if (before === undefined || PUNCTUATION.test(before) || INTRODUCERS.has(before)) return 3;
      return OTHERS.has(before) ? 0 : 1;
    }
  }
  return index <= 1 ? 3 : 1; // "Woman, 40, ..." / "Old man who ..."
}

/** The prompt's own words: positive feminine, negative masculine, 0 when they do not tell. */
function promptScore(tokens: string[]): number {
  let score = 0;
  tokens.forEach((token, index) => {
    for (const gender of GENDERS) {
      const words = GENDER_WORDS[gender];
      let weight = 0;
      if (words.explicit.has(token)) weight = nounWeight(tokens, index);
      else if (words.weak.has(token)) weight = Math.min(1, nounWeight(tokens, index));
      else if (token === words.subject) weight = 2;
      else if (words.pronouns.has(token)) weight = 1;
      score += sign(gender) * weight;
    }
  });
  return score;
}

/** A title before the name ("Sir", "Lady"), else the first name's usual gender in that language. */
function nameScore(name: string, language: string): number {
  const [first, ...rest] = name.replace(/\./g, '').split(/\s+/);
  if (!first) return 0;
  for (const gender of GENDERS) if (GENDERED_TITLES[gender].has(first.toLowerCase())) return sign(gender) * 3;
  // "Professor Bartholomew", "Dr. Ada Quill": the first word that is a known name.
  for (const word of [first, ...rest]) {
    const found = genderOfName(word, language);
    if (found === 'unisex') return 0;
    if (found) return sign(found) * 2;
  }
  return 0;
}

/**
 * The agent's gender: the prompt's words and the name weighed together ("a woman named Alex":
 * the noun outweighs the name), the prompt's words winning a tie ("Jordan ... she");
 * neutral when neither tells (a unisex or unknown name and no gendered words).
 */
export function genderOfPersona(prompt: string, name: string | null, language: string): VoiceGender {
  const words = promptScore(lexemes(prompt));
  const total = words + (name ? nameScore(name, language) : 0);
  const decided = total !== 0 ? total : words;
  if (decided > 0) return 'feminine';
  if (decided < 0) return 'masculine';
  return 'neutral';
}
