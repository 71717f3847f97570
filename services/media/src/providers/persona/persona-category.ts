import { AGENT_CATEGORIES } from '@avatarium/contracts';
import { CATEGORY_LEXICON, PERSON_WORDS, ROLE_WORDS } from './persona-lexicon.js';

export type Category = (typeof AGENT_CATEGORIES)[number];
type Scored = Exclude<Category, 'Uncategorized'>;

/** Ties go to the earlier one: a dragon that collects books is Fiction before Objects. */
const TIE_ORDER: readonly Scored[] = [
  'Fiction',
  'History',
  'Animals',
  'Education',
  'Business',
  'Entertainment',
  'Lifestyle',
  'Objects',
];

/** "recipes" -> "recipe", "libraries" -> "library", "boxes" -> "box". */
function singulars(word: string): string[] {
  const forms = [word];
  if (word.endsWith('ies')) forms.push(`${word.slice(0, -3)}y`);
  if (word.endsWith('es')) forms.push(word.slice(0, -2));
  if (word.endsWith('s') && !word.endsWith('ss')) forms.push(word.slice(0, -1));
  return forms;
}

function nounCategories(word: string): Scored[] {
  return TIE_ORDER.filter((category) => singulars(word).some((form) => CATEGORY_LEXICON[category].nouns.has(form)));
}

function topicCategories(word: string): Scored[] {
  return TIE_ORDER.filter((category) => {
    const { nouns, topics } = CATEGORY_LEXICON[category];
    return singulars(word).some((form) => topics.has(form) || nouns.has(form));
  });
}

const OF = new Set(['of', 'de', 'du', 'des', 'di', 'del', 'della', 'von', 'da', 'do']);

/**
 * The noun a role phrase is about: its last lexicon noun ("a golden retriever puppy" -> puppy),
 * before an "of" ("a teacher of piano", "une professeure de piano" -> not piano).
 */
export function headOf(phrase: readonly string[]): string | null {
  const of = phrase.findIndex((word) => OF.has(word));
  const end = of > 0 ? of : phrase.length;
  for (let index = end - 1; index >= 0; index -= 1) {
    if (singulars(phrase[index]!).some((form) => ROLE_WORDS.has(form))) return phrase[index]!;
  }
  return phrase[end - 1] ?? null;
}

// Words for people by their ending, when the lexicon does not know them: watchmaker,
// blacksmith, shipwright, innkeeper, postman, florist, comedian, saboteur, seamstress.
const PERSON_ENDING = /(?:maker|smith|wright|keeper|man|woman|ist|ian|eur|euse|ess)$/;

function isPerson(head: string, categories: readonly Scored[]): boolean {
  if (PERSON_WORDS.has(head)) return true;
  if (categories.length > 0) return categories.some((category) => category !== 'Objects' && category !== 'Animals');
  return PERSON_ENDING.test(head);
}

/**
 * The category of an agent from the prompt's words. The head noun of its role phrase ("a
 * friendly librarian" -> librarian) weighs 3, the phrase's other words 2 ("a startup mentor"),
 * a title before its name ("Professor", "Chef") 2, every other lexicon word 1. A person is never
 * an Object: when the head names a person, Objects scores nothing ("a librarian who finds the
 * right book"). Ties go to the head's category, then TIE_ORDER; no lexicon word: Uncategorized.
 */
export function categoryOf(words: readonly string[], role: readonly string[], title: string | null): Category {
  const scores = new Map<Scored, number>();
  const add = (categories: Scored[], weight: number) => {
    for (const category of categories) scores.set(category, (scores.get(category) ?? 0) + weight);
  };
  const head = headOf(role);
  for (const word of words) if (word !== head) add(topicCategories(word), 1);
  for (const word of role) if (word !== head) add(topicCategories(word), 1); // 2 with the loop above
  const headCategories = head ? nounCategories(head) : [];
  add(headCategories, 3);
  if (title) add(nounCategories(title.toLowerCase().replace(/\.$/, '')), 2);
  if (head && isPerson(head, headCategories)) scores.delete('Objects');
  let best: { category: Category; score: number } = { category: 'Uncategorized', score: 0 };
  for (const category of TIE_ORDER) {
    const score = scores.get(category) ?? 0;
    const headWins =
      score === best.score && headCategories.includes(category) && !headCategories.some((c) => c === best.category);
    if (score > best.score || (score > 0 && headWins)) best = { category, score };
  }
  return best.category;
}
