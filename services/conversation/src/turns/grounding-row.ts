import type { knowledge } from '@avatarium/contracts';

/**
 * The FAQ row a question closely asks, and the check that the reply says what that row says
 * (issue 24). A 0.5B model given the row "Only assistance dogs are allowed inside" still answers
 * "Yes, your dog can come inside with you.", and given the height and the age rows answers "How
 * old is the lighthouse?" with the height: a sentence that contradicts the row or drifts to
 * another is replaced by the owner's own answer, in code.
 */

/**
 * How close in meaning (all-MiniLM-L6-v2, cosine) the question must be to a row for the row to
 * be the answer: the eval's paraphrases of a row score 0.76–0.89 ("Can my dog come inside with
 * me?" / "Can I bring my dog?" 0.79, "How old is the lighthouse?" / "When was the lighthouse
 * built?" 0.81), questions outside the FAQ at most 0.61 to their nearest row (a café to the
 * opening hours).
 */
export const CLOSE_MATCH = 0.7;

/** The row the question closely asks: the closest in meaning, when it is close enough. */
export function closeRow(passages: readonly knowledge.Passage[]): knowledge.Passage | null {
  let best: knowledge.Passage | null = null;
  for (const passage of passages)
    if ((passage.similarity ?? -1) >= CLOSE_MATCH && (passage.similarity ?? -1) > (best?.similarity ?? -1)) best = passage;
  return best;
}

const textOf = (row: { question: string; answer: string }) => `${row.question} ${row.answer}`;
const numbersOf = (text: string) => text.match(/\d+(?:[.,]\d+)?/g) ?? [];

/** A yes opening the sentence: "Yes, your dog can come inside." */
const YES = /^[\s\p{P}]*(?:yes|yeah|yep|sure|of course|absolutely|certainly|definitely)\b/iu;
/** What limits an answer: "Only assistance dogs", "not", "except Mondays". */
const LIMITS = /\b(?:only|not|no|never|except|cannot|can't|isn't|aren't|don't|doesn't|mustn't|unless|but)\b|n't\b/i;

/**
 * True when `sentence` says what the row does not: a number the row does not have ("48 metres"
 * for the row "first lit in 1874"), or a plain yes where the row sets a limit ("Yes, your dog can
 * come inside." for "Only assistance dogs are allowed inside.").
 */
export function contradictsRow(sentence: string, row: { question: string; answer: string }): boolean {
  const allowed = new Set(numbersOf(textOf(row)));
  if (numbersOf(sentence).some((number) => !allowed.has(number))) return true;
  return YES.test(sentence) && LIMITS.test(row.answer) && !LIMITS.test(sentence);
}

/** Below this closeness to its row the first sentence is about something else. */
const ABOUT_THE_ROW = 0.4;
/** Another row found this much closer: the sentence answers that row instead. */
const DRIFT_MARGIN = 0.05;

/**
 * True when the first sentence (its closeness by meaning to the row, then to the other rows
 * found, as knowledge.similarity gave them) is about another row or none.
 */
export function driftsFromRow(scores: readonly number[]): boolean {
  const [own, ...others] = scores;
  if (own === undefined) return false;
  return own < ABOUT_THE_ROW || others.some((other) => other > own + DRIFT_MARGIN);
}

/** The texts the first sentence is compared with: the row, then the other rows found. */
export function rowTexts(row: knowledge.Passage, passages: readonly knowledge.Passage[]): string[] {
  return [row, ...passages.filter((passage) => passage.row !== row.row)].map(textOf);
}

export type RowVerdict = 'say' | 'replace' | 'drop';

/**
 * Judges a reply's sentences against the row: the first by the rules and by meaning (replaced
 * by the owner's answer when it disagrees), the later ones by the rules (dropped, with the
 * rest of the reply, when they contradict it).
 */
export class RowGuard {
  private first = true;

  constructor(
    readonly row: knowledge.Passage,
    private readonly passages: readonly knowledge.Passage[],
    /** knowledge.similarity; null when it cannot answer in time (the rules alone then). */
    private readonly similarity: (text: string, others: string[]) => Promise<number[] | null>,
  ) {}

  async judge(sentence: string): Promise<RowVerdict> {
    const first = this.first;
    this.first = false;
    if (contradictsRow(sentence, this.row)) return first ? 'replace' : 'drop';
    if (!first) return 'say';
    const scores = await this.similarity(sentence, rowTexts(this.row, this.passages));
    return scores && driftsFromRow(scores) ? 'replace' : 'say';
  }
}
