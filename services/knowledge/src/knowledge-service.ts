import { createStorage, startService, type Logger, type RunningService, type ServiceConnections } from '@avatarium/platform';
import { createEmbedder } from './embeddings/create-embedder.js';
import { createKnowledgeWriter } from './sources/knowledge-writer.js';
import { KnowledgeRepository } from './faq/knowledge.repository.js';
import { registerKnowledge } from './faq/register-knowledge.js';
import { registerSlides } from './slides/register-slides.js';
import { SlidesRepository } from './slides/slides.repository.js';
import { pdfLimitsOf, type KnowledgeConfig } from './knowledge-config.js';
import { PdfReader } from './sources/pdf-reader.js';
import type { KnowledgeDeps } from './knowledge-deps.js';

/** Owns agents' knowledge: FAQ CSVs, their hybrid search indexes (words and meaning), retrieval for conversations, unanswered questions. */
export function startKnowledgeService(config: KnowledgeConfig, logger?: Logger): Promise<RunningService> {
  return startService({
    name: 'knowledge',
    config,
    logger,
    deps: (connections) => knowledgeDeps(config, connections),
    register: [registerKnowledge, registerSlides, (deps) => () => deps.embedder?.close() ?? Promise.resolve()],
  });
}

async function knowledgeDeps(config: KnowledgeConfig, { mongo, bus, logger }: ServiceConnections): Promise<KnowledgeDeps> {
  const knowledge = new KnowledgeRepository(mongo);
  const slides = new SlidesRepository(mongo);
  await Promise.all([knowledge.init(), slides.init()]);
  return {
    bus,
    logger,
    storage: createStorage(config),
    knowledge,
    slides,
    indexes: new Map(),
    embedder: createEmbedder(config, logger),
    writer: createKnowledgeWriter(config),
    unansweredKept: config.KNOWLEDGE_UNANSWERED_KEPT,
    pdf: new PdfReader(pdfLimitsOf(config)),
    fetchPolicy: { allowLoopback: config.KNOWLEDGE_FETCH_ALLOW_LOOPBACK },
    now: () => new Date(),
  };
}
