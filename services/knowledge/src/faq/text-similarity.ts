import { knowledge, type ReplyOf, type RequestOf } from '@avatarium/contracts';
import { AppError } from '@avatarium/platform';
import type { Embedder } from '../embeddings/embedder.js';
import { dot } from '../embeddings/vector-math.js';
import { cachedVectors } from './cached-vectors.js';

/**
 * knowledge.similarity: how close an agent's sentence is to each FAQ row it was given (the
 * conversation checks that a reply restates the row it answers from). Rows are cached: the same
 * few come back every turn; the sentence is new each time (one short embedding).
 */
export function textSimilarityBy(embedder: Embedder | null) {
  const vectorsOf = embedder ? cachedVectors(embedder) : null;
  return async (input: RequestOf<typeof knowledge.similarity>): Promise<ReplyOf<typeof knowledge.similarity>> => {
    if (!vectorsOf) throw new AppError('UNAVAILABLE', 'No embedding model is installed.');
    const [text, ...others] = await vectorsOf([input.text, ...input.others]);
    return { scores: others.map((other) => Math.round(dot(text!, other, 0, other.length) * 1000) / 1000) };
  };
}
