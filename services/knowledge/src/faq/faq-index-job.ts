import { Readable } from 'node:stream';
import { knowledge, type ReplyOf } from '@avatarium/contracts';
import type { z } from 'zod';
import { VectorIndex } from '../embeddings/vector-index.js';
import type { KnowledgeDeps } from '../knowledge-deps.js';
import { FaqIndex } from './faq-index.js';
import { FaqSearch } from './faq-search.js';
import { announce } from './knowledge-view.js';
import type { StoredKnowledge } from './knowledge.repository.js';
import type { FaqEntry } from './parse-faq-csv.js';

type Input<C extends { request: z.ZodType }> = z.output<C['request']>;

/** Rows embedded per step: progress moves at least every second or so on a CPU. */
const EMBED_BATCH = 64;
const vectorsKeyOf = (agentId: string, revision: number) => `knowledge/${agentId}/vectors-r${revision}.bin`;

async function readBytes(deps: KnowledgeDeps, key: string): Promise<Buffer> {
  const object = await deps.storage.get(key);
  const chunks: Buffer[] = [];
  for await (const chunk of object.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function readVectors(deps: KnowledgeDeps, agentId: string, key: string): Promise<VectorIndex | null> {
  return readBytes(deps, key)
    .then((bytes) => VectorIndex.fromBytes(bytes))
    .catch((error: unknown) => {
      deps.logger.warn('FAQ vectors unreadable: searching by words only', { agentId, error: String(error) });
      return null;
    });
}

function searchOf(deps: KnowledgeDeps, agentId: string, entries: FaqEntry[], meaning: VectorIndex | null): FaqSearch {
  return new FaqSearch(entries, new FaqIndex(entries), meaning, deps.embedder, (error) =>
    deps.logger.warn('question not embedded: searching by words only', { agentId, error: String(error) }),
  );
}

/** The agent's search, loaded now when missing or older than its FAQ (vectors from storage when kept). */
export async function searchFor(deps: KnowledgeDeps, agentId: string): Promise<FaqSearch | null> {
  const cached = deps.indexes.get(agentId);
  const stored = await deps.knowledge.entriesForIndexing(agentId);
  if (!stored) return null;
  if (cached && cached.revision === stored.revision) return cached.search;
  const meaning =
    stored.vectors && stored.vectors.model === deps.embedder?.model ? await readVectors(deps, agentId, stored.vectors.key) : null;
  const search = searchOf(deps, agentId, stored.entries, meaning);
  deps.indexes.set(agentId, { revision: stored.revision, search });
  return search;
}

/** Each row's question, and its question with its answer, as vectors; `progress` after every batch. */
async function embedRows(
  deps: KnowledgeDeps,
  entries: FaqEntry[],
  progress: (done: number) => Promise<boolean>,
): Promise<VectorIndex | null> {
  const embedder = deps.embedder!;
  const questions: Float32Array[] = [];
  const passages: Float32Array[] = [];
  for (let from = 0; from < entries.length; from += EMBED_BATCH) {
    const batch = entries.slice(from, from + EMBED_BATCH);
    questions.push(...(await embedder.embed(batch.map((entry) => entry.question))));
    passages.push(...(await embedder.embed(batch.map((entry) => `${entry.question}\n${entry.answer}`))));
    if (!(await progress(from + batch.length))) return null; // turned off or replaced meanwhile
  }
  return VectorIndex.of(embedder.model, questions, passages);
}

/**
 * Builds the index with its steps announced (the modal's progress panel): the word index at
 * once, then the meaning vectors batch by batch, kept in storage so a restart does not
 * compute them again. Without an embedding model the agent searches by words and says so.
 */
export async function buildIndex(deps: KnowledgeDeps, stored: StoredKnowledge): Promise<void> {
  const { agentId, revision } = stored;
  const step = async (progress: knowledge.KnowledgeState['progress'], set: { vectors?: unknown } = {}) => {
    const next = await deps.knowledge.update(agentId, { progress, ...set } as never, revision, 'indexing');
    if (next) announce(deps, next);
    return next !== null;
  };
  try {
    if (!(await step({ step: 'Reading the FAQ', percent: 15 }))) return;
    const faq = await deps.knowledge.entriesForIndexing(agentId);
    if (!faq || faq.revision !== revision || faq.entries.length === 0) throw new Error('the FAQ has no entries');
    const total = faq.entries.length;
    if (!(await step({ step: 'Building the word index', percent: 25 }))) return;
    let meaning: VectorIndex | null = null;
    let wordsOnly = '';
    if (!deps.embedder) wordsOnly = ' (search by words only: no embedding model is installed)';
    else {
      try {
        // Turned off and on again: the vectors of this FAQ are already kept.
        if (faq.vectors?.model === deps.embedder.model) meaning = await readVectors(deps, agentId, faq.vectors.key);
        if (meaning) deps.logger.debug('FAQ vectors reused', { agentId });
        else {
          meaning = await embedRows(deps, faq.entries, (done) =>
            step({ step: `Computing meaning vectors: ${done} of ${total}`, percent: 25 + Math.floor((70 * done) / total) }),
          );
          if (!meaning) return;
        }
        const key = vectorsKeyOf(agentId, revision);
        if (faq.vectors?.key !== key) await deps.storage.put(key, Readable.from([meaning.toBytes()]), 'application/octet-stream');
        const previous = faq.vectors?.key;
        if (!(await step({ step: 'Saving the index', percent: 97 }, { vectors: { key, model: meaning.model, revision } })))
          return;
        if (previous && previous !== key) await deps.storage.delete(previous).catch(() => undefined);
      } catch (error) {
        deps.logger.warn('FAQ vectors not computed: searching by words only', { agentId, error: String(error) });
        meaning = null;
        wordsOnly = ' (search by words only: the embedding model failed)';
      }
    }
    deps.indexes.set(agentId, { revision, search: searchOf(deps, agentId, faq.entries, meaning) });
    const done = await deps.knowledge.update(
      agentId,
      { status: 'ready', progress: { step: `Ready: ${total} questions${wordsOnly}`, percent: 100 } },
      revision,
      'indexing',
    );
    if (done) announce(deps, done);
  } catch (error) {
    deps.logger.warn('FAQ index build failed', { agentId, error: String(error) });
    const failed = await deps.knowledge.update(
      agentId,
      { status: 'failed', enabled: false, progress: null, error: 'Failed to generate vector database' },
      revision,
    );
    if (failed) announce(deps, failed);
  }
}

/** FAQ questions offered when nothing matched: what the agent can help with instead. */
const SUGGESTIONS = 3;

/**
 * The FAQ rows that answer a question, when the agent answers from its FAQ, with the owner's
 * answering choices; when nothing matched, a few of the FAQ's own questions to offer instead.
 */
export async function retrieve(
  deps: KnowledgeDeps,
  input: Input<typeof knowledge.retrieve>,
): Promise<ReplyOf<typeof knowledge.retrieve>> {
  const stored = await deps.knowledge.findForConversation(input.agentId);
  if (!stored?.enabled)
    return { enabled: false, passages: [], answering: stored?.answering ?? knowledge.DEFAULT_ANSWERING, suggestions: [] };
  const search = await searchFor(deps, input.agentId);
  const passages = search ? await search.find(input.question, input.limit) : [];
  const suggestions = passages.length === 0 && search ? search.questions(SUGGESTIONS) : [];
  return { enabled: true, passages, answering: stored.answering, suggestions };
}
