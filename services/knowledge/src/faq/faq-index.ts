import MiniSearch from 'minisearch';
import type { FaqEntry } from './parse-faq-csv.js';

/** Words that say nothing about what is asked (they do not count towards relevance). */
const STOP_WORDS = new Set(
  'a an and are as at be by can could did do does for from had has have how i if in is it its me my of on or our so than that the their them then there these they this to was we were what when where which who why will with would you your please tell about'.split(
    ' ',
  ),
);

const terms = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((term) => term.length > 1 && !STOP_WORDS.has(term));

export interface FaqHit extends FaqEntry {
  score: number;
}

/**
 * BM25+ over the FAQ (minisearch), questions weighted above answers, with prefix matching
 * for longer words. A hit counts only when it shares at least half of the question's content
 * words (and at least one): a FAQ that does not cover the question answers nothing rather than
 * its nearest unrelated row.
 */
export class FaqIndex {
  private readonly search: MiniSearch<FaqEntry>;

  constructor(entries: readonly FaqEntry[]) {
    this.search = new MiniSearch<FaqEntry>({
      idField: 'row',
      fields: ['question', 'answer'],
      storeFields: ['row', 'question', 'answer'],
      tokenize: terms,
      processTerm: (term) => term,
    });
    this.search.addAll(entries as FaqEntry[]);
  }

  get size(): number {
    return this.search.documentCount;
  }

  find(question: string, limit: number): FaqHit[] {
    const wanted = [...new Set(terms(question))];
    if (wanted.length === 0) return [];
    const results = this.search.search(wanted.join(' '), {
      boost: { question: 2 },
      // Plural and verb endings ("tickets", "parking"); typo tolerance (fuzzy) costs 3x for little here.
      prefix: (term) => term.length > 4,
      combineWith: 'OR',
    });
    const needed = Math.max(1, Math.ceil(wanted.length / 2));
    return results
      .filter((result) => new Set(result.queryTerms).size >= needed)
      .slice(0, limit)
      .map((result) => ({
        row: result.row as number,
        question: result.question as string,
        answer: result.answer as string,
        score: Math.round(result.score * 1000) / 1000,
      }));
  }
}
