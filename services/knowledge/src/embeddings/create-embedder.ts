import type { Logger } from '@avatarium/platform';
import type { KnowledgeConfig } from '../knowledge-config.js';
import type { Embedder } from './embedder.js';
import { createLocalEmbedder } from './local-embedder.js';
import { createProviderEmbedder } from './provider-embedder.js';

/** The configured embedder; null (words only, said in the index progress) when none can run. */
export function createEmbedder(config: KnowledgeConfig, logger: Logger): Embedder | null {
  switch (config.EMBEDDING_PROVIDER) {
    case 'none':
      return null;
    case 'openai':
      return createProviderEmbedder({
        baseUrl: config.EMBEDDING_BASE_URL,
        apiKey: config.EMBEDDING_API_KEY,
        model: config.EMBEDDING_MODEL,
      });
    case 'local':
      if (!config.LOCAL_EMBEDDING_RUNTIME_DIR || !config.LOCAL_EMBEDDING_MODEL_DIR) {
        logger.warn('no offline embedding model prepared: FAQ search by words only');
        return null;
      }
      return createLocalEmbedder({ runtimeDir: config.LOCAL_EMBEDDING_RUNTIME_DIR, modelDir: config.LOCAL_EMBEDDING_MODEL_DIR });
  }
}
