import { catalog, knowledge, type ReplyOf } from '@avatarium/contracts';
import { AppError } from '@avatarium/platform';
import type { z } from 'zod';
import type { KnowledgeDeps } from '../knowledge-deps.js';
import { FaqIndex } from './faq-index.js';
import type { StoredKnowledge } from './knowledge.repository.js';
import { parseFaqCsv } from './parse-faq-csv.js';

/** A request as the bus hands it over: parsed, defaults applied. */
type Input<C extends { request: z.ZodType }> = z.output<C['request']>;

export const AGENT_NOT_FOUND = 'Agent not found';
const CSV_MAX_BYTES = 20 * 1024 * 1024;

/** Where the owner downloads the FAQ (Download CSV): the gateway streams it from storage. */
export const faqUrlOf = (agentId: string) => `/api/agents/${agentId}/knowledge/faq.csv`;

export function viewOf(stored: StoredKnowledge): knowledge.KnowledgeState {
  return {
    agentId: stored.agentId,
    // Spec 003: an empty knowledge object while a FAQ is being generated.
    knowledge: stored.status === 'generating' || !stored.csvKey ? {} : { faq: faqUrlOf(stored.agentId), enabled: stored.enabled },
    status: stored.status,
    progress: stored.progress,
    error: stored.error,
    preview: {
      headers: stored.headers,
      rows: stored.previewRows.slice(0, knowledge.CSV_PREVIEW_ROWS),
      total: stored.total,
    },
    unanswered: stored.unanswered.map((entry) => ({
      question: entry.question,
      asked_at: new Date(entry.asked_at).toISOString(),
    })),
    updated_at: stored.updatedAt.toISOString(),
  };
}

export function announce(deps: KnowledgeDeps, stored: StoredKnowledge): knowledge.KnowledgeState {
  const state = viewOf(stored);
  deps.bus.publish(knowledge.knowledgeChanged, { ownerId: stored.ownerId, state });
  return state;
}

export async function ownedAgent(deps: KnowledgeDeps, agentId: string, ownerId: string) {
  const agent = await deps.bus.request(catalog.getAgent, { agentId, scope: { kind: 'owner', ownerId } });
  if (!agent) throw new AppError('NOT_FOUND', AGENT_NOT_FOUND);
  return agent;
}

export async function getKnowledge(
  deps: KnowledgeDeps,
  input: Input<typeof knowledge.getKnowledge>,
): Promise<ReplyOf<typeof knowledge.getKnowledge>> {
  await ownedAgent(deps, input.agentId, input.ownerId);
  const stored = await deps.knowledge.find(input.agentId);
  return stored ? viewOf(stored) : null;
}

