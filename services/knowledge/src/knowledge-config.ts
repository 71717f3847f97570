import { baseEnvSchema, emptyAsUndefined, storageEnvSchema } from '@avatarium/platform';
import { z } from 'zod';
import type { PdfReaderLimits } from './sources/pdf-reader.js';

export const knowledgeEnvSchema = baseEnvSchema.merge(storageEnvSchema).extend({
  MONGODB_DB: z.string().default('avatarium_knowledge'),
  /** Unanswered questions kept per agent (the newest). */
  KNOWLEDGE_UNANSWERED_KEPT: z.coerce.number().int().positive().default(50),
  /** Who turns FAQ rows into meaning vectors: the offline model, an OpenAI-format endpoint, or none (words only). */
  EMBEDDING_PROVIDER: z.enum(['local', 'openai', 'none']).default('local'),
  /** The offline model's files (npm start prepares them under tools/.cache/engines). */
  LOCAL_EMBEDDING_RUNTIME_DIR: z.string().optional(),
  LOCAL_EMBEDDING_MODEL_DIR: z.string().optional(),
  EMBEDDING_BASE_URL: z.string().url().default('https://api.openai.com/v1'),
  EMBEDDING_API_KEY: z.string().optional(),
  EMBEDDING_MODEL: z.string().default('text-embedding-3-small'),
  /**
   * The platform's language model (the conversation service reads the same variables): when it
   * is an OpenAI-format model, FAQ pairs and slide scripts are written by it.
   */
  LLM_PROVIDER: z.preprocess(emptyAsUndefined, z.enum(['local', 'openai', 'anthropic', 'google']).default('local')),
  LLM_MODEL: z.preprocess(emptyAsUndefined, z.string().optional()),
  LLM_BASE_URL: z.preprocess(emptyAsUndefined, z.string().url().optional()),
  OPENAI_API_KEY: z.preprocess(emptyAsUndefined, z.string().optional()),
  /** PDFs (FAQ and slides): what their compressed streams may inflate to in all, images excepted (MB). */
  KNOWLEDGE_PDF_MAX_DECODED_MB: z.coerce.number().int().positive().default(64),
  /** PDFs: the largest image, XObject, inline or JPEG frame (megapixels). */
  KNOWLEDGE_PDF_MAX_IMAGE_MEGAPIXELS: z.coerce.number().positive().default(40),
  /** PDFs are read one at a time in a worker thread: its V8 heap (MB) ... */
  KNOWLEDGE_PDF_WORKER_HEAP_MB: z.coerce.number().int().positive().default(512),
  /** ... how much the process may grow while it reads (MB; pdf.js's buffers live outside the heap) ... */
  KNOWLEDGE_PDF_WORKER_MEMORY_MB: z.coerce.number().int().positive().default(1024),
  /** ... and the longest it may take to open the PDF or read one page (ms). */
  KNOWLEDGE_PDF_TIMEOUT_MS: z.coerce.number().int().positive().default(60_000),
  /** Tests only: a website FAQ may be read from a server on this machine (other internal ranges stay refused). */
  KNOWLEDGE_FETCH_ALLOW_LOOPBACK: z.preprocess((value) => value === 'true' || value === '1', z.boolean()).default(false),
});
export type KnowledgeConfig = z.infer<typeof knowledgeEnvSchema>;

/** The PDF reader's limits from the configuration. */
export const pdfLimitsOf = (config: KnowledgeConfig): PdfReaderLimits => ({
  maxDecodedBytes: config.KNOWLEDGE_PDF_MAX_DECODED_MB * 1024 * 1024,
  maxImagePixels: Math.round(config.KNOWLEDGE_PDF_MAX_IMAGE_MEGAPIXELS * 1_000_000),
  workerHeapMb: config.KNOWLEDGE_PDF_WORKER_HEAP_MB,
  workerMemoryMb: config.KNOWLEDGE_PDF_WORKER_MEMORY_MB,
  timeoutMs: config.KNOWLEDGE_PDF_TIMEOUT_MS,
});
