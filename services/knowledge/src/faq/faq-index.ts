import type { FaqEntry } from './parse-faq-csv.js';

/** Words that say nothing about what is asked (they do not count towards relevance). */
const STOP_WORDS = new Set(
  'a an and are as at be by can could did do does for from had has have how i if in is it its me my of on or our so than that the their them then there these they this to was we were what when where which who why will with would you your please tell about'.split(
    ' ',
  ),
);

export const terms = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((term) => term.length > 1 && !STOP_WORDS.has(term));

export interface FaqHit extends FaqEntry {
  score: number;
}

// BM25 constants (the usual ones), questions weighted twice answers, prefix matches at 0.375.
const K1 = 1.2;
const B = 0.75;
const QUESTION_BOOST = 2;
const PREFIX_WEIGHT = 0.375;
const PREFIX_MIN_LENGTH = 5;
const PREFIX_EXPANSIONS_MAX = 20;

interface Posting {
  docs: Int32Array;
  weights: Float32Array;
}

const counts = (words: string[]) => {
  const tf = new Map<string, number>();
  for (const word of words) tf.set(word, (tf.get(word) ?? 0) + 1);
  return tf;
};

/**
 * BM25 over the FAQ with each row's weight per term computed once when the index is built, so
 * a question costs one pass over the rows its words appear in. Prefix matching for words of 5+
 * letters ("tickets" finds "ticket"...). A row counts only when it shares at least half of the
 * question's content words (and at least one): a FAQ that does not cover the question answers
 * nothing rather than its nearest unrelated row.
 */
export class FaqIndex {
  private readonly entries: FaqEntry[];
  private readonly postings = new Map<string, Posting>();
  private readonly sortedTerms: string[];
  // Scratch space reused by every search (searches are synchronous).
  private readonly scores: Float64Array;
  private readonly matched: Uint8Array;
  private readonly lastTerm: Int32Array;

  constructor(entries: readonly FaqEntry[]) {
    this.entries = [...entries];
    const n = this.entries.length;
    const fields = this.entries.map((entry) => {
      const question = terms(entry.question);
      const answer = terms(entry.answer);
      return { q: counts(question), a: counts(answer), ql: question.length, al: answer.length };
    });
    const avgQ = fields.reduce((sum, field) => sum + field.ql, 0) / Math.max(1, n) || 1;
    const avgA = fields.reduce((sum, field) => sum + field.al, 0) / Math.max(1, n) || 1;
    const byTerm = new Map<string, { docs: number[]; q: number[]; a: number[] }>();
    fields.forEach((field, doc) => {
      for (const term of new Set([...field.q.keys(), ...field.a.keys()])) {
        let list = byTerm.get(term);
        if (!list) byTerm.set(term, (list = { docs: [], q: [], a: [] }));
        list.docs.push(doc);
        list.q.push(field.q.get(term) ?? 0);
        list.a.push(field.a.get(term) ?? 0);
      }
    });
    const part = (tf: number, length: number, average: number) =>
      tf === 0 ? 0 : (tf * (K1 + 1)) / (tf + K1 * (1 - B + (B * length) / average));
    for (const [term, list] of byTerm) {
      const df = list.docs.length;
      const idf = Math.log(1 + (n - df + 0.5) / (df + 0.5));
      const weights = new Float32Array(df);
      list.docs.forEach((doc, i) => {
        const field = fields[doc]!;
        weights[i] = idf * (QUESTION_BOOST * part(list.q[i]!, field.ql, avgQ) + part(list.a[i]!, field.al, avgA));
      });
      this.postings.set(term, { docs: Int32Array.from(list.docs), weights });
    }
    this.sortedTerms = [...this.postings.keys()].sort();
    this.scores = new Float64Array(n);
    this.matched = new Uint8Array(n);
    this.lastTerm = new Int32Array(n).fill(-1);
  }

  get size(): number {
    return this.entries.length;
  }

  /** The term itself, then up to 20 longer words starting with it (for words of 5+ letters). */
  private expansions(term: string): Array<[Posting, number]> {
    const found: Array<[Posting, number]> = [];
    const exact = this.postings.get(term);
    if (exact) found.push([exact, 1]);
    if (term.length < PREFIX_MIN_LENGTH) return found;
    let low = 0;
    let high = this.sortedTerms.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.sortedTerms[middle]! < term) low = middle + 1;
      else high = middle;
    }
    for (let i = low; i < this.sortedTerms.length && found.length <= PREFIX_EXPANSIONS_MAX; i++) {
      const candidate = this.sortedTerms[i]!;
      if (!candidate.startsWith(term)) break;
      if (candidate !== term) found.push([this.postings.get(candidate)!, PREFIX_WEIGHT]);
    }
    return found;
  }

  find(question: string, limit: number): FaqHit[] {
    const wanted = [...new Set(terms(question))].slice(0, 32);
    if (wanted.length === 0) return [];
    const { scores, matched, lastTerm } = this;
    const touched: number[] = [];
    wanted.forEach((term, index) => {
      for (const [posting, factor] of this.expansions(term)) {
        const { docs, weights } = posting;
        for (let i = 0; i < docs.length; i++) {
          const doc = docs[i]!;
          if (lastTerm[doc] !== index) {
            if (matched[doc] === 0) touched.push(doc);
            lastTerm[doc] = index;
            matched[doc] = matched[doc]! + 1;
          }
          scores[doc] = scores[doc]! + factor * weights[i]!;
        }
      }
    });
    const needed = Math.max(1, Math.ceil(wanted.length / 2));
    const best: number[] = [];
    for (const doc of touched) {
      if (matched[doc]! >= needed) {
        // Keep the `limit` best in order (a short insertion list beats sorting every touched row).
        let at = best.length;
        while (at > 0 && scores[best[at - 1]!]! < scores[doc]!) at -= 1;
        if (at < limit) {
          best.splice(at, 0, doc);
          if (best.length > limit) best.pop();
        }
      }
    }
    const hits = best.map((doc) => ({ ...this.entries[doc]!, score: Math.round(scores[doc]! * 1000) / 1000 }));
    for (const doc of touched) {
      scores[doc] = 0;
      matched[doc] = 0;
      lastTerm[doc] = -1;
    }
    return hits;
  }
}