async function readText(deps: KnowledgeDeps, key: string): Promise<string> {
  const object = await deps.storage.get(key).catch(() => {
    throw new AppError('BAD_INPUT', 'The CSV file was not found: upload it again.');
  });
  if (object.size > CSV_MAX_BYTES) throw new AppError('BAD_INPUT', 'The CSV is larger than 20 MB.');
  const chunks: Buffer[] = [];
  for await (const chunk of object.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function faqFile(
  deps: KnowledgeDeps,
  input: Input<typeof knowledge.faqFile>,
): Promise<ReplyOf<typeof knowledge.faqFile>> {
  await ownedAgent(deps, input.agentId, input.ownerId);
  const stored = await deps.knowledge.find(input.agentId);
  return stored?.csvKey ? { key: stored.csvKey } : null;
}

/** A CSV the owner uploaded becomes the agent's FAQ (RAG off until turned on). */
export async function setFaq(
  deps: KnowledgeDeps,
  input: Input<typeof knowledge.setFaq>,
): Promise<ReplyOf<typeof knowledge.setFaq>> {
  await ownedAgent(deps, input.agentId, input.ownerId);
  let parsed;
  try {
    parsed = parseFaqCsv(await readText(deps, input.csv_key));
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('BAD_INPUT', error instanceof Error ? error.message : 'The CSV could not be read.');
  }
  deps.indexes.delete(input.agentId);
  const stored = await deps.knowledge.replaceFaq(input.agentId, input.ownerId, {
    csvKey: input.csv_key,
    headers: parsed.headers,
    previewRows: parsed.rows.slice(0, knowledge.CSV_PREVIEW_ROWS),
    total: parsed.rows.length,
    entries: parsed.entries,
  });
  return announce(deps, stored);
}

/** The agent's index, built now when missing or older than its FAQ. */
async function indexOf(deps: KnowledgeDeps, agentId: string): Promise<FaqIndex | null> {
  const cached = deps.indexes.get(agentId);
  const stored = await deps.knowledge.entries(agentId);
  if (!stored) return null;
  if (cached && cached.revision === stored.revision) return cached.index;
  const index = new FaqIndex(stored.entries);
  deps.indexes.set(agentId, { revision: stored.revision, index });
  return index;
}

/** Builds the index with its steps announced (the modal's progress panel). */
export async function buildIndex(deps: KnowledgeDeps, stored: StoredKnowledge): Promise<void> {
  const step = async (progress: knowledge.KnowledgeState['progress']) => {
    const next = await deps.knowledge.update(stored.agentId, { progress }, stored.revision);
    if (next) announce(deps, next);
  };
  try {
    await step({ step: 'Reading the FAQ', percent: 20 });
    await step({ step: 'Building the search index', percent: 60 });
    deps.indexes.delete(stored.agentId);
    const index = await indexOf(deps, stored.agentId);
    if (!index || index.size === 0) throw new Error('the FAQ has no entries');
    const done = await deps.knowledge.update(
      stored.agentId,
      { status: 'ready', progress: { step: `Ready: ${index.size} questions`, percent: 100 } },
      stored.revision,
    );
    if (done) announce(deps, done);
  } catch (error) {
    deps.logger.warn('FAQ index build failed', { agentId: stored.agentId, error: String(error) });
    const failed = await deps.knowledge.update(
      stored.agentId,
      { status: 'failed', enabled: false, progress: null, error: 'Failed to generate vector database' },
      stored.revision,
    );
    if (failed) announce(deps, failed);
  }
}

/** POST /api/knowledge/toggle-rag (and generate-vector-db): on builds the index as a job, off stops using it. */
export async function toggleRag(
  deps: KnowledgeDeps,
  input: Input<typeof knowledge.toggleRag>,
  track: (work: Promise<void>) => void,
): Promise<ReplyOf<typeof knowledge.toggleRag>> {
  await ownedAgent(deps, input.agentId, input.ownerId);
  const current = await deps.knowledge.find(input.agentId);
  if (!current?.csvKey) throw new AppError('BAD_INPUT', knowledge.NO_CSV_FILE);
  if (current.status === 'generating') throw new AppError('CONFLICT', 'A FAQ is being generated: wait for it to finish.');
  if (!input.enabled) {
    const off = await deps.knowledge.update(input.agentId, {
      enabled: false,
      status: current.status === 'indexing' ? 'uploaded' : current.status,
      progress: null,
    });
    return announce(deps, off!);
  }
  const started = await deps.knowledge.update(input.agentId, {
    enabled: true,
    status: 'indexing',
    error: null,
    progress: { step: 'Starting', percent: 5 },
  });
  track(buildIndex(deps, started!));
  return announce(deps, started!);
}

/** The FAQ rows that answer a question, when the agent answers from its FAQ. */
export async function retrieve(
  deps: KnowledgeDeps,
  input: Input<typeof knowledge.retrieve>,
): Promise<ReplyOf<typeof knowledge.retrieve>> {
  const stored = await deps.knowledge.find(input.agentId);
  if (!stored?.enabled) return { enabled: false, passages: [] };
  const index = await indexOf(deps, input.agentId);
  return { enabled: true, passages: index ? index.find(input.question, input.limit) : [] };
}

export async function recordUnanswered(deps: KnowledgeDeps, agentId: string, question: string): Promise<void> {
  const stored = await deps.knowledge.addUnanswered(agentId, question.slice(0, 500), deps.now(), deps.unansweredKept);
  if (stored) announce(deps, stored);
}
