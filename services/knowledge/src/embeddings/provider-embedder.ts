import { OpenAiCompatibleClient } from '@avatarium/platform';
import type { Embedder } from './embedder.js';
import { normalize } from './vector-math.js';

export interface ProviderEmbedderSettings {
  baseUrl: string;
  apiKey?: string;
  model: string;
}

/** Inputs per request: OpenAI accepts up to 2,048; smaller batches keep a failed call cheap. */
const BATCH = 256;

/** An OpenAI-format embeddings endpoint (OpenAI, Ollama, vLLM, LocalAI...). */
export function createProviderEmbedder(settings: ProviderEmbedderSettings): Embedder {
  const client = new OpenAiCompatibleClient({ baseUrl: settings.baseUrl, apiKey: settings.apiKey, provider: 'embeddings' });
  return {
    model: `openai:${settings.model}`,
    async embed(texts) {
      const vectors: Float32Array[] = [];
      for (let from = 0; from < texts.length; from += BATCH) {
        const batch = await client.embeddings(settings.model, texts.slice(from, from + BATCH));
        for (const vector of batch) vectors.push(normalize(Float32Array.from(vector)));
      }
      return vectors;
    },
    async close() {},
  };
}
