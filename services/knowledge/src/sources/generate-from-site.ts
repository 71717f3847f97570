import { Readable } from 'node:stream';
import type { knowledge, ReplyOf } from '@avatarium/contracts';
import { AppError } from '@avatarium/platform';
import Papa from 'papaparse';
import type { z } from 'zod';
import { announce, ownedAgent, viewOf } from '../faq/knowledge-use-cases.js';
import type { StoredKnowledge } from '../faq/knowledge.repository.js';
import { parseFaqCsv } from '../faq/parse-faq-csv.js';
import type { KnowledgeDeps } from '../knowledge-deps.js';
import { crawlSite } from './crawl-site.js';

export const WEBSITE_FAILED = 'Failed to process website';

/** Reads the site, writes what it found as the FAQ's CSV (RAG off until the owner turns it on). */
async function runSiteFaq(deps: KnowledgeDeps, entry: StoredKnowledge, url: string): Promise<void> {
  const step = async (progress: knowledge.KnowledgeState['progress']) => {
    const next = await deps.knowledge.update(entry.agentId, { progress });
    if (next) announce(deps, next);
  };
  try {
    await step({ step: 'Reading the website', percent: 10 });
    let last = 0;
    const { pairs, pages } = await crawlSite(new URL(url), deps.fetchPolicy, undefined, (read, total) => {
      const percent = 10 + Math.round((60 * read) / total);
      if (percent - last >= 6) {
        last = percent;
        void step({ step: `Reading the website (${read} pages)`, percent });
      }
    });
    if (pairs.length === 0) throw new Error(`no questions with answers were found on ${pages} page(s)`);
    await step({ step: `Writing the FAQ (${pairs.length} questions)`, percent: 85 });
    const csv = Papa.unparse([['question', 'answer'], ...pairs.map((pair) => [pair.question, pair.answer])]);
    const key = `knowledge/${entry.agentId}/faq-${deps.now().getTime()}.csv`;
    await deps.storage.put(key, Readable.from([Buffer.from(csv, 'utf8')]), 'text/csv');
    const parsed = parseFaqCsv(csv);
    deps.indexes.delete(entry.agentId);
    const done = await deps.knowledge.replaceFaq(entry.agentId, entry.ownerId, {
      csvKey: key,
      headers: parsed.headers,
      previewRows: parsed.rows.slice(0, 5),
      total: parsed.rows.length,
      entries: parsed.entries,
    });
    announce(deps, done);
  } catch (error) {
    deps.logger.warn('website FAQ failed', { agentId: entry.agentId, error: String(error) });
    const reason = error instanceof Error ? error.message : String(error);
    const failed = await deps.knowledge.update(entry.agentId, {
      status: entry.csvKey ? 'uploaded' : 'failed',
      progress: null,
      error: `${WEBSITE_FAILED}: ${reason}`,
    });
    if (failed) announce(deps, failed);
  }
}

export async function generateFaqFromSite(
  deps: KnowledgeDeps,
  input: z.output<typeof knowledge.generateFaqFromSite.request>,
  track: (work: Promise<void>) => void,
): Promise<ReplyOf<typeof knowledge.generateFaqFromSite>> {
  await ownedAgent(deps, input.agentId, input.ownerId);
  const current = await deps.knowledge.find(input.agentId);
  if (current?.status === 'generating') throw new AppError('CONFLICT', 'A FAQ is already being generated for this agent.');
  const started = await deps.knowledge.startGenerating(input.agentId, input.ownerId);
  track(runSiteFaq(deps, started, input.url));
  return viewOf(started);
}
