import type { knowledge, ReplyOf, RequestOf } from '@avatarium/contracts';
import type { Embedder } from '../embeddings/embedder.js';
import { dot } from '../embeddings/vector-math.js';

/**
 * How close two single words must be (all-MiniLM-L6-v2, cosine) to mean the same thing here:
 * "pets" and "dogs" score 0.82, while words a FAQ row does not answer score well below it
 * ("permits" and "park" 0.34, "christmas" and "day" 0.37, "students" and "children" 0.51).
 */
const SAME_MEANING = 0.6;
/** Word vectors kept between turns (a FAQ's vocabulary is a few hundred words). */
const CACHE_MAX = 5_000;

/** The topics some word of the found rows means; word vectors cached per embedder. */
export function topicsCoveredBy(embedder: Embedder | null) {
  const cache = new Map<string, Float32Array>();
  const vectorsOf = async (texts: string[]): Promise<Float32Array[]> => {
    const missing = [...new Set(texts.filter((text) => !cache.has(text)))];
    if (missing.length > 0) {
      const vectors = await embedder!.embed(missing);
      if (cache.size + missing.length > CACHE_MAX) cache.clear();
      missing.forEach((text, index) => cache.set(text, vectors[index]!));
    }
    return texts.map((text) => cache.get(text)!);
  };
  return async (input: RequestOf<typeof knowledge.topicsCovered>): Promise<ReplyOf<typeof knowledge.topicsCovered>> => {
    if (!embedder || input.topics.length === 0 || input.words.length === 0) return { covered: [] };
    const topics = input.topics.map((topic) => topic.toLowerCase());
    const words = [...new Set(input.words.map((word) => word.toLowerCase()))];
    const [topicVectors, wordVectors] = [await vectorsOf(topics), await vectorsOf(words)];
    const covered = input.topics.filter((_, index) =>
      wordVectors.some((word) => dot(topicVectors[index]!, word, 0, word.length) >= SAME_MEANING),
    );
    return { covered };
  };
}
