import { Readable } from 'node:stream';
import { AppError } from '@avatarium/platform';
import Papa from 'papaparse';
import { announce, ownedAgent, viewOf } from '../faq/knowledge-view.js';
import type { GenerationSource, StoredKnowledge } from '../faq/knowledge.repository.js';
import { parseFaqCsv } from '../faq/parse-faq-csv.js';
import { writeFaqCsv } from '../faq/write-faq-csv.js';
import type { KnowledgeDeps } from '../knowledge-deps.js';
import type { ExtractedPair } from './html-to-faq.js';

/** Publishes a generation step (the modal's progress panel). */
export async function generationStep(deps: KnowledgeDeps, entry: StoredKnowledge, step: string, percent: number) {
  const next = await deps.knowledge.update(entry.agentId, { progress: { step, percent } });
  if (next) announce(deps, next);
}

/** Starts a FAQ generation for the owner's agent (one at a time), running `work` as a job. */
export async function startGeneration(
  deps: KnowledgeDeps,
  input: { agentId: string; ownerId: string },
  track: (work: Promise<void>) => void,
  source: GenerationSource,
  work: (entry: StoredKnowledge) => Promise<void>,
) {
  await ownedAgent(deps, input.agentId, input.ownerId);
  const current = await deps.knowledge.findOwned(input.agentId, input.ownerId);
  if (current?.status === 'generating') throw new AppError('CONFLICT', 'A FAQ is already being generated for this agent.');
  // The index being built would be cut off by the generation and its state lost if that fails.
  if (current?.status === 'indexing')
    throw new AppError('CONFLICT', 'The FAQ search index is being built: wait for it to finish.');
  const started = await deps.knowledge.startGenerating(input.agentId, input.ownerId, source, current?.status ?? null);
  track(work(started));
  return viewOf(started);
}

/**
 * The pairs for a document: written by the configured language model from its text, or (no
 * model, or the model failed) those its own structure holds. Progress moves from 70 to 84 %.
 */
export async function pairsFor(
  deps: KnowledgeDeps,
  entry: StoredKnowledge,
  found: { pairs: ExtractedPair[]; text: string },
): Promise<ExtractedPair[]> {
  if (!deps.writer || !found.text.trim()) return found.pairs;
  try {
    const written = await deps.writer.faqPairs(found.text, (part, parts) => {
      void generationStep(
        deps,
        entry,
        `Writing questions and answers (part ${part} of ${parts})`,
        70 + Math.round((14 * (part - 1)) / parts),
      );
    });
    if (written.length > 0) return written;
  } catch (error) {
    deps.logger.warn('the language model wrote no FAQ: keeping the pairs the document holds', {
      agentId: entry.agentId,
      error: String(error),
    });
  }
  return found.pairs;
}

/** The pairs found become the agent's FAQ: written as its CSV, RAG off until the owner turns it on. */
export async function keepGeneratedFaq(deps: KnowledgeDeps, entry: StoredKnowledge, pairs: ExtractedPair[]): Promise<void> {
  await generationStep(deps, entry, `Writing the FAQ (${pairs.length} questions)`, 85);
  const table = [['question', 'answer'], ...pairs.map((pair) => [pair.question, pair.answer])];
  // The download is neutralised against formula injection; the rows searched keep the text found.
  const csv = writeFaqCsv(table);
  const key = `knowledge/${entry.agentId}/faq-${deps.now().getTime()}.csv`;
  await deps.storage.put(key, Readable.from([Buffer.from(csv, 'utf8')]), 'text/csv');
  const parsed = parseFaqCsv(Papa.unparse(table));
  deps.indexes.delete(entry.agentId);
  const done = await deps.knowledge.replaceFaq(entry.agentId, entry.ownerId, {
    csvKey: key,
    headers: parsed.headers,
    previewRows: parsed.rows.slice(0, 5),
    total: parsed.rows.length,
    entries: parsed.entries,
  });
  announce(deps, done);
}

/**
 * A generation that failed: the FAQ the agent had (if any) stays, with its RAG state and status
 * from before the generation; the reason is shown. `said` is the reason in the owner's words
 * (the raw error then only goes to the log).
 */
export async function failGeneration(deps: KnowledgeDeps, entry: StoredKnowledge, title: string, error: unknown, said?: string) {
  deps.logger.warn('FAQ generation failed', { agentId: entry.agentId, error: String(error) });
  const reason = said ?? (error instanceof Error ? error.message : String(error));
  await endGeneration(deps, entry, `${title}: ${reason}`);
}

/** Ends a generation that made no FAQ: back to the state the agent's FAQ was in before it, with `error` shown. */
export async function endGeneration(deps: KnowledgeDeps, entry: StoredKnowledge, error: string) {
  const before = entry.statusBeforeGeneration;
  const status = !entry.csvKey ? 'failed' : before === 'ready' || before === 'failed' ? before : 'uploaded';
  const failed = await deps.knowledge.update(entry.agentId, { status, progress: null, error });
  if (failed) announce(deps, failed);
}
