import type { AddressPolicy, Bus, Logger, Storage } from '@avatarium/platform';
import type { Embedder } from './embeddings/embedder.js';
import type { FaqSearch } from './faq/faq-search.js';
import type { KnowledgeRepository } from './faq/knowledge.repository.js';
import type { SlidesRepository } from './slides/slides.repository.js';
import type { KnowledgeWriter } from './sources/knowledge-writer.js';
import type { PdfReader } from './sources/pdf-reader.js';

/** Everything the knowledge use cases need; `now` is the one clock. */
export interface KnowledgeDeps {
  bus: Bus;
  logger: Logger;
  storage: Storage;
  knowledge: KnowledgeRepository;
  slides: SlidesRepository;
  /** Built searches by agent, with the FAQ revision each was built from (rebuilt on a miss). */
  indexes: Map<string, { revision: number; search: FaqSearch }>;
  /** The configured language model writing FAQ pairs and slide scripts; null reads documents' own structure. */
  writer: KnowledgeWriter | null;
  /** Meaning vectors for hybrid retrieval; null searches by words only. */
  embedder: Embedder | null;
  unansweredKept: number;
  /** Reads PDFs (FAQ and slides) one at a time, each in a worker within the configured limits. */
  pdf: PdfReader;
  /** What a website FAQ may reach (loopback only in tests). */
  fetchPolicy: AddressPolicy;
  now: () => Date;
}
