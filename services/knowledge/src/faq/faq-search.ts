import type { Embedder } from '../embeddings/embedder.js';
import type { VectorHit, VectorIndex } from '../embeddings/vector-index.js';
import type { FaqIndex } from './faq-index.js';
import type { FaqEntry } from './parse-faq-csv.js';

export type MatchedBy = 'words' | 'meaning' | 'both';

export interface FaqSearchHit extends FaqEntry {
  score: number;
  matched_by: MatchedBy;
  /** The meaning search's cosine for the row; absent when only the words found it. */
  similarity?: number;
}

/**
 * How close a meaning must be for all-MiniLM-L6-v2 (cosine): paraphrases of a FAQ question
 * ("What are your opening hours?" for "When is the museum open?") score 0.5 to 0.7, questions
 * the FAQ does not cover ("What is the capital of France?") 0.15 to 0.3. Other models differ.
 */
export const MEANING_FLOOR: Record<string, number> = { 'local:all-MiniLM-L6-v2-int8': 0.45 };
const DEFAULT_MEANING_FLOOR = 0.45;
/** Reciprocal rank fusion's usual constant: a row both searches rank well wins. */
const RRF_K = 60;

/**
 * Hybrid retrieval: BM25 over the words (with its own relevance floor) and sentence embeddings
 * over the meaning, merged by reciprocal rank fusion. Each side only proposes rows it finds
 * relevant, so a question neither covers still gets nothing. Without vectors (no embedder, or
 * vectors of another model) it is the word search alone.
 */
export class FaqSearch {
  private readonly byRow: Map<number, FaqEntry>;

  constructor(
    private readonly entries: readonly FaqEntry[],
    private readonly words: FaqIndex,
    private readonly meaning: VectorIndex | null,
    private readonly embedder: Embedder | null,
    private readonly onEmbedFailure: (error: unknown) => void = () => {},
  ) {
    this.byRow = new Map(entries.map((entry) => [entry.row, entry]));
  }

  get size(): number {
    return this.words.size;
  }

  /** The FAQ's first questions (what the agent can offer when a question is not in it). */
  questions(limit: number): string[] {
    return this.entries.slice(0, limit).map((entry) => entry.question);
  }

  get usesMeaning(): boolean {
    return this.meaning !== null && this.embedder !== null && this.meaning.model === this.embedder.model;
  }

  async find(question: string, limit: number): Promise<FaqSearchHit[]> {
    const depth = limit * 3;
    const byWords = this.words.find(question, depth);
    const byMeaning = await this.meaningHits(question, depth);
    const similarities = new Map(byMeaning.map((hit) => [this.entries[hit.doc]!.row, hit.score]));
    const fused = new Map<number, { score: number; words: boolean; meaning: boolean }>();
    const add = (row: number, rank: number, side: 'words' | 'meaning') => {
      const entry = fused.get(row) ?? { score: 0, words: false, meaning: false };
      entry.score += 1 / (RRF_K + rank + 1);
      entry[side] = true;
      fused.set(row, entry);
    };
    byWords.forEach((hit, rank) => add(hit.row, rank, 'words'));
    byMeaning.forEach((hit, rank) => add(this.entries[hit.doc]!.row, rank, 'meaning'));
    return [...fused.entries()]
      .sort((a, b) => b[1].score - a[1].score || a[0] - b[0])
      .slice(0, limit)
      .map(([row, found]) => ({
        ...this.byRow.get(row)!,
        // Scaled so a row ranked first by one search scores about 1, by both about 2.
        score: Math.round(found.score * RRF_K * 1000) / 1000,
        matched_by: found.words && found.meaning ? 'both' : found.words ? 'words' : 'meaning',
        ...(similarities.has(row) ? { similarity: Math.round(similarities.get(row)! * 1000) / 1000 } : {}),
      }));
  }

  private async meaningHits(question: string, depth: number): Promise<VectorHit[]> {
    if (!this.usesMeaning) return [];
    try {
      const [vector] = await this.embedder!.embed([question]);
      const floor = MEANING_FLOOR[this.meaning!.model] ?? DEFAULT_MEANING_FLOOR;
      return this.meaning!.search(vector!, depth, floor);
    } catch (error) {
      this.onEmbedFailure(error);
      return [];
    }
  }
}
