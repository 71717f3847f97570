import type { Embedder } from '../embeddings/embedder.js';

/** Vectors kept between turns (a FAQ's vocabulary and rows are a few hundred texts). */
const CACHE_MAX = 5_000;

/** An embedder's vectors for texts, the ones seen before from a cache (the same words and rows come back every turn). */
export function cachedVectors(embedder: Embedder): (texts: string[]) => Promise<Float32Array[]> {
  const cache = new Map<string, Float32Array>();
  return async (texts) => {
    const missing = [...new Set(texts.filter((text) => !cache.has(text)))];
    if (missing.length > 0) {
      const vectors = await embedder.embed(missing);
      if (cache.size + missing.length > CACHE_MAX) cache.clear();
      missing.forEach((text, index) => cache.set(text, vectors[index]!));
    }
    return texts.map((text) => cache.get(text)!);
  };
}
