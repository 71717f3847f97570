import type { knowledge, ReplyOf, RequestOf } from '@avatarium/contracts';
import type { Embedder } from '../embeddings/embedder.js';
import { dot } from '../embeddings/vector-math.js';
import { cachedVectors } from './cached-vectors.js';

/**
 * How close two single words must be (all-MiniLM-L6-v2, cosine) to mean the same thing here:
 * "pets" and "dogs" score 0.82, while words a FAQ row does not answer score well below it
 * ("permits" and "park" 0.34, "christmas" and "day" 0.37, "students" and "children" 0.51).
 */
const SAME_MEANING = 0.6;

/** The topics some word of the found rows means; word vectors cached per embedder. */
export function topicsCoveredBy(embedder: Embedder | null) {
  const vectorsOf = embedder ? cachedVectors(embedder) : null;
  return async (input: RequestOf<typeof knowledge.topicsCovered>): Promise<ReplyOf<typeof knowledge.topicsCovered>> => {
    if (!vectorsOf || input.topics.length === 0 || input.words.length === 0) return { covered: [] };
    const topics = input.topics.map((topic) => topic.toLowerCase());
    const words = [...new Set(input.words.map((word) => word.toLowerCase()))];
    const [topicVectors, wordVectors] = [await vectorsOf(topics), await vectorsOf(words)];
    const covered = input.topics.filter((_, index) =>
      wordVectors.some((word) => dot(topicVectors[index]!, word, 0, word.length) >= SAME_MEANING),
    );
    return { covered };
  };
}
