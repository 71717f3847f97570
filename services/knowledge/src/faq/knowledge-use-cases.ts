import { Readable } from 'node:stream';
import { knowledge, type ReplyOf } from '@avatarium/contracts';
import { AppError } from '@avatarium/platform';
import type { z } from 'zod';
import type { KnowledgeDeps } from '../knowledge-deps.js';
import { buildIndex } from './faq-index-job.js';
import { announce, ownedAgent, viewOf } from './knowledge-view.js';
import { parseFaqCsv, type ParsedFaq } from './parse-faq-csv.js';
import { hasFormulaCells, writeFaqCsv } from './write-faq-csv.js';

/** A request as the bus hands it over: parsed, defaults applied. */
type Input<C extends { request: z.ZodType }> = z.output<C['request']>;

const CSV_MAX_BYTES = 20 * 1024 * 1024;

export async function getKnowledge(
  deps: KnowledgeDeps,
  input: Input<typeof knowledge.getKnowledge>,
): Promise<ReplyOf<typeof knowledge.getKnowledge>> {
  await ownedAgent(deps, input.agentId, input.ownerId);
  const stored = await deps.knowledge.findOwned(input.agentId, input.ownerId);
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
  const stored = await deps.knowledge.findOwned(input.agentId, input.ownerId);
  return stored?.csvKey ? { key: stored.csvKey } : null;
}

/**
 * The CSV the owner downloads (Download CSV): the upload as sent, or, when a cell would run as a
 * spreadsheet formula (`=HYPERLINK(...)`, `+cmd|...`, `@SUM`, `-2+3`, a leading tab), a copy
 * with those cells neutralised. The rows searched keep the text as written.
 */
async function downloadableCsv(deps: KnowledgeDeps, agentId: string, uploadKey: string, parsed: ParsedFaq) {
  const table = [parsed.headers, ...parsed.rows];
  if (!hasFormulaCells(table)) return uploadKey;
  const key = `knowledge/${agentId}/faq-${deps.now().getTime()}.csv`;
  await deps.storage.put(key, Readable.from([Buffer.from(writeFaqCsv(table), 'utf8')]), 'text/csv');
  return key;
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
  const csvKey = await downloadableCsv(deps, input.agentId, input.csv_key, parsed);
  deps.indexes.delete(input.agentId);
  const stored = await deps.knowledge.replaceFaq(input.agentId, input.ownerId, {
    csvKey,
    headers: parsed.headers,
    previewRows: parsed.rows.slice(0, knowledge.CSV_PREVIEW_ROWS),
    total: parsed.rows.length,
    entries: parsed.entries,
  });
  return announce(deps, stored);
}

/** POST /api/knowledge/toggle-rag (and generate-vector-db): on builds the index as a job, off stops using it. */
export async function toggleRag(
  deps: KnowledgeDeps,
  input: Input<typeof knowledge.toggleRag>,
  track: (work: Promise<void>) => void,
): Promise<ReplyOf<typeof knowledge.toggleRag>> {
  await ownedAgent(deps, input.agentId, input.ownerId);
  const current = await deps.knowledge.findOwned(input.agentId, input.ownerId);
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

/** PATCH /api/agents/{id}/knowledge: the owner's answering choices; an empty sentence is the default again. */
export async function setAnswering(
  deps: KnowledgeDeps,
  input: Input<typeof knowledge.setAnswering>,
): Promise<ReplyOf<typeof knowledge.setAnswering>> {
  await ownedAgent(deps, input.agentId, input.ownerId);
  const current = await deps.knowledge.findOwned(input.agentId, input.ownerId);
  if (!current?.csvKey) throw new AppError('BAD_INPUT', knowledge.NO_CSV_FILE);
  const set: { only_from_faq?: boolean; unknown_answer?: string | null } = {};
  if (input.only_from_faq !== undefined) set.only_from_faq = input.only_from_faq;
  if (input.unknown_answer !== undefined) set.unknown_answer = input.unknown_answer?.replace(/\s+/g, ' ').trim() || null;
  const stored = await deps.knowledge.update(input.agentId, set);
  return announce(deps, stored!);
}

export async function recordUnanswered(deps: KnowledgeDeps, agentId: string, question: string): Promise<void> {
  const stored = await deps.knowledge.addUnanswered(agentId, question.slice(0, 500), deps.now(), deps.unansweredKept);
  if (stored) announce(deps, stored);
}
