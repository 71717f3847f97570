import { createLocalEmbedder } from '../../services/knowledge/src/embeddings/local-embedder.js';
import { ensureEmbeddingEngine } from '../../tools/engines/embedding-engine.js';

/** How close two texts are in meaning, by the knowledge service's offline sentence embedder. */
export interface Meaning {
  /** The highest cosine similarity of `text` to any of `others` (-1..1; unit vectors). */
  closest(text: string, others: readonly string[]): Promise<number>;
  close(): Promise<void>;
}

/** all-MiniLM-L6-v2 int8, the model the knowledge service searches FAQs with (prepared once, offline). */
export async function localMeaning(): Promise<Meaning> {
  const embedder = createLocalEmbedder(await ensureEmbeddingEngine());
  return {
    async closest(text, others) {
      if (others.length === 0) return -1;
      const [first, ...rest] = await embedder.embed([text, ...others]);
      return Math.max(...rest.map((vector) => vector.reduce((sum, value, i) => sum + value * first![i]!, 0)));
    },
    close: () => embedder.close(),
  };
}
