import type { SessionPersona } from '../sessions/session.js';

/** Sentences in a spoken reply when neither the persona nor the visitor asks otherwise. */
export const DEFAULT_SENTENCES = 3;
/** Sentences when the visitor asks for more (a story, details, a list). */
export const LONG_SENTENCES = 8;

const NUMBERS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
};

/** "Answer in one sentence", "at most 2 sentences", "no more than four sentences" in the owner's instructions. */
const STATED_BUDGET =
  /\b(?:in|with|use|using|at most|no more than|maximum of|max\.?|up to|keep (?:it|replies|answers|your replies|your answers) (?:to|under))\s+(one|two|three|four|five|six|seven|eight|nine|ten|\d{1,2})\s+(?:short\s+|brief\s+)?sentences?\b/i;

const ASKS_FOR_MORE =
  /\b(story|stories|in detail|detailed|details|explain|describe|elaborate|tell me (?:more|everything|all)|more about|step by step|steps|list|everything about|history of)\b/i;

const COUNT = '(one|two|three|four|five|six|seven|eight|nine|ten|\\d{1,2})';
/** "(one to three sentences)", "2-3 sentences", "two or three sentences": the range's upper end is the budget. */
const STATED_RANGE = new RegExp(`\\b${COUNT}\\s*(?:to|-|–|—|or)\\s*${COUNT}\\s+(?:short\\s+|brief\\s+)?sentences?\\b`, 'i');

const countOf = (word: string) => NUMBERS[word.toLowerCase()] ?? Number(word);

/** The sentence budget the owner's instructions state, if they state one. */
export function statedBudget(systemPrompt: string): number | null {
  const range = STATED_RANGE.exec(systemPrompt);
  const match = STATED_BUDGET.exec(systemPrompt);
  // Whichever the owner wrote first: "keep replies short (one to three sentences)".
  const count =
    range && (!match || range.index <= match.index)
      ? Math.max(countOf(range[1]!), countOf(range[2]!))
      : match
        ? countOf(match[1]!)
        : null;
  return count !== null && count >= 1 && count <= 20 ? count : null;
}

/**
 * At most how many sentences this reply may have: the owner's stated budget when the persona
 * has one; otherwise three, or eight when the visitor asks for a story, details or a list.
 */
export function sentenceBudget(persona: Pick<SessionPersona, 'systemPrompt'>, question: string): number {
  return statedBudget(persona.systemPrompt) ?? (ASKS_FOR_MORE.test(question) ? LONG_SENTENCES : DEFAULT_SENTENCES);
}
